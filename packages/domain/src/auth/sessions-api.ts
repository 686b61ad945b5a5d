import { z } from 'zod';

/** One signed-in session of the caller (`GET /api/me/sessions`), the current one marked. */
export const SignedInSession = z.object({
  id: z.string().uuid(),
  /** Browser and system, e.g. "Chrome on Windows"; null for sessions older than the list. */
  device: z.string().nullable(),
  /** The client's address at the latest sign-in or refresh; null when not recorded. */
  address: z.string().nullable(),
  startedAt: z.string(),
  /** The sign-in or the latest refresh (an open tab refreshes every 15 minutes or so). */
  lastActiveAt: z.string(),
  current: z.boolean(),
});
export type SignedInSession = z.infer<typeof SignedInSession>;

/** `DELETE /api/me/sessions/{sessionId}`. */
export const SessionIdParams = z.object({ sessionId: z.string().uuid('Not a session id.') });

/** What a sign-out of other sessions ended. */
export const SessionsSignedOut = z.object({ signedOut: z.number().int() });
export type SessionsSignedOut = z.infer<typeof SessionsSignedOut>;

/** `POST /api/auth/logout`: this session, or with `everywhere` every session of the person. */
export const LogoutBody = z.object({
  refreshToken: z.string().min(1).max(200),
  everywhere: z.boolean().optional(),
});
export type LogoutBody = z.infer<typeof LogoutBody>;
