import type { Connector, LoginCredentials, SignInState, SignInStep } from '../../lib/sync/connector';
import { portalFetch, portalScope, type PortalScope } from '../../lib/portal/portal-fetch';
import { PortalError } from '../../lib/sync/portal-error';

/**
 * ICEGATE for an exporter: sign-in with ICEGATE ID, password and a captcha bound to the pre-login
 * cookie, then JSON enquiries in the signed-in session. Failures come as HTTP 200 envelopes
 * `{status: 'FAILURE', errorCode, message}`; a lost session as 401 "auth error..!!!".
 */

export type IcegateSession = { userName: string; cookie: string; iec: string; name: string };

type IcegateClientOptions = { retries?: number; sleep?: (ms: number) => Promise<void> };

type Envelope = { status?: string; errorCode?: string; message?: string; [field: string]: unknown };

const TIMEOUT_MS = 60_000;
const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function cookieFrom(res: Response, name: string): string | undefined {
  return new RegExp(`${name}=([^;]+)`).exec(res.headers.get('set-cookie') ?? '')?.[1];
}

export class IcegateClient implements Connector<IcegateSession> {
  private readonly retries: number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly scope: PortalScope;

  constructor(
    readonly baseUrl: string,
    options: IcegateClientOptions = {},
  ) {
    this.retries = options.retries ?? 3;
    this.sleep = options.sleep ?? defaultSleep;
    this.scope = portalScope('ICEGATE', baseUrl);
  }

  /** Retries throttling and server errors; a lost session and anything else are final. Paced per login. */
  private async send(path: string, init: RequestInit, login?: string): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      let res: Response;
      try {
        res = await portalFetch(this.scope, `${this.baseUrl.replace(/\/+$/, '')}${path}`, {
          ...init,
          signal: AbortSignal.timeout(TIMEOUT_MS),
          follow: true,
          session: login,
        });
      } catch (err) {
        if (err instanceof PortalError) throw err;
        throw new PortalError('network', `ICEGATE could not be reached: ${(err as Error).message}`);
      }
      let failure: PortalError | null = null;
      if (res.status === 401) throw new PortalError('session_expired', 'The ICEGATE session has ended');
      if (res.status === 429) {
        const wait = Number(res.headers.get('retry-after')) || 1;
        failure = new PortalError('rate_limited', 'ICEGATE is limiting requests', wait);
      } else if (res.status >= 500) {
        failure = new PortalError('server_error', `ICEGATE answered ${res.status}`);
      }
      if (!failure) return res;
      await res.body?.cancel();
      if (attempt >= this.retries) throw failure;
      await this.sleep(failure.retryAfterSeconds ? failure.retryAfterSeconds * 1000 : 300 * 2 ** attempt);
    }
  }

  private async captcha(prelogin?: string): Promise<SignInStep<IcegateSession>> {
    const res = await this.send('/icegate/captcha', {
      headers: prelogin ? { cookie: `ICEGATE_PRELOGIN=${prelogin}` } : {},
    });
    const binding = cookieFrom(res, 'ICEGATE_PRELOGIN') ?? prelogin;
    if (!binding) throw new PortalError('server_error', 'ICEGATE did not open a pre-login session');
    return {
      done: false,
      challenge: { kind: 'captcha', image: Buffer.from(await res.arrayBuffer()), mimeType: 'image/png' },
      state: { prelogin: binding },
    };
  }

  signIn(_credentials?: LoginCredentials): Promise<SignInStep<IcegateSession>> {
    return this.captcha();
  }

  async answer(
    credentials: LoginCredentials,
    state: SignInState,
    answer: string,
  ): Promise<SignInStep<IcegateSession>> {
    const prelogin = String(state.prelogin ?? '');
    const res = await this.send(
      '/icegate/api/auth/login',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `ICEGATE_PRELOGIN=${prelogin}` },
        body: JSON.stringify({
          icegateId: credentials.loginId,
          password: credentials.password,
          captcha: answer,
        }),
      },
      credentials.loginId,
    );
    const body = (await res.json().catch(() => ({}))) as Envelope;
    if (body.status !== 'SUCCESS') {
      const message = body.message ?? `ICEGATE refused the login (${res.status})`;
      if (body.errorCode === 'ERR_CAPTCHA') return this.captcha(prelogin);
      if (body.errorCode === 'ERR_LOCKED') throw new PortalError('locked', message);
      throw new PortalError('wrong_password', message);
    }
    const token = cookieFrom(res, 'ICEGATE_SESSION');
    if (!token) throw new PortalError('server_error', 'ICEGATE signed in without a session');
    return {
      done: true,
      session: {
        userName: String(body.userName ?? credentials.loginId),
        cookie: `ICEGATE_SESSION=${token}`,
        iec: String(body.iec ?? ''),
        name: String(body.name ?? ''),
      },
    };
  }

  /** A signed-in enquiry; a failure envelope other than "no record" is the caller's to judge. */
  async enquiry(session: IcegateSession, path: string, body: unknown): Promise<Envelope> {
    const res = await this.send(
      path,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: session.cookie },
        body: JSON.stringify(body),
      },
      session.userName,
    );
    const answer = (await res.json().catch(() => null)) as Envelope | null;
    if (!answer)
      throw new PortalError('server_error', `ICEGATE answered something other than JSON (${res.status})`);
    if (res.status === 400)
      throw new PortalError('bad_request', answer.message ?? 'ICEGATE refused the enquiry');
    return answer;
  }

  async signOut(session: IcegateSession): Promise<void> {
    await this.send(
      '/icegate/api/auth/logout',
      {
        method: 'POST',
        headers: { cookie: session.cookie },
      },
      session.userName,
    ).catch(() => undefined);
  }
}
