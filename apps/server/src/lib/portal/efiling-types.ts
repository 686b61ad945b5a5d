import { PortalError } from '../sync/portal-error';

/** The income-tax e-filing portal as every sync sees it (a client's PAN, a representative, a CA's ARCA login). */

export type EfilingFailure =
  | 'captcha_wrong'
  | 'unknown_login'
  | 'wrong_password'
  | 'locked'
  | 'otp_required'
  | 'dual_login'
  | 'login_expired'
  | 'session_expired'
  | 'rate_limited'
  | 'server_error'
  | 'bad_request'
  | 'not_found'
  | 'network';

/** The e-filing portal's failures are portal failures like any other: the sync engine acts on them. */
export class EfilingError extends PortalError {
  constructor(kind: EfilingFailure, message: string, retryAfterSeconds?: number) {
    super(kind, message, retryAfterSeconds);
  }
}

/** A signed-in session of one login: a PAN (representative) or an ARCA user id (chartered accountant). */
export type EfilingSession = { loginId: string; cookie: string };

type EfilingCall = {
  endpoint: string;
  serviceName: string;
  body?: Record<string, unknown>;
  formName?: string;
};

export type EfilingPortal = {
  login(loginId: string, password: string): Promise<EfilingSession>;
  /** For a login that signs in by OTP only: asks the portal to send one, for this login request. */
  requestOtp?(loginId: string, password: string): Promise<{ reqId: string; prompt: string }>;
  /** Opens the session with the OTP the person read (a wrong one: `captcha_wrong`). */
  loginWithOtp?(loginId: string, reqId: string, otp: string): Promise<EfilingSession>;
  logout(session: EfilingSession): Promise<void>;
  /** A JSON service's answer (an object, or a bare array for some services). */
  service(session: EfilingSession, call: EfilingCall): Promise<unknown>;
  /** `GET {path}` for a binary document; default path `/iec/document/{docId}`. */
  document(session: EfilingSession, docId: string, path?: string): Promise<Buffer>;
  /**
   * `POST {path}` with a JSON body, for a file the portal answers with (an ITR-V PDF, the return's
   * own JSON). A JSON answer that carries a portal error throws like any call.
   */
  download(session: EfilingSession, path: string, body: Record<string, unknown>): Promise<Buffer>;
};
