import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { SandboxGstAccount } from './gst-accounts';

/** Test helpers: a cookie jar over `app.inject`, speaking the GST portal the way a connector does. */
export class GstTestClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keep(res: LightMyRequestResponse): LightMyRequestResponse {
    const set = res.headers['set-cookie'];
    for (const line of Array.isArray(set) ? set : set ? [set] : []) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    return res;
  }

  async get(url: string, referer: string | null = 'https://return.gst.gov.in/returns/auth/dashboard') {
    const headers: Record<string, string> = { cookie: this.cookieHeader };
    if (referer) headers.referer = referer;
    return this.keep(await this.app.inject({ method: 'GET', url, headers }));
  }

  async post(
    url: string,
    payload: unknown,
    referer: string | null = 'https://services.gst.gov.in/services/auth/fowelcome',
  ) {
    const headers: Record<string, string> = { cookie: this.cookieHeader };
    if (referer) headers.referer = referer;
    return this.keep(await this.app.inject({ method: 'POST', url, headers, payload: payload as object }));
  }

  /** Opens the login page and fetches a captcha; answers the captcha's answer (read from the test control). */
  async captcha(): Promise<string> {
    if (!this.cookies.has('AuthToken')) await this.get('/services/login', null);
    const image = await this.get(`/services/captcha?rnd=${Math.random()}`, null);
    if (image.headers['content-type'] !== 'image/png') throw new Error('no captcha image');
    const binding = this.cookies.get('CaptchaCookie')!;
    const info = await this.app.inject({
      method: 'GET',
      url: `/__sandbox/captchas/latest?binding=${binding}`,
    });
    return info.json().answer as string;
  }

  async authenticate(username: string, password: string, captcha: string) {
    return this.post('/services/authenticate', {
      username,
      password,
      captcha,
      mFP: '{}',
      deviceID: null,
      type: 'username',
    });
  }

  async login(account: Pick<SandboxGstAccount, 'username' | 'password'>): Promise<void> {
    const answer = await this.authenticate(account.username, account.password, await this.captcha());
    if (answer.json().message !== 'auth') throw new Error(`login failed: ${answer.body}`);
  }
}
