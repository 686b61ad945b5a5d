import { useEffect, useState } from 'react';

/** What a user's browser has of the offline app, in words support can act on. */
export function describeServiceWorker(info: {
  supported: boolean;
  registered: boolean;
  controlling: boolean;
  waiting: boolean;
  installing: boolean;
}): string {
  if (!info.supported) return 'Not supported by this browser';
  if (!info.registered) return 'Not registered';
  const parts = [info.controlling ? 'Active, controls this page' : 'Registered, not controlling this page'];
  if (info.installing) parts.push('an update is installing');
  if (info.waiting) parts.push('an update is waiting');
  return parts.join('; ');
}

export function useServiceWorkerStatus(): string {
  const [status, setStatus] = useState('Checking…');
  useEffect(() => {
    if (!('serviceWorker' in navigator)) {
      setStatus(
        describeServiceWorker({
          supported: false,
          registered: false,
          controlling: false,
          waiting: false,
          installing: false,
        }),
      );
      return;
    }
    let cancelled = false;
    const update = async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      if (cancelled) return;
      setStatus(
        describeServiceWorker({
          supported: true,
          registered: Boolean(registration),
          controlling: Boolean(navigator.serviceWorker.controller),
          waiting: Boolean(registration?.waiting),
          installing: Boolean(registration?.installing),
        }),
      );
    };
    void update();
    navigator.serviceWorker.addEventListener('controllerchange', update);
    const timer = setInterval(update, 5000);
    return () => {
      cancelled = true;
      clearInterval(timer);
      navigator.serviceWorker.removeEventListener('controllerchange', update);
    };
  }, []);
  return status;
}
