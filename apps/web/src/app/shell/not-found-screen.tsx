import { lazy, Suspense } from 'react';

const Page = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));

/** The not-found page, loaded when an address has no page (it is rarely needed on a first load). */
export function NotFoundScreen() {
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
