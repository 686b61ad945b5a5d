import { DEFAULT_TOAST_MS } from '@taxdesk/domain';
import {
  lazy,
  Suspense,
  useEffect,
  useSyncExternalStore,
  type ComponentProps,
  type ComponentType,
} from 'react';
import {
  loadToasts,
  subscribeToastsRequested,
  toastsRequested,
  type ToastsModule,
} from '../shared/notices/toasts';
import { whenIdle } from '../shared/browser/when-idle';

type ToastsProps = ComponentProps<ToastsModule['Notifications']>;

// Without its code (offline before the app was cached) there is no container, never a broken app.
const Notifications = lazy<ComponentType<ToastsProps>>(() =>
  loadToasts().then(
    (m) => ({ default: m.Notifications }),
    () => ({ default: () => null }),
  ),
);

/**
 * The toasts' container, mounted once a notice is shown or the browser is first idle: its code
 * is not part of the first load (shared/notices/toasts.ts).
 */
export function Toasts() {
  const requested = useSyncExternalStore(subscribeToastsRequested, toastsRequested);
  useEffect(() => {
    if (requested) return;
    return whenIdle(() => void loadToasts());
  }, [requested]);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="bottom-center" autoClose={DEFAULT_TOAST_MS} />
    </Suspense>
  );
}
