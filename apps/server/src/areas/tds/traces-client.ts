import type { AppContext } from '../../context';
import type { Connector, LoginCredentials, SignInState, SignInStep } from '../../lib/sync/connector';
import { onPortal, portalFetch, portalScope, type PortalScope } from '../../lib/portal/portal-fetch';
import { PortalError } from '../../lib/sync/portal-error';

type PortalUrls = AppContext['portals'];

/**
 * TRACES for a deductor: the 2.0 JSON sign-in (captcha → bearer token), bridged into a legacy
 * JSF session (JSESSIONID) whose servlets and pages hold statements, defaults, certificates,
 * challans, PAN verification and requested downloads. The login id is the TAN (TRACES 2.0 signs
 * in with it); the legacy user id, when the account record has one, is checked against the
 * dashboard's welcome line so that a TAN stored under the wrong client is caught.
 */

export type TracesSession = { tan: string; cookie: string; accessToken: string; refreshToken: string };

type TracesClientOptions = { retries?: number; sleep?: (ms: number) => Promise<void> };

/** TRACES's two hosts: the legacy pages and servlets (traces61.) and the 2.0 API gateway (traces-app.). */
type TracesHosts = { pages: string; api: string };

export const tracesHosts = (portals: Pick<PortalUrls, 'traces' | 'tracesApi'>): TracesHosts => ({
  pages: portals.traces,
  api: portals.tracesApi,
});

const ORIGIN_HEADERS = { origin: 'https://traces.tdscpc.gov.in', referer: 'https://traces.tdscpc.gov.in/' };
const CAPTCHA_CODES = new Set(['CPT400', 'CPT401', 'CPT403']);
const TIMEOUT_MS = 60_000;

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

async function call(scope: PortalScope, url: string, init: RequestInit, tan?: string): Promise<Response> {
  try {
    return await portalFetch(scope, url, { ...init, session: tan, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    if (err instanceof PortalError) throw err;
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
  private readonly scope: PortalScope;

  constructor(
    readonly hosts: TracesHosts,
    options: TracesClientOptions = {},
  ) {
    this.retries = options.retries ?? 3;
    this.sleep = options.sleep ?? defaultSleep;
    this.scope = portalScope('TRACES', hosts.pages, hosts.api);
  }

  /** The host a path is on: the 2.0 gateway's services, else the legacy pages. */
  private urlOf(path: string): string {
    const base = path.startsWith('/loginservice/') ? this.hosts.api : this.hosts.pages;
    return `${base.replace(/\/+$/, '')}${path}`;
  }

  /**
   * Retries throttling and server errors (the gateway's 502s come and go); anything else is final.
   * Paced per TAN: TRACES counts a deductor's calls.
   */
  private async send(path: string, init: RequestInit, tan?: string): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      const res = await call(this.scope, path.startsWith('http') ? path : this.urlOf(path), init, tan);
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
    const res = await this.send(
      '/loginservice/api/auth/login',
      {
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
      },
      tan,
    );
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
    const res = await this.send(
      '/app/preauthV2.xhtml',
      {
        headers: {
          ...ORIGIN_HEADERS,
          authorization: `Bearer ${tokens.accessToken}`,
          refreshtoken: tokens.refreshToken,
          'x-requested-with': 'XMLHttpRequest',
          'x-bank-code': 'null',
          'x-everify': 'N',
        },
      },
      tan,
    );
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
    await call(
      this.scope,
      this.urlOf('/app/logout.xhtml'),
      { headers: { cookie: session.cookie } },
      session.tan,
    ).catch(() => undefined);
  }

  /** A legacy page (GET, or a form post when `form` is given): its HTML. */
  async page(session: TracesSession, path: string, form?: Record<string, string>): Promise<string> {
    const res = await this.send(path, this.init(session, form), session.tan);
    return res.text();
  }

  /** A jqGrid/JSON servlet; a 4xx answer's `message` comes back as `{ error }`. */
  async servlet<T>(
    session: TracesSession,
    path: string,
    form?: Record<string, string>,
  ): Promise<T | { error: string }> {
    const res = await this.send(
      path,
      {
        ...this.init(session, form),
        headers: { ...this.init(session, form).headers, 'x-requested-with': 'XMLHttpRequest' },
      },
      session.tan,
    );
    const body = (await res.json().catch(() => null)) as unknown;
    if (res.status >= 400) {
      const message = (body as { message?: string } | null)?.message ?? `TRACES answered ${res.status}`;
      return { error: message };
    }
    return body as T;
  }

  /** A file at a link TRACES gave (DownloadServlet): only on TRACES's own hosts, never elsewhere. */
  async file(session: TracesSession, url: string): Promise<Buffer> {
    const target = onPortal(this.scope, url.startsWith('http') ? url : this.urlOf(url));
    const res = await this.send(target.toString(), { headers: { cookie: session.cookie } }, session.tan);
    if (!res.ok)
      throw new PortalError('not_found', `TRACES has no file at ${target.pathname} (${res.status})`);
    return Buffer.from(await res.arrayBuffer());
  }

  private init(
    session: TracesSession,
    form?: Record<string, string>,
  ): RequestInit & { headers: Record<string, string> } {
    const headers: Record<string, string> = {
      cookie: session.cookie,
      referer: this.urlOf('/app/ded/dashboard.xhtml'),
    };
    if (!form) return { headers };
    headers['content-type'] = 'application/x-www-form-urlencoded';
    return { method: 'POST', headers, body: new URLSearchParams(form).toString() };
  }
}
