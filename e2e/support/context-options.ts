/**
 * What every browser context of the tests opens with: reduced motion asked for (modals and toasts
 * appear without a fade, so an accessibility check never reads colours blended mid-transition),
 * and no service worker (no test here is about working offline). The config's `use` and the
 * fixtures' own contexts (e2e/support/test.ts) both take it from here.
 */
export const CONTEXT_OPTIONS = { reducedMotion: 'reduce', serviceWorkers: 'block' } as const;
