import type { Connector, LoginCredentials, SignInState, SignInStep } from '../../lib/sync/connector';
import { attemptsLeftIn, PortalError } from '../../lib/sync/portal-error';
import type { PortalScope } from '../../lib/portal/portal-fetch';
import type { CookieJar, GstHost, GstHosts } from './gst-http';
import {
  cookieHeader,
  envelopeError,
  errorFromEnvelope,
  gstScope,
  hostUrl,
  keepCookies,
  NO_RECORDS,
  readJson,
  refererFor,
  send,
  statusFailure,
} from './gst-http';

/** A signed-in GST session: the login, its GSTINs (one login may hold several) and the cookie jar. */
export type GstSession = { username: string; gstins: string[]; cookies: CookieJar };

type GstClientOptions = { retries?: number; sleep?: (ms: number) => Promise<void> };

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

// A minimal device fingerprint: the portal wants the field, and this much is accepted.
const FINGERPRINT = JSON.stringify({
  VERSION: '2.1',
  MFP: { Browser: { UserAgent: 'HeadlessChrome', CookieEnabled: true } },
  MESC: { mesc: 'mi=2' },
});

type CallOptions = { method?: 'GET' | 'POST'; body?: unknown; query?: Record<string, string> };

/** The GST portal for one login: sign-in with a captcha, then JSON calls and files on its hosts. */
export class GstClient implements Connector<GstSession> {
  private readonly retries: number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly scope: PortalScope;

  constructor(
    readonly hosts: GstHosts,
    options: GstClientOptions = {},
  ) {
    this.retries = options.retries ?? 3;
    this.sleep = options.sleep ?? defaultSleep;
    this.scope = gstScope(hosts);
  }

  /** One call with retries of throttling, server errors and load's empty bodies; paced per login. */
  private async request(
    jar: CookieJar,
    host: GstHost,
    path: string,
    options: CallOptions,
    read: (res: Response) => Promise<unknown>,
    login?: string,
  ) {
    const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
    const url = `${hostUrl(this.hosts, host)}${path}${query}`;
    for (let attempt = 0; ; attempt++) {
      try {
        const headers: Record<string, string> = {
          cookie: cookieHeader(jar),
          referer: refererFor(this.hosts, host),
          accept: 'application/json, text/plain, */*',
        };
        if (options.body !== undefined) headers['content-type'] = 'application/json;charset=UTF-8';
        const res = await send(
          this.scope,
          url,
          {
            method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
            headers,
            body: options.body === undefined ? undefined : JSON.stringify(options.body),
          },
          login,
        );
        keepCookies(jar, res);
        const failure = statusFailure(res);
        if (failure) throw failure;
        return await read(res);
      } catch (err) {
        const transient =
          err instanceof PortalError && (err.kind === 'rate_limited' || err.kind === 'server_error');
        if (!transient || attempt >= this.retries) throw err;
        await this.sleep(err.retryAfterSeconds ? err.retryAfterSeconds * 1000 : 200 * 2 ** attempt);
      }
    }
  }

  /**
   * A JSON call. An error inside HTTP 200 throws as its PortalError, except the portal's "no
   * record found" codes, which answer `null`.
   */
  async json<T>(
    session: GstSession,
    host: GstHost,
    path: string,
    options: CallOptions = {},
  ): Promise<T | null> {
    const body = await this.request(session.cookies, host, path, options, readJson, session.username);
    const error = envelopeError(body);
    if (error) {
      if (NO_RECORDS.has(error.code)) return null;
      throw errorFromEnvelope(error);
    }
    return body as T;
  }

  /** A document's bytes; an HTML page instead of a file means the portal would not give it. */
  async file(
    session: GstSession,
    host: GstHost,
    path: string,
    query?: Record<string, string>,
  ): Promise<Buffer> {
    const read = async (res: Response) => {
      const type = res.headers.get('content-type') ?? '';
      const bytes = Buffer.from(await res.arrayBuffer());
      if (type.includes('text/html') || bytes.length === 0)
        throw new PortalError('not_found', `The GST portal gave no file at ${path}`);
      // An error envelope where the file should be (HTTP 200): its error, never stored as the file.
      if (type.includes('json')) {
        let body: unknown = null;
        try {
          body = JSON.parse(bytes.toString('utf8'));
        } catch {
          // not JSON after all: no file either
        }
        const error = envelopeError(body);
        throw error
          ? errorFromEnvelope(error)
          : new PortalError('not_found', `The GST portal gave no file at ${path}`);
      }
      return bytes;
    };
    return (await this.request(session.cookies, host, path, { query }, read, session.username)) as Buffer;
  }

  private async captcha(jar: CookieJar): Promise<SignInStep<GstSession>> {
    const image = (await this.request(
      jar,
      'services',
      '/services/captcha',
      { query: { rnd: String(Date.now()) } },
      async (res) => Buffer.from(await res.arrayBuffer()),
    )) as Buffer;
    return {
      done: false,
      challenge: { kind: 'captcha', image, mimeType: 'image/png' },
      state: { cookies: { ...jar } },
    };
  }

  /** The portal asks a captcha at every sign-in: the login page first, for its pre-login cookies. */
  // The login id and password are sent only with the captcha's answer.
  async signIn(_credentials?: LoginCredentials): Promise<SignInStep<GstSession>> {
    const jar: CookieJar = {};
    await this.request(jar, 'services', '/services/login', {}, (res) => res.text());
    return this.captcha(jar);
  }

  async answer(
    credentials: LoginCredentials,
    state: SignInState,
    answer: string,
  ): Promise<SignInStep<GstSession>> {
    const jar: CookieJar = { ...((state.cookies as CookieJar | undefined) ?? {}) };
    const username = credentials.loginId.trim();
    const body = (await this.request(
      jar,
      'services',
      '/services/authenticate',
      {
        body: {
          username,
          password: credentials.password,
          captcha: answer.trim(),
          mFP: FINGERPRINT,
          deviceID: null,
          type: 'username',
        },
      },
      readJson,
    )) as { message?: string | null; errorCode?: string; errorMessage?: string };
    if (body.message === 'auth') return { done: true, session: await this.open(username, jar) };
    const code = body.errorCode ?? '';
    const message = body.errorMessage ?? code;
    // A wrong or expired captcha: the portal wants a new one, in the same pre-login session.
    if (code === 'SWEB_9000') return this.captcha(jar);
    if (code === 'AUTH_9002') {
      const refused = new PortalError('wrong_password', message || 'Invalid Username or Password');
      refused.attemptsLeft = attemptsLeftIn(message);
      throw refused;
    }
    if (code === 'AUTH_9003' || code === 'SWEB_9035' || /locked/i.test(message))
      throw new PortalError('locked', message || 'The GST login is locked');
    if (/expired/i.test(message)) throw new PortalError('login_expired', message);
    throw new PortalError(
      'server_error',
      `The GST portal refused the sign-in: ${message || 'no reason given'}`,
    );
  }

  /** After sign-in: which GSTINs the login holds (the profile lists them; else who-am-I's one). */
  private async open(username: string, cookies: CookieJar): Promise<GstSession> {
    const session: GstSession = { username, gstins: [], cookies };
    const who = await this.json<{ gstin?: string }>(session, 'services', '/services/api/ustatus');
    const profile = await this.json<{ data?: { gstins?: string[] } }>(
      session,
      'services',
      '/services/auth/profile/detail',
      { body: {} },
    );
    const listed = profile?.data?.gstins?.filter((g) => typeof g === 'string') ?? [];
    session.gstins = listed.length ? listed : who?.gstin ? [who.gstin] : [];
    if (session.gstins.length === 0) throw new PortalError('unknown_login', 'The GST login shows no GSTIN');
    return session;
  }

  async keepAlive(session: GstSession): Promise<void> {
    await this.json(session, 'services', '/litserv/auth/api/keepalive');
  }

  async signOut(session: GstSession): Promise<void> {
    await send(
      this.scope,
      `${hostUrl(this.hosts, 'services')}/services/logout`,
      { headers: { cookie: cookieHeader(session.cookies) } },
      session.username,
    ).catch(() => undefined);
  }
}
