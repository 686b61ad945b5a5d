import type { EfilingPortal, EfilingSession } from '../portal/efiling-types';
import type { Connector } from './connector';

/** The e-filing portal signs in by password alone (OTP-only logins answer `otp_required`). */
export type EfilingConnector<S = EfilingSession> = Omit<EfilingPortal, 'login' | 'logout'> &
  Connector<S> & { login(loginId: string, password: string): Promise<S> };

/** Any e-filing style client (login/logout + calls) as a connector the engine drives. */
export function asConnector<
  S,
  P extends { login(id: string, password: string): Promise<S>; logout(s: S): Promise<void> },
>(client: P): P & Connector<S> {
  return {
    ...client,
    async signIn(credentials) {
      return { done: true, session: await client.login(credentials.loginId, credentials.password) };
    },
    async answer() {
      throw new Error('This portal asks no sign-in question');
    },
    signOut: (session) => client.logout(session),
  };
}
