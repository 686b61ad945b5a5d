import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CaptchaStore } from '../captcha/captcha-store';
import type { SandboxClock } from '../clock';
import type { FaultInjector } from '../faults';
import { readCookie } from '../it/http';
import { udyamEnterprise } from './udyam-enterprise';
import { certificatePage, verifiedPage, verifyPage } from './udyam-pages';

export type UdyamDeps = { seed: string; clock: SandboxClock; faults: FaultInjector; captchas: CaptchaStore };

const SESSION_COOKIE = 'ASP.NET_SessionId';
const IDLE_MS = 5 * 60_000;
const FIELD = 'ctl00$ContentPlaceHolder1$';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type UdyamSession = { viewState: string; verified?: string; lastSeen: number };

/** Udyam verification as the ASP.NET WebForms site serves it (notes §10): form, captcha, certificate. */
export class UdyamSessions {
  private readonly sessions = new Map<string, UdyamSession>();
  reset(): void {
    this.sessions.clear();
  }
  get(id: string | undefined, now: number): UdyamSession | undefined {
    const s = id ? this.sessions.get(id) : undefined;
    if (!s || now - s.lastSeen > IDLE_MS) return undefined;
    s.lastSeen = now;
    return s;
  }
  start(now: number): [string, UdyamSession] {
    const id = randomUUID().replace(/-/g, '').slice(0, 24);
    const s = { viewState: randomBytes(48).toString('base64'), lastSeen: now };
    this.sessions.set(id, s);
    return [id, s];
  }
}

export async function udyamRoutes(
  app: FastifyInstance,
  deps: UdyamDeps & { sessions: UdyamSessions },
): Promise<void> {
  const { clock, faults, captchas, sessions } = deps;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  async function passFaults(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (faults.settings.delayMs > 0) await sleep(faults.settings.delayMs);
    const retryAfter = faults.throttle(`udyam:${request.ip}`);
    if (retryAfter > 0) {
      reply
        .code(429)
        .header('retry-after', String(retryAfter))
        .type('text/html')
        .send('<html><body>Too many requests</body></html>');
      return false;
    }
    if (faults.failure(undefined, undefined)) {
      reply
        .code(500)
        .type('text/html')
        .send("<html><body><h2>Server Error in '/' Application.</h2></body></html>");
      return false;
    }
    return true;
  }

  app.get('/Udyam_Verify.aspx', async (request, reply) => {
    if (!(await passFaults(request, reply))) return reply;
    const now = clock.now();
    const id = readCookie(request, SESSION_COOKIE);
    let session = sessions.get(id, now);
    if (!session) {
      const [newId, created] = sessions.start(now);
      session = created;
      reply.header('set-cookie', `${SESSION_COOKIE}=${newId}; path=/; HttpOnly; SameSite=Lax`);
    }
    return reply.type('text/html').send(verifyPage(session.viewState));
  });

  app.get('/Captcha/CaptchaControl.aspx', async (request, reply) => {
    const id = readCookie(request, SESSION_COOKIE);
    if (!id || !sessions.get(id, clock.now()))
      return reply.code(302).header('location', '/Udyam_Verify.aspx').send();
    const issued = captchas.issue(`udyam:${id}`, { length: 5, alphabet: 'mixed' });
    return reply.type('image/png').header('cache-control', 'no-store').send(issued.png);
  });

  app.post('/Udyam_Verify.aspx', async (request, reply) => {
    if (!(await passFaults(request, reply))) return reply;
    const id = readCookie(request, SESSION_COOKIE);
    const now = clock.now();
    const session = sessions.get(id, now);
    const form = (request.body ?? {}) as Record<string, string | undefined>;
    // A post without the page's view state (or after the session lapsed) gets a fresh form.
    if (!session || form.__VIEWSTATE !== session.viewState)
      return reply.code(302).header('location', '/Udyam_Verify.aspx').send();
    const page = (message: string) => reply.type('text/html').send(verifyPage(session.viewState, message));
    if (captchas.verify(`udyam:${id}`, form[`${FIELD}txtCaptcha`] ?? '') !== 'ok') {
      return page('Incorrect verification code. Please try again');
    }
    const enterprise = udyamEnterprise(deps.seed, form[`${FIELD}txtUdyamNo`] ?? '', now);
    if (!enterprise) return page('Udyam Registration Number does not exist');
    session.verified = enterprise.udyamNumber;
    return reply.type('text/html').send(verifiedPage(enterprise.udyamNumber));
  });

  app.get('/PrintUdyamApplication.aspx', async (request, reply) => {
    if (!(await passFaults(request, reply))) return reply;
    const now = clock.now();
    const session = sessions.get(readCookie(request, SESSION_COOKIE), now);
    const enterprise = session?.verified ? udyamEnterprise(deps.seed, session.verified, now) : null;
    if (!enterprise) return reply.code(302).header('location', '/Udyam_Verify.aspx').send();
    return reply.type('text/html').send(certificatePage(enterprise));
  });
}
