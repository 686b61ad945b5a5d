import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { readCookie } from '../it/http';
import type { GstDeps } from './gst-http';
import { bodyOf, errorEnvelope } from './gst-http';

const COOKIE_ATTRS = 'Path=/; HttpOnly; SameSite=Lax';
const newToken = () => randomBytes(16).toString('hex');

const lockedAnswer = () => ({
  url: '/',
  message: null,
  errorCode: 'AUTH_9003',
  errorMessage: 'Your account has been locked. Please reset your password.',
});

function wrongCaptcha(reply: FastifyReply) {
  return reply.send({ url: '/', message: null, errorCode: 'SWEB_9000' });
}

/**
 * Sign-in as on services.gst.gov.in: the login page sets a pre-login cookie, the captcha (6 digits,
 * a PNG) is bound to the `CaptchaCookie` it sets, and `authenticate` answers with HTTP 200 whatever
 * happens — success is `{message: "auth"}` plus a fresh `AuthToken` cookie.
 */
export async function gstLoginRoutes(app: FastifyInstance, deps: GstDeps): Promise<void> {
  const { gst, clock, captchas } = deps;

  app.get('/services/login', async (request, reply) => {
    // Opening the login page replaces the session cookie: a signed-in session ends here.
    gst.endSession(readCookie(request, 'AuthToken'));
    reply.header('set-cookie', [
      `AuthToken=${newToken()}; ${COOKIE_ATTRS}`,
      `TS0134d082=${newToken()}; Path=/`,
    ]);
    return reply
      .type('text/html')
      .send(
        '<html><head><title>Goods and Services Tax</title></head><body><form id="login"><input id="username" name="user_name"><input id="user_pass" type="password"><img id="imgCaptcha" src="/services/captcha"><input id="captcha"></form></body></html>',
      );
  });

  app.get('/services/captcha', async (request, reply) => {
    const binding = readCookie(request, 'CaptchaCookie') ?? newToken();
    const issued = captchas.issue(binding, { length: 6, alphabet: 'digits' });
    reply.header('set-cookie', `CaptchaCookie=${binding}; ${COOKIE_ATTRS}`);
    return reply.type('image/png').header('cache-control', 'no-store').send(issued.png);
  });

  app.post('/services/authenticate', async (request, reply) => {
    const body = bodyOf(request);
    const binding = readCookie(request, 'CaptchaCookie');
    const captcha = typeof body.captcha === 'string' ? body.captcha : '';
    if (!binding || captchas.verify(binding, captcha) !== 'ok') return wrongCaptcha(reply);
    const account = typeof body.username === 'string' ? gst.account(body.username) : undefined;
    if (account) gst.countSignIn(account);
    if (account && gst.isLocked(account)) return reply.send(lockedAnswer());
    const flaky = account ? deps.faults.failure(account.username, account.behaviour) : null;
    if (flaky)
      return reply.code(flaky === 'html503' ? 503 : 500).send(errorEnvelope('SWEB_9999', 'System error'));
    if (!account || body.password !== gst.passwordOf(account)) {
      const left = account ? gst.failedAttempt(account) : null;
      // The fifth wrong password in a row locks the login (AUTH_9003 from then on); before that
      // the message says how many tries are left (wording: README, GST portal, Login).
      if (left === 0) return reply.send(lockedAnswer());
      return reply.send({
        url: '/',
        message: null,
        errorCode: 'AUTH_9002',
        errorMessage:
          left === null
            ? 'Invalid Username or Password. Please try again.'
            : `Invalid Username or Password. Please try again. You have ${left} attempt(s) remaining.`,
      });
    }
    gst.unlock(account);
    const session = gst.openSession(account, clock.now());
    reply.header('set-cookie', [
      `AuthToken=${session.token}; ${COOKIE_ATTRS}`,
      `UserName=${account.username}; ${COOKIE_ATTRS}`,
      `EntityRefId=${account.gstins[0]}; ${COOKIE_ATTRS}`,
    ]);
    return reply.send({ url: null, message: 'auth', successCode: null });
  });

  app.get('/services/logout', async (request, reply) => {
    gst.endSession(readCookie(request, 'AuthToken'));
    return reply.code(302).header('location', '/services/login').send();
  });

  app.get('/services/error/accessdenied', async (_request, reply) =>
    reply.code(200).type('text/html').send('<html><body><h1>Access Denied</h1></body></html>'),
  );

  // Who am I: `{}` when the session is absent or has lapsed.
  for (const path of ['/services/api/ustatus', '/returns/auth/api/ustatus', '/payment/auth/api/ustatus']) {
    app.get(path, async (request, reply) => {
      const session = gst.useSession(readCookie(request, 'AuthToken'), clock.now());
      if (!session) return reply.code(403).send({});
      const account = gst.account(session.username)!;
      const profile = gst.data(account.gstins[0]!).profile;
      return {
        gstin: account.gstins[0],
        bname: account.legalName,
        stcd: account.gstins[0]!.slice(0, 2),
        utype: 'T',
        Llogin: null,
        regType: profile.dty,
        einvStatus: 'N',
      };
    });
  }

  // Keep-alive: counts as activity; a lapsed session stays lapsed.
  for (const path of ['/payment/auth/api/keepalive', '/litserv/auth/api/keepalive']) {
    app.get(path, async (request, reply) => {
      if (path.startsWith('/payment') && !request.headers.referer)
        return reply.code(302).header('location', '/services/error/accessdenied').send();
      const session = gst.useSession(readCookie(request, 'AuthToken'), clock.now());
      if (!session) return reply.code(403).send({});
      return { status: 1 };
    });
  }
}
