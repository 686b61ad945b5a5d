import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { bodyOf } from '../it/http';
import { JSESSION_COOKIE, escapeHtml, htmlPage, requireJsf } from './traces-http';
import type { TracesDeps } from './traces-http';
import { TRACES_MAX_WRONG_PASSWORDS } from './traces-state';

/**
 * TRACES 2.0's JSON sign-in (captcha → login → bearer token) and its bridge into a legacy JSF
 * session (preauthV2 → JSESSIONID), then the deductor dashboard that "warms" the session.
 */

/** The binding of a TRACES captcha in the shared captcha store (its id is the portal's captchaId). */
export const tracesCaptchaBinding = (captchaId: string) => `traces:${captchaId}`;

function refuse(reply: FastifyReply, errorCode: string, message: string): FastifyReply {
  return reply.code(403).send({ isAuthenticated: false, errorCode, message });
}

export function registerTracesLogin(app: FastifyInstance, deps: TracesDeps): void {
  app.get('/loginservice/api/auth/generateCaptcha', async () => {
    const id = randomUUID();
    const { png } = deps.captchas.issue(tracesCaptchaBinding(id), { length: 6, alphabet: 'mixed' });
    return { id, image: png.toString('base64') };
  });

  app.post('/loginservice/api/auth/login', async (request, reply) => {
    const body = bodyOf(request);
    const captchaId = typeof body.captchaId === 'string' ? body.captchaId : '';
    const captcha = typeof body.captcha === 'string' ? body.captcha : '';
    if (!captchaId || !captcha) return refuse(reply, 'CPT400', 'Please enter the verification code.');
    const verdict = deps.captchas.verify(tracesCaptchaBinding(captchaId), captcha);
    if (verdict === 'expired')
      return refuse(reply, 'CPT403', 'Verification code has expired. Please refresh.');
    if (verdict !== 'ok') return refuse(reply, 'CPT401', 'Verification code does not match with image.');

    const tan = typeof body.userId === 'string' ? body.userId.trim().toUpperCase() : '';
    const state = deps.traces.state(tan);
    if (!state || body.userType !== 'Deductor')
      return refuse(reply, 'AUTH404', 'Invalid User Id / Password.');
    if (state.locked) {
      return refuse(
        reply,
        'AUTH423',
        'Your account has been locked. Please use Forgot Password to unlock it.',
      );
    }
    if (body.password !== state.password) {
      state.failedAttempts++;
      if (state.failedAttempts >= TRACES_MAX_WRONG_PASSWORDS) {
        state.locked = true;
        return refuse(reply, 'AUTH423', 'Your account has been locked due to 5 invalid login attempts.');
      }
      const left = TRACES_MAX_WRONG_PASSWORDS - state.failedAttempts;
      return refuse(reply, 'AUTH401', `Invalid User Id / Password. ${left} attempt(s) left.`);
    }
    state.failedAttempts = 0;
    const tokens = deps.traces.issueBearer(tan, deps.clock.now());
    return { isAuthenticated: true, authTokenDto: tokens };
  });

  app.get('/app/preauthV2.xhtml', async (request, reply) => {
    const bearer = deps.traces.bearer(request.headers.authorization, deps.clock.now());
    if (!bearer || request.headers.refreshtoken !== bearer.refreshToken) {
      return reply.code(401).send({ message: 'Unauthorized' });
    }
    const session = deps.traces.openJsf(bearer.tan, deps.clock.now());
    return reply
      .code(302)
      .header('set-cookie', `${JSESSION_COOKIE}=${session.id}; Path=/app; HttpOnly`)
      .header('location', '/app/ded/dashboard.xhtml')
      .send();
  });

  app.get('/app/ded/dashboard.xhtml', async (request, reply) => {
    const session = requireJsf(deps, request, reply);
    if (!session) return reply;
    session.warm = true;
    const { account } = deps.traces.state(session.tan)!;
    const demand = deps.traces.dataOf(session.tan).demands.reduce((s, d) => s + d.aodmnd + d.cpcdmd, 0);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .send(
        htmlPage(
          'TRACES : Dashboard',
          `<span id="welcome">Welcome ${escapeHtml(account.name)} (${escapeHtml(account.userId)})</span>` +
            `<span id="tan">${account.tan}</span><span id="outsdmndfinyear">${demand.toFixed(2)}</span>`,
        ),
      );
  });

  app.get('/app/logout.xhtml', async (request, reply) => {
    const session = requireJsf(deps, request, reply);
    if (!session) return reply;
    deps.traces.jsf.delete(session.id);
    return reply.header('content-type', 'text/html; charset=utf-8').send(htmlPage('TRACES', 'Logged out'));
  });
}
