import type { EfilingPortal, EfilingSession } from '../../lib/portal/efiling-types';
import type { Connector } from '../../lib/sync/connector';
import { PortalError } from '../../lib/sync/portal-error';

/**
 * The e-filing portal signed in with a TAN (two steps like a PAN; the TAN's own e-filing password,
 * not the TRACES one). Password logins ask no question, so sign-in is done in one go.
 */
export type TdsEfilingConnector = EfilingPortal & Connector<EfilingSession>;

export function tdsEfilingConnector(portal: EfilingPortal): TdsEfilingConnector {
  return {
    ...portal,
    async signIn(credentials) {
      return {
        done: true,
        session: await portal.login(credentials.loginId.trim().toUpperCase(), credentials.password),
      };
    },
    async answer() {
      throw new PortalError('bad_request', 'The e-filing password login asks no sign-in question');
    },
    signOut: (session) => portal.logout(session),
  };
}
