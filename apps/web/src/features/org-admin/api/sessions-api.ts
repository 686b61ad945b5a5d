import type { SessionsSignedOut, SignedInSession } from '@taxdesk/domain';
import { api } from '../../../shared/api/client';

/** The signed-in person's own sessions: not an organisation's, so one key for every screen. */
export const mySessionsKey = ['me', 'sessions'] as const;

export const fetchMySessions = () => api<SignedInSession[]>('/me/sessions');

export const signOutSession = (id: string) =>
  api<null>(`/me/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const signOutOtherSessions = () =>
  api<SessionsSignedOut>('/me/sessions/sign-out-others', { method: 'POST' });
