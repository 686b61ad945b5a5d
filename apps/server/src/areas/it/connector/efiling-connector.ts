import type { Connector } from '../../../lib/sync/connector';

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
