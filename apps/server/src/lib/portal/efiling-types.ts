/** The income-tax e-filing portal as every sync sees it (a client's PAN, a representative, a CA's ARCA login). */

export type EfilingFailure =
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

export class EfilingError extends Error {
  constructor(
    readonly kind: EfilingFailure,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  /** The password or the login needs a person: never retried automatically. */
  get blocksLogin(): boolean {
    return this.kind === 'wrong_password' || this.kind === 'locked' || this.kind === 'unknown_login';
  }

  /** The session is gone or the portal unreachable: the run cannot go on. */
  get endsRun(): boolean {
    return this.kind === 'session_expired' || this.kind === 'network';
  }
}

/** A signed-in session of one login: a PAN (representative) or an ARCA user id (chartered accountant). */
export type EfilingSession = { loginId: string; cookie: string };

export type EfilingCall = {
  endpoint: string;
  serviceName: string;
  body?: Record<string, unknown>;
  formName?: string;
};

export type EfilingPortal = {
  login(loginId: string, password: string): Promise<EfilingSession>;
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
