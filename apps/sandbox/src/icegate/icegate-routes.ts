import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { readCookie } from '../it/http';
import {
  bodyOf,
  failureAnswer,
  passFaults,
  PRELOGIN_COOKIE,
  SESSION_COOKIE,
  text,
  type IcegateDeps,
} from './icegate-http';
import { icegateEnquiryRoutes } from './icegate-enquiry-routes';

const COOKIE_ATTRS = 'Path=/; HttpOnly; SameSite=Lax';

/**
 * ICEGATE sign-in. Public code shows only the form (ICEGATE ID, password, "LOGIN"); the JSON
 * login with a captcha bound to a pre-login cookie and HTTP 200 failure envelopes is ours, in the
 * 2.0 portal's style (apps/sandbox/README.md, ICEGATE).
 */
export async function icegateRoutes(app: FastifyInstance, deps: IcegateDeps): Promise<void> {
  const { icegate, clock, captchas } = deps;

  app.get('/icegate/captcha', async (request, reply) => {
    const binding = readCookie(request, PRELOGIN_COOKIE) ?? randomUUID();
    const issued = captchas.issue(`icegate:${binding}`, { length: 6, alphabet: 'mixed' });
    reply.header('set-cookie', `${PRELOGIN_COOKIE}=${binding}; ${COOKIE_ATTRS}`);
    return reply.type('image/png').header('cache-control', 'no-store').send(issued.png);
  });

  app.post('/icegate/api/auth/login', async (request, reply) => {
    const body = bodyOf(request);
    const userName = text(body.icegateId).toLowerCase();
    const account = icegate.account(userName);
    if (!(await passFaults(deps, request, reply, userName, account))) return reply;
    if (!userName || !text(body.password)) {
      return reply.send(failureAnswer('ERR_EMPTY', 'ICEGATE ID and password must not be empty'));
    }
    const binding = readCookie(request, PRELOGIN_COOKIE);
    const verdict = binding ? captchas.verify(`icegate:${binding}`, text(body.captcha)) : 'missing';
    if (verdict !== 'ok') return reply.send(failureAnswer('ERR_CAPTCHA', 'Invalid Captcha'));
    const now = clock.now();
    if (!account) return reply.send(failureAnswer('ERR_AUTH', 'Invalid ICEGATE ID or Password'));
    if (account.behaviour === 'locked' || icegate.lockedUntil(account.userName, now)) {
      return reply.send(
        failureAnswer('ERR_LOCKED', 'Your account has been locked. Please reset your password.'),
      );
    }
    if (text(body.password) !== account.password) {
      icegate.wrongPassword(account.userName, now);
      return reply.send(failureAnswer('ERR_AUTH', 'Invalid ICEGATE ID or Password'));
    }
    const token = icegate.signIn(account.userName, now);
    reply.header('set-cookie', `${SESSION_COOKIE}=${token}; ${COOKIE_ATTRS}`);
    return {
      status: 'SUCCESS',
      userName: account.userName,
      iec: account.iec,
      name: account.name,
    };
  });

  app.post('/icegate/api/auth/logout', async (request) => {
    icegate.signOut(readCookie(request, SESSION_COOKIE));
    return { status: 'SUCCESS' };
  });

  // Test and demo control, like /__sandbox/accounts for income tax (no faults apply).
  app.get('/__sandbox/icegate/accounts', async () => ({ accounts: icegate.accounts }));

  await app.register(icegateEnquiryRoutes, deps);
}
