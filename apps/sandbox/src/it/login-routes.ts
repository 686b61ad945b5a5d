import type { FastifyInstance } from 'fastify';
import { AUTH_COOKIE, readCookie, requireSession, sendBadRequest, serviceNameOf } from './http';
import type { ItDeps } from './http';
import { step1, step2 } from './login';
import { okAnswer } from './messages';
import { generateOtp, validateOtp } from './otp-login';

/** The portal's login endpoint (password in two steps, or Aadhaar OTP), its session keep-alive and logout. */
export function registerLoginRoutes(app: FastifyInstance, deps: ItDeps): void {
  app.post('/iec/loginapi/login', async (request, reply) => {
    const serviceName = serviceNameOf(request, reply);
    if (serviceName === null) return reply;
    if (serviceName === 'wLoginService') return step1(deps, request, reply);
    if (serviceName === 'loginService') return step2(deps, request, reply);
    if (serviceName === 'generateOtp') return generateOtp(deps, request, reply);
    if (serviceName === 'validateOtp') return validateOtp(deps, request, reply);
    return sendBadRequest(reply, `Invalid request: unknown serviceName ${serviceName}.`);
  });

  app.post('/iec/loginapi/auth/extendSession', async (request, reply) => {
    const session = requireSession(deps, request, reply);
    if (!session) return reply;
    return reply.send(okAnswer({ entity: session.pan, sessionTimeOutInMins: 15 }));
  });

  app.post('/iec/loginapi/auth/logout', async (request, reply) => {
    const token = readCookie(request, AUTH_COOKIE);
    if (token && deps.portal.sessions.peek(token)) deps.portal.sessions.end(token, 'logged_out');
    reply.header('set-cookie', `${AUTH_COOKIE}=; Path=/; HttpOnly; Max-Age=0`);
    return reply.send(okAnswer());
  });
}
