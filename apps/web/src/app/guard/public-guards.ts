import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { parseOidcCallback } from '../../shared/auth/oidc-callback';
import { resolveDestination } from '../../shared/auth/resolve-destination';
import { ensureSession, setSession } from '../../shared/auth/session';
import { splitAppHref } from '../../shared/navigation/app-path';

type GuardArgs = { location: ParsedLocation };

function searchString(location: ParsedLocation, key: string): string | undefined {
  const value = (location.search as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

async function goOn(returnTo: string | null | undefined): Promise<void> {
  // If the API cannot say where to go, the user simply stays on Login.
  const destination = await resolveDestination(returnTo).catch(() => null);
  if (destination) throw redirect({ ...splitAppHref(destination), replace: true });
}

/**
 * Login: takes the identity provider's callback (`#token=..`) and goes on; a user who is already
 * signed in goes straight on too, unless Login was given a reason to show (e.g. the licence).
 */
export async function loginGuard({ location }: GuardArgs): Promise<void> {
  const callback = parseOidcCallback(location.hash);
  if (callback) {
    setSession(callback.session);
    await goOn(callback.returnTo);
    // Signed in but nowhere to go (no organisation): stay on Login without the tokens in the URL.
    throw redirect({ to: '/login', replace: true });
  }
  if (searchString(location, 'reason')) return;
  if (await ensureSession()) await goOn(searchString(location, 'returnTo'));
}

/** Signup needs an identity token (it completes a first sign-in) but no profile. */
export async function signupGuard(): Promise<void> {
  if (!(await ensureSession())) throw redirect({ to: '/login', replace: true });
}
