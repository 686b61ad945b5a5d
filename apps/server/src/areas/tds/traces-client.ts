import type { Connector, LoginCredentials, SignInState, SignInStep } from '../../lib/sync/connector';
import { PortalError } from '../../lib/sync/portal-error';

/**
 * TRACES for a deductor: the 2.0 JSON sign-in (captcha → bearer token), bridged into a legacy
 * JSF session (JSESSIONID) whose servlets and pages hold statements, defaults, certificates,
 * challans, PAN verification and requested downloads. The login id is the TAN (TRACES 2.0 signs
 * in with it); the legacy user id, when the account record has one, is checked against the
 * dashboard's welcome line so that a TAN stored under the wrong client is caught.
 */

export type TracesSession = { tan: string; cookie: string; accessToken: string; refreshToken: string };

export type TracesClientOptions = { retries?: number; sleep?: (ms: number) => Promise<void> };

const ORIGIN_HEADERS = { origin: 'https://traces.tdscpc.gov.in', referer: 'https://traces.tdscpc.gov.in/' };
const CAPTCHA_CODES = new Set(['CPT400', 'CPT401', 'CPT403']);
const TIMEOUT_MS = 60_000;

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

async function call(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    throw new PortalError('network', `TRACES could not be reached: ${(err as Error).message}`);
  }
}

function failureOf(res: Response): PortalError | null {
  if (res.status === 410) return new PortalError('session_expired', 'The TRACES session has expired');
  if (res.status === 429) {
    const wait = Number(res.headers.get('retry-after')) || 1;
    return new PortalError('rate_limited', 'TRACES is limiting requests', wait);
  }
  if (res.status >= 500) return new PortalError('server_error', `TRACES answered ${res.status}`);
  return null;
}

export class TracesClient implements Connector<TracesSession> {
  private readonly retries: number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(
    readonly baseUrl: string,
    options: TracesClientOptions = {},
  ) {
    this.retries = options.retries ?? 3;
    this.sleep = options.sleep ?? defaultSleep;
  }

  /** Retries throttling and server errors (the gateway's 502s come and go); anything else is final. */
  private async send(path: string, init: RequestInit): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      const res = await call(`${this.baseUrl}${path}`, init);
      const failure = failureOf(res);
      if (!failure) return res;
      const transient = failure.kind === 'rate_limited' || failure.kind === 'server_error';
      if (!transient || attempt >= this.retries) throw failure;
      await this.sleep(failure.retryAfterSeconds ? failure.retryAfterSeconds * 1000 : 200 * 2 ** attempt);
    }
  }

  private async captcha(): Promise<SignInStep<TracesSession>> {
    const res = await this.send('/loginservice/api/auth/generateCaptcha', { headers: ORIGIN_HEADERS });
    const { id, image } = (await res.json()) as { id: string; image: string };
    return {
      done: false,
      challenge: { kind: 'captcha', image: Buffer.from(image, 'base64'), mimeType: 'image/png' },
      state: { captchaId: id },
    };
  }

  /** TRACES asks a captcha at every sign-in: the answer comes back through `answer`. */
  signIn(_credentials?: LoginCredentials): Promise<SignInStep<TracesSession>> {
    return this.captcha();
  }

  async answer(
    credentials: LoginCredentials,
    state: SignInState,
    answer: string,
  ): Promise<SignInStep<TracesSession>> {
    const tan = credentials.loginId.trim().toUpperCase();
    const res = await this.send('/loginservice/api/auth/login', {
      method: 'POST',
      headers: { ...ORIGIN_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({
        userId: tan,
        userType: 'Deductor',
        subUserPanId: '',
        subUser: false,
        password: credentials.password,
        captcha: answer,
        captchaId: String(state.captchaId ?? ''),
      }),
    });
    const body = (await res.json().catch(() => ({}))) as {
      isAuthenticated?: boolean;
      errorCode?: string;
      message?: string;
      authTokenDto?: { accessToken: string; refreshToken: string };
    };
    if (!res.ok || !body.isAuthenticated || !body.authTokenDto) {
      const message = body.message ?? `TRACES refused the login (${res.status})`;
      if (
        CAPTCHA_CODES.has(body.errorCode ?? '') ||
        /verification code|does not match with image/i.test(message)
      )
        return this.captcha();
      if (body.errorCode === 'AUTH423' || /locked/i.test(message)) throw new PortalError('locked', message);
      if (body.errorCode === 'AUTH404') throw new PortalError('unknown_login', message);
      throw new PortalError('wrong_password', message);
    }
    const session = await this.bridge(tan, body.authTokenDto);
    const userId = credentials.extra?.userId?.trim();
    if (userId) {
      const page = await this.page(session, '/app/ded/dashboard.xhtml');
      const shown = /Welcome .*\(([^)]+)\)/.exec(page)?.[1];
      if (shown && shown.toLowerCase() !== userId.toLowerCase())
        throw new PortalError('unknown_login', `TRACES signs this TAN in as user ${shown}, not ${userId}`);
    }
    return { done: true, session };
  }

  /** preauthV2 turns the bearer token into a JSESSIONID; one page load then warms the session up. */
  private async bridge(
    tan: string,
    tokens: { accessToken: string; refreshToken: string },
  ): Promise<TracesSession> {
    const res = await this.send('/app/preauthV2.xhtml', {
      headers: {
        ...ORIGIN_HEADERS,
        authorization: `Bearer ${tokens.accessToken}`,
        refreshtoken: tokens.refreshToken,
        'x-requested-with': 'XMLHttpRequest',
        'x-bank-code': 'null',
        'x-everify': 'N',
      },
    });
    const cookie = /JSESSIONID=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
    if (!cookie)
      throw new PortalError('server_error', `TRACES did not open a legacy session (${res.status})`);
    const session = { tan, cookie: `JSESSIONID=${cookie}`, ...tokens };
    await this.page(session, '/app/ded/dashboard.xhtml');
    return session;
  }

  async keepAlive(session: TracesSession): Promise<void> {
    await this.page(session, '/app/ded/dashboard.xhtml');
  }

  async signOut(session: TracesSession): Promise<void> {
    await call(`${this.baseUrl}/app/logout.xhtml`, { headers: { cookie: session.cookie } }).catch(
      () => undefined,
    );
  }

  /** A legacy page (GET, or a form post when `form` is given): its HTML. */
  async page(session: TracesSession, path: string, form?: Record<string, string>): Promise<string> {
    const res = await this.send(path, this.init(session, form));
    return res.text();
  }

  /** A jqGrid/JSON servlet; a 4xx answer's `message` comes back as `{ error }`. */
  async servlet<T>(
    session: TracesSession,
    path: string,
    form?: Record<string, string>,
  ): Promise<T | { error: string }> {
    const res = await this.send(path, {
      ...this.init(session, form),
      headers: { ...this.init(session, form).headers, 'x-requested-with': 'XMLHttpRequest' },
    });
    const body = (await res.json().catch(() => null)) as unknown;
    if (res.status >= 400) {
      const message = (body as { message?: string } | null)?.message ?? `TRACES answered ${res.status}`;
      return { error: message };
    }
    return body as T;
  }

  async file(session: TracesSession, url: string): Promise<Buffer> {
    const path = url.startsWith('http') ? new URL(url).pathname : url;
    const res = await this.send(path, { headers: { cookie: session.cookie } });
    if (!res.ok) throw new PortalError('not_found', `TRACES has no file at ${path} (${res.status})`);
    return Buffer.from(await res.arrayBuffer());
  }

  private init(
    session: TracesSession,
    form?: Record<string, string>,
  ): RequestInit & { headers: Record<string, string> } {
    const headers: Record<string, string> = {
      cookie: session.cookie,
      referer: `${this.baseUrl}/app/ded/dashboard.xhtml`,
    };
    if (!form) return { headers };
    headers['content-type'] = 'application/x-www-form-urlencoded';
    return { method: 'POST', headers, body: new URLSearchParams(form).toString() };
  }
}
