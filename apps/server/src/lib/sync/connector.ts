import type { PortalError } from './portal-error';

/**
 * A portal connector as the sync engine drives it. Signing in may stop at a question only a
 * person (or a captcha solver) can answer: the connector then hands back the question and the
 * state of its portal session (cookies, ids), which the engine keeps while the run waits, and
 * later gives back with the answer, so the run goes on in the same portal session.
 */

/** A question the portal asks during sign-in. */
export type SignInChallenge =
  { kind: 'captcha'; image: Buffer; mimeType: string } | { kind: 'otp'; prompt: string };

/** Serialisable state of a half-done sign-in (cookies, request ids): JSON only. */
export type SignInState = Record<string, unknown>;

export type SignInStep<S> =
  { done: true; session: S } | { done: false; challenge: SignInChallenge; state: SignInState };

/** What a login is signed in with: its id (PAN, GSTIN username, TAN user id, ...) and password. */
export type LoginCredentials = {
  loginId: string;
  password: string;
  /** Other fields the portal asks for at sign-in (e.g. TRACES wants the TAN beside the user id). */
  extra?: Readonly<Record<string, string>>;
};

export type Connector<S> = {
  /** Starts signing in: signed in, or a question with the state to continue from. */
  signIn(credentials: LoginCredentials): Promise<SignInStep<S>>;
  /**
   * Continues a sign-in with the answer to its question, in the portal session `state` holds. A
   * wrong captcha answers a new question (a fresh captcha) rather than throwing; a refused
   * password throws `PortalError` as `signIn` does.
   */
  answer(credentials: LoginCredentials, state: SignInState, answer: string): Promise<SignInStep<S>>;
  /** Keeps a signed-in session from idling out (portals drop idle sessions after ~15 minutes). */
  keepAlive?(session: S): Promise<void>;
  signOut(session: S): Promise<void>;
};

/** The session type a connector signs in to. */
export type SessionOf<C> = C extends Connector<infer S> ? S : never;

export type { PortalError };
