import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { exchangeOidcCode, oidcHandoffCode } from '../../shared/auth/oidc-callback';
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
 * Login: trades the identity provider's callback (`#code=..`, one-time) for the session and goes
 * on; a user who is already signed in goes straight on too, unless Login was given a reason to
 * show (e.g. the licence).
 */
export async function loginGuard({ location }: GuardArgs): Promise<void> {
  const code = oidcHandoffCode(location.hash);
  if (code) {
    const callback = await exchangeOidcCode(code);
    if (callback) {
      setSession(callback.session);
      await goOn(callback.returnTo);
    }
    // Nowhere to go (no organisation) or the code was refused: Login, without the code in the URL.
    throw redirect({ to: '/login', replace: true });
  }
  // Tokens in a URL (an old-style callback, a pasted link) are never taken, and the URL forgets them.
  if (/(^#?|&)(token|refreshToken)=/.test(location.hash)) throw redirect({ to: '/login', replace: true });
  if (searchString(location, 'reason')) return;
  if (await ensureSession()) await goOn(searchString(location, 'returnTo'));
}

/** Signup needs an identity token (it completes a first sign-in) but no profile. */
export async function signupGuard(): Promise<void> {
  if (!(await ensureSession())) throw redirect({ to: '/login', replace: true });
}
