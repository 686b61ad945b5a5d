import { useSyncExternalStore } from 'react';

/** Whether the centred "You don't have access" notice is up (the guard raises it for 300 ms). */
let visible = false;
const listeners = new Set<() => void>();

export function setNoAccessVisible(next: boolean): void {
  if (visible === next) return;
  visible = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNoAccessVisible(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => visible,
    () => false,
  );
}
