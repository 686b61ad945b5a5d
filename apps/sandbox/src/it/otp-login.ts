import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bodyOf } from './http';
import type { ItDeps } from './http';
import { decodePassword, openSession, wrongPassword } from './login';
import { IT_CODES, errorAnswer, okAnswer } from './messages';
import { LOGIN_REQUEST_TTL_MS } from './portal-state';

/**
 * The OTP continuation of a login for accounts whose password login is disabled (EF00170). Our
 * shape, modelled on the login service: after `loginService` answers EF00170, `generateOtp`
 * (same reqId, the password again) sends a 6-digit OTP to the registered mobile; `validateOtp`
 * (reqId, otp) signs in. An OTP is single use and lives OTP_TTL_MS on the sandbox clock.
 */

export const OTP_TTL_MS = 3 * 60_000;
export const OTP_CODES = { wrongOtp: 'EF00071', otpExpired: 'EF00072' } as const;

function pendingLogin(deps: ItDeps, request: FastifyRequest) {
  const body = bodyOf(request);
  const reqId = typeof body.reqId === 'string' ? body.reqId : '';
  const pending = deps.portal.loginRequests.get(reqId);
  const entity = typeof body.entity === 'string' ? body.entity.trim().toUpperCase() : '';
  if (!pending || pending.pan !== entity || deps.clock.now() - pending.createdAt > LOGIN_REQUEST_TTL_MS)
    return null;
  return { body, reqId, state: deps.portal.account(pending.pan)! };
}

const expiredLogin = () =>
  errorAnswer(IT_CODES.loginRequestExpired, 'Your login request has expired. Please login again.');

export function generateOtp(deps: ItDeps, request: FastifyRequest, reply: FastifyReply) {
  const pending = pendingLogin(deps, request);
  if (!pending) return reply.send(expiredLogin());
  const { body, reqId, state } = pending;
  const now = deps.clock.now();
  if (deps.portal.isLocked(state, now)) {
    return reply.send(errorAnswer(IT_CODES.locked, 'Your account is locked. Please reset your password.'));
  }
  if (state.profile.behaviour !== 'otp') {
    return reply.send(errorAnswer(IT_CODES.badRequest, 'OTP login is not enabled for this account.'));
  }
  if (decodePassword(body.pass) !== state.password) return reply.send(wrongPassword(state, now));
  state.failedAttempts = 0;
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  deps.portal.otps.set(state.profile.pan, { reqId, otp, expiresAt: now + OTP_TTL_MS });
  return reply.send(
    okAnswer({
      reqId,
      entity: state.profile.pan,
      otpGenerationFlag: 'true',
      mobileNo: `XXXXXX${state.profile.mobile.slice(-4)}`,
      otpValidityInSecs: OTP_TTL_MS / 1000,
    }),
  );
}

export function validateOtp(deps: ItDeps, request: FastifyRequest, reply: FastifyReply) {
  const pending = pendingLogin(deps, request);
  if (!pending) return reply.send(expiredLogin());
  const { body, reqId, state } = pending;
  const issued = deps.portal.otps.get(state.profile.pan);
  if (!issued || issued.reqId !== reqId) {
    return reply.send(
      errorAnswer(OTP_CODES.wrongOtp, 'Invalid OTP. Please enter the OTP sent to your mobile.'),
    );
  }
  if (deps.clock.now() > issued.expiresAt) {
    deps.portal.otps.delete(state.profile.pan);
    return reply.send(errorAnswer(OTP_CODES.otpExpired, 'OTP has expired. Please generate a new OTP.'));
  }
  if (String(body.otp ?? '').trim() !== issued.otp) {
    return reply.send(
      errorAnswer(OTP_CODES.wrongOtp, 'Invalid OTP. Please enter the OTP sent to your mobile.'),
    );
  }
  deps.portal.otps.delete(state.profile.pan);
  return openSession(deps, request, reply, state, reqId);
}
