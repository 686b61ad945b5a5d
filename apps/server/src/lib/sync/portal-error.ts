/**
 * How any portal fails, in the words the sync engine acts on. Every connector (e-filing, GST,
 * TRACES, ICEGATE, state portals) throws `PortalError` with one of these kinds.
 */
type PortalFailure =
  | 'unknown_login'
  | 'wrong_password'
  | 'locked'
  | 'otp_required'
  | 'captcha_wrong'
  | 'dual_login'
  | 'login_expired'
  | 'session_expired'
  | 'rate_limited'
  | 'server_error'
  | 'bad_request'
  | 'not_found'
  | 'network';

export class PortalError extends Error {
  /** A refused password: the tries the portal says are left before it locks the login, when it says. */
  attemptsLeft?: number;

  constructor(
    readonly kind: PortalFailure,
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

/** Why a login is blocked, in words for the account's state. */
export const BLOCK_REASONS: Partial<Record<PortalFailure, string>> = {
  wrong_password: 'The portal refused the password',
  locked: 'The portal has locked this login',
  unknown_login: 'The portal does not know this login',
};

/** The tries left a portal's refusal states ("You have 3 attempt(s) remaining."), if it states them. */
export function attemptsLeftIn(message: string): number | undefined {
  const m = /(\d+)\s+(?:more\s+)?attempt\(?s?\)?\s+(?:left|remaining)/i.exec(message);
  return m ? Number(m[1]) : undefined;
}
