import type { Connector, LoginCredentials, SignInStep } from '../../lib/sync/connector';
import { portalFetch, portalScope, type PortalScope } from '../../lib/portal/portal-fetch';
import { PortalError } from '../../lib/sync/portal-error';

/**
 * A state tax portal (professional tax, legacy VAT/CST): login id and password, then JSON calls
 * in the session. Failures come as HTTP 200 `{status: 'FAILURE', errorCode, message}`; a lost
 * session as 401. The shape is the sandbox's own (nothing public shows these portals).
 */

export type StateSession = { loginId: string; cookie: string };
type Envelope = { status?: string; errorCode?: string; message?: string; [field: string]: unknown };

const TIMEOUT_MS = 60_000;
const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export class StateClient implements Connector<StateSession> {
  private readonly retries: number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly scope: PortalScope;

  constructor(
    readonly baseUrl: string,
    options: { retries?: number; sleep?: (ms: number) => Promise<void> } = {},
  ) {
    this.retries = options.retries ?? 3;
    this.sleep = options.sleep ?? defaultSleep;
    this.scope = portalScope('The state portal', baseUrl);
  }

  /** A JSON call, paced per login (the portal counts a login's calls). */
  private async post(
    path: string,
    body: unknown,
    login: string,
    cookie?: string,
  ): Promise<{ res: Response; body: Envelope }> {
    for (let attempt = 0; ; attempt++) {
      let res: Response;
      try {
        res = await portalFetch(this.scope, `${this.baseUrl.replace(/\/+$/, '')}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(TIMEOUT_MS),
          follow: true,
          session: login,
        });
      } catch (err) {
        if (err instanceof PortalError) throw err;
        throw new PortalError('network', `The state portal could not be reached: ${(err as Error).message}`);
      }
      if (res.status === 401) throw new PortalError('session_expired', 'The state portal session has ended');
      const wait = Number(res.headers.get('retry-after')) || 1;
      const failure =
        res.status === 429
          ? new PortalError('rate_limited', 'The state portal is limiting requests', wait)
          : res.status >= 500
            ? new PortalError('server_error', `The state portal answered ${res.status}`)
            : null;
      if (!failure) {
        const answer = (await res.json().catch(() => null)) as Envelope | null;
        if (!answer)
          throw new PortalError('server_error', 'The state portal answered something other than JSON');
        return { res, body: answer };
      }
      await res.body?.cancel();
      if (attempt >= this.retries) throw failure;
      await this.sleep(failure.kind === 'rate_limited' ? wait * 1000 : 300 * 2 ** attempt);
    }
  }

  async signIn(credentials: LoginCredentials): Promise<SignInStep<StateSession>> {
    const { res, body } = await this.post(
      '/state/api/login',
      { loginId: credentials.loginId, password: credentials.password },
      credentials.loginId,
    );
    if (body.status !== 'SUCCESS') {
      const message = body.message ?? 'The state portal refused the login';
      throw new PortalError(body.errorCode === 'ERR_LOCKED' ? 'locked' : 'wrong_password', message);
    }
    const token = /STATE_SESSION=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
    if (!token) throw new PortalError('server_error', 'The state portal signed in without a session');
    return { done: true, session: { loginId: credentials.loginId, cookie: `STATE_SESSION=${token}` } };
  }

  /** The portal asks no question at sign-in; an answer only starts again. */
  answer(credentials: LoginCredentials): Promise<SignInStep<StateSession>> {
    return this.signIn(credentials);
  }

  async call(session: StateSession, path: string, body: unknown = {}): Promise<Envelope> {
    const { body: answer } = await this.post(path, body, session.loginId, session.cookie);
    if (answer.status !== 'SUCCESS')
      throw new PortalError(
        'server_error',
        `The state portal answered: ${answer.message ?? answer.errorCode}`,
      );
    return answer;
  }

  async signOut(session: StateSession): Promise<void> {
    await this.post('/state/api/logout', {}, session.loginId, session.cookie).catch(() => undefined);
  }
}
