import type * as toastsModule from './toasts-module';

export type ToastsModule = typeof toastsModule;

let loading: Promise<ToastsModule> | undefined;
const listeners = new Set<() => void>();

/**
 * Mantine's notifications (the toasts' store and their container) load apart from the first
 * screen: with the first notice, or once the browser is idle, whichever comes first.
 */
export function loadToasts(): Promise<ToastsModule> {
  if (!loading) {
    loading = import('./toasts-module');
    loading.catch(() => {
      loading = undefined;
    });
    for (const listener of listeners) listener();
  }
  return loading;
}

/** Whether the toasts have been asked for: their container mounts from then on. */
export function toastsRequested(): boolean {
  return loading !== undefined;
}

export function subscribeToastsRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
