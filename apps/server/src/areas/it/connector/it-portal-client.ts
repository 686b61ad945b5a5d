import { createEfilingClient, type EfilingClientOptions } from '../../../lib/portal/efiling-client';
import type { EfilingSession } from '../../../lib/portal/efiling-types';
import type { ItPortal, ItSession } from './it-portal-types';

type ItPortalClientOptions = EfilingClientOptions;

const asEfiling = (s: ItSession): EfilingSession => ({ loginId: s.pan, cookie: s.cookie });

/** A client's income-tax login on the shared e-filing client: sessions known by the client's PAN. */
export function createItPortalClient(baseUrl: string, options: ItPortalClientOptions = {}): ItPortal {
  const client = createEfilingClient(baseUrl, options);
  return {
    async login(pan, password) {
      const session = await client.login(pan, password);
      return { pan, cookie: session.cookie };
    },
    logout: (session) => client.logout(asEfiling(session)),
    requestOtp: (pan, password) => client.requestOtp!(pan, password),
    async loginWithOtp(pan, reqId, otp) {
      const session = await client.loginWithOtp!(pan, reqId, otp);
      return { pan, cookie: session.cookie };
    },
    service: (session, call) => client.service(asEfiling(session), call),
    document: (session, docId, path) => client.document(asEfiling(session), docId, path),
    download: (session, path, body) => client.download(asEfiling(session), path, body),
  };
}
