import type { ErrorComponentProps } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { loadRareParts, rareParts } from './rare-parts';

const LazyAlert = lazy(() => loadRareParts().then((m) => ({ default: m.PageErrorAlert })));

/** A screen that failed to load or render; the rest of the shell keeps working. */
export function PageError(props: ErrorComponentProps) {
  const Alert = rareParts()?.PageErrorAlert;
  if (Alert) return <Alert {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyAlert {...props} />
    </Suspense>
  );
}
