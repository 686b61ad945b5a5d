/** How long to wait instead, where the browser has no idle callback. */
const IDLE_FALLBACK_MS = 2000;

/**
 * Runs `fn` once the browser is first idle (after a fixed wait where it cannot tell): for code
 * that is kept out of the first load but should be ready soon after. Answers a cancel.
 */
export function whenIdle(fn: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn);
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(fn, IDLE_FALLBACK_MS);
  return () => clearTimeout(timer);
}
