import type { Credentials, OidcProvider, SecondFactorChallenge, SignInAnswer } from '@taxdesk/domain';
import { api } from '../api/client';
import { getSession, setSession } from './session';
import type { Session } from './session-storage';

/** Signs in, or answers the second factor still to give (`secondFactor`): no session until then. */
export async function signIn(
  credentials: Credentials,
): Promise<SecondFactorChallenge['secondFactor'] | null> {
  const answer = await api<SignInAnswer>('/auth/login', { method: 'POST', body: credentials });
  if ('secondFactor' in answer) return answer.secondFactor;
  setSession(answer);
  return null;
}

/** A new identity; it has no profile yet, so the next call answers 412 and the user goes to Signup. */
export async function register(credentials: Credentials): Promise<Session> {
  const session = await api<Session>('/auth/register', { method: 'POST', body: credentials });
  setSession(session);
  return session;
}

/** Creates the profile and a first organisation, which the user owns; the answer carries new tokens. */
export async function completeSignup(input: {
  name: string;
  orgName: string;
  referralCode?: string;
}): Promise<string> {
  const result = await api<Session & { orgId: string }>('/auth/signup', { method: 'POST', body: input });
  setSession({ token: result.token, refreshToken: result.refreshToken, expiresAt: result.expiresAt });
  return result.orgId;
}

/** Revokes the refresh token on the server (best effort) and forgets the session here. */
export async function signOut(): Promise<void> {
  const refreshToken = getSession()?.refreshToken;
  if (refreshToken) {
    await api('/auth/logout', { method: 'POST', body: { refreshToken }, quiet: true }).catch(() => undefined);
  }
  setSession(null);
}

/** Ends every session of this person, this one included (a lost laptop, a shared computer). */
export async function signOutEverywhere(): Promise<void> {
  const refreshToken = getSession()?.refreshToken;
  if (refreshToken) await api('/auth/logout', { method: 'POST', body: { refreshToken, everywhere: true } });
  setSession(null);
}

export async function fetchProviders(): Promise<{ oidc: OidcProvider | null }> {
  return api<{ oidc: OidcProvider | null }>('/auth/providers', { quiet: true });
}

/** The provider's start address with where to come back to. */
export function oidcStartHref(provider: OidcProvider, returnTo: string): string {
  const sep = provider.startUrl.includes('?') ? '&' : '?';
  return `${provider.startUrl}${sep}returnTo=${encodeURIComponent(returnTo)}`;
}
