import { OTP_REASON } from '../../../lib/sync/engine';
import { PortalError } from '../../../lib/sync/portal-error';
import type { Connector } from '../../../lib/sync/connector';
import { asConnector } from './efiling-connector';
import type { ItPortal, ItSession } from './it-portal-types';

export type ItConnector = ItPortal & Connector<ItSession>;

const OTP_AGAIN = 'That OTP was not right: type the OTP the portal sent to the mobile';

/**
 * A client's e-filing login. An account set to sign in by Aadhaar OTP only asks the portal for an
 * OTP and waits for a person to type it (the sign-in queue); a wrong OTP is asked again, an
 * expired one brings a new one.
 */
export function itConnector(portal: ItPortal): ItConnector {
  const base = asConnector<ItSession, ItPortal>(portal);
  const connector: ItConnector = {
    ...base,
    async signIn(credentials) {
      try {
        return await base.signIn(credentials);
      } catch (err) {
        if (!(err instanceof PortalError) || err.kind !== 'otp_required' || !portal.requestOtp) throw err;
        const { reqId, prompt } = await portal.requestOtp(credentials.loginId, credentials.password);
        return { done: false, challenge: { kind: 'otp', prompt }, state: { reqId } };
      }
    },
    async answer(credentials, state, otp) {
      if (!portal.loginWithOtp) throw new PortalError('otp_required', OTP_REASON);
      try {
        return {
          done: true,
          session: await portal.loginWithOtp(credentials.loginId, String(state.reqId), otp),
        };
      } catch (err) {
        if (err instanceof PortalError && err.kind === 'captcha_wrong')
          return { done: false, challenge: { kind: 'otp', prompt: OTP_AGAIN }, state };
        if (err instanceof PortalError && err.kind === 'login_expired') return connector.signIn(credentials);
        throw err;
      }
    },
  };
  return connector;
}
