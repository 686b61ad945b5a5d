import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ARCA_ID_PATTERN, PAN_PATTERN, TAN_PATTERN } from '@taxdesk/domain';
import { AUTH_COOKIE, bodyOf, sendBadRequest } from './http';
import type { ItDeps } from './http';
import { IT_CODES, errorAnswer, okAnswer } from './messages';
import { LOCKOUT_MS, LOGIN_REQUEST_TTL_MS, MAX_WRONG_PASSWORDS } from './portal-state';
import type { AccountState } from './portal-state';

/** The two-step password login of eportal.incometax.gov.in and the session it opens (routes in login-routes.ts). */

/** A chartered accountant signs in with an ARCA user id instead of a PAN. */
function entityTypeOf(entity: string): 'PAN' | 'ARCA' {
  return ARCA_ID_PATTERN.test(entity) ? 'ARCA' : 'PAN';
}

/** The fields the portal's login DTO carries between the steps; the client sends them back. */
function loginDto(state: AccountState, reqId: string, serviceName: string) {
  const { profile } = state;
  return {
    reqId,
    entity: profile.pan,
    entityType: entityTypeOf(profile.pan),
    role: profile.role,
    userType: profile.userType,
    uidValdtnFlg: 'true',
    aadhaarMobileValidated: 'false',
    aadhaarLinkedWithUserId: 'Y',
    secAccssMsg: profile.accessMessage,
    secLoginOptions: profile.behaviour === 'otp' ? 'AADHAAR_OTP' : '',
    dtoService: 'LOGIN',
    exemptedPan: 'false',
    userConsent: 'N',
    imgByte: null,
    pass: null,
    passValdtnFlg: null,
    otpGenerationFlag: null,
    otp: null,
    otpValdtnFlg: null,
    otpSourceFlag: null,
    contactPan: null,
    contactMobile: null,
    contactEmail: null,
    email: null,
    mobileNo: null,
    forgnDirEmailId: null,
    imagePath: null,
    serviceName,
  };
}

function maskEmail(email: string): string {
  const [user, domain] = email.split('@') as [string, string];
  return `${user.charAt(0)}${'*'.repeat(Math.max(1, user.length - 2))}${user.charAt(user.length - 1)}@${domain}`;
}

export function decodePassword(pass: unknown): string | null {
  if (typeof pass !== 'string' || pass === '') return null;
  return Buffer.from(pass, 'base64').toString('utf8');
}

export function step1(deps: ItDeps, request: FastifyRequest, reply: FastifyReply) {
  const entity = bodyOf(request).entity;
  const pan = typeof entity === 'string' ? entity.trim().toUpperCase() : '';
  // A deductor signs in with its TAN the same way (entityType still says PAN, as on the portal).
  const known = PAN_PATTERN.test(pan) || ARCA_ID_PATTERN.test(pan) || TAN_PATTERN.test(pan);
  const state = known ? deps.portal.account(pan) : undefined;
  if (!state) {
    return reply.send(errorAnswer(IT_CODES.panNotFound, 'PAN does not exist. Please register to login.'));
  }
  const now = deps.clock.now();
  deps.portal.pruneLoginRequests(now);
  const reqId = `FOS${String(randomInt(0, 1_000_000_000_000)).padStart(12, '0')}`;
  deps.portal.loginRequests.set(reqId, { pan, createdAt: now });
  return reply.send(okAnswer(loginDto(state, reqId, 'wLoginService')));
}

export function wrongPassword(state: AccountState, now: number) {
  state.failedAttempts++;
  if (state.failedAttempts >= MAX_WRONG_PASSWORDS) {
    state.lockedUntil = now + LOCKOUT_MS;
    return errorAnswer(
      IT_CODES.locked,
      'Your account has been locked due to 5 unsuccessful login attempts. Please try again after 30 minutes or reset your password.',
    );
  }
  const remainingAttempts = MAX_WRONG_PASSWORDS - state.failedAttempts;
  return errorAnswer(
    IT_CODES.wrongPassword,
    `Invalid Password, Please retry. You have ${remainingAttempts} attempt(s) left.`,
    { remainingAttempts },
  );
}

export function step2(deps: ItDeps, request: FastifyRequest, reply: FastifyReply) {
  const body = bodyOf(request);
  const now = deps.clock.now();
  const reqId = typeof body.reqId === 'string' ? body.reqId : '';
  const pending = deps.portal.loginRequests.get(reqId);
  const entity = typeof body.entity === 'string' ? body.entity.trim().toUpperCase() : '';
  if (!pending || pending.pan !== entity || now - pending.createdAt > LOGIN_REQUEST_TTL_MS) {
    return reply.send(
      errorAnswer(IT_CODES.loginRequestExpired, 'Your login request has expired. Please login again.'),
    );
  }
  const state = deps.portal.account(pending.pan)!;
  if (body.entityType !== entityTypeOf(state.profile.pan) || body.role !== state.profile.role) {
    return sendBadRequest(reply, 'Invalid request: entityType and role must be sent back as received.');
  }
  if (deps.portal.isLocked(state, now)) {
    const desc =
      state.lockedUntil === Infinity
        ? 'Your account is locked. Please reset your password using Forgot Password to unlock it.'
        : 'Your account has been locked due to 5 unsuccessful login attempts. Please try again after 30 minutes or reset your password.';
    return reply.send(errorAnswer(IT_CODES.locked, desc));
  }
  if (state.profile.behaviour === 'otp') {
    return reply.send(
      errorAnswer(
        IT_CODES.otpLogin,
        'Login using password is disabled for this account as the e-filing vault higher security option is enabled. Please login using Aadhaar OTP.',
      ),
    );
  }
  if (decodePassword(body.pass) !== state.password) return reply.send(wrongPassword(state, now));
  state.failedAttempts = 0;

  const forced = body.remark === 'Continue' || body.forceLogin === true;
  if (deps.portal.sessions.live(state.profile.pan, now) && !forced) {
    return reply.send(
      errorAnswer(
        IT_CODES.dualLogin,
        "Dual Login Detected. You are already logged in on another browser or device. Select 'Login Here' to end the other session and continue here.",
      ),
    );
  }
  return openSession(deps, request, reply, state, reqId);
}

/** The signed-in answer of a login (password, or password then OTP): a new session, its cookie. */
export function openSession(
  deps: ItDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  state: AccountState,
  reqId: string,
) {
  const now = deps.clock.now();
  deps.portal.loginRequests.delete(reqId);
  const previous = deps.portal.sessions.live(state.profile.pan, now);
  const token = randomBytes(24).toString('hex');
  deps.portal.sessions.create(state.profile.pan, token, now);
  const { profile } = state;
  reply.header('set-cookie', `${AUTH_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax`);
  return reply.send(
    okAnswer({
      ...loginDto(state, reqId, 'loginService'),
      passValdtnFlg: 'true',
      lastLoginSuccessFlag: 'true',
      userName: profile.name.toUpperCase(),
      firstNm: profile.firstNm,
      midNm: profile.midNm,
      surname: profile.surname,
      orgName: profile.orgName,
      email: maskEmail(profile.email),
      mobileNo: `XXXXXX${profile.mobile.slice(-4)}`,
      clientIp: request.ip,
      priorSessionEnded: previous !== null,
      AuthToken: token,
    }),
  );
}
