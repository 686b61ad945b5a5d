import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from './session';
import type { Session } from './session-storage';

/** The current session; the component re-renders when it changes (here or in another tab). */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession);
}
