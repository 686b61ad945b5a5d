import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CaptchaStore } from '../captcha/captcha-store';
import type { SandboxClock } from '../clock';
import type { FaultInjector } from '../faults';
import type { IcegatePortal } from './icegate-portal';

export type IcegateDeps = {
  icegate: IcegatePortal;
  clock: SandboxClock;
  faults: FaultInjector;
  captchas: CaptchaStore;
};

export const PRELOGIN_COOKIE = 'ICEGATE_PRELOGIN';
export const SESSION_COOKIE = 'ICEGATE_SESSION';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function failureAnswer(errorCode: string, message: string) {
  return { status: 'FAILURE', errorCode, message };
}

export function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * What every ICEGATE call goes through: the account's delay, throttling per caller, and server
 * failures (a flaky login fails a share of its calls). Answers false when it already replied.
 */
export async function passFaults(
  deps: IcegateDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  caller: string,
  login?: { userName: string; behaviour: string },
): Promise<boolean> {
  const delay = deps.faults.delayFor(login?.behaviour);
  if (delay > 0) await sleep(delay);
  const retryAfter = deps.faults.throttle(`icegate:${caller || request.ip}`);
  if (retryAfter > 0) {
    reply
      .code(429)
      .header('retry-after', String(retryAfter))
      .send(failureAnswer('ERR_THROTTLED', 'Too many requests. Please try after some time.'));
    return false;
  }
  const failure = deps.faults.failure(login?.userName, login?.behaviour);
  if (failure === 'html503') {
    reply.code(503).type('text/html').send('<html><body><h1>503 Service Unavailable</h1></body></html>');
    return false;
  }
  if (failure) {
    reply
      .code(500)
      .send(failureAnswer('ERR_SYSTEM', 'An Error Occured, Result Page Not Found! Please try again.'));
    return false;
  }
  return true;
}

/** dd-mm-yyyy (the logged-in enquiries' inputs) → epoch ms at UTC midnight, or null. */
export function parseDashDate(value: string): number | null {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  if (!m) return null;
  const ms = Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1]));
  return Number.isNaN(ms) ? null : ms;
}

/** yyyymmdd (the 2.0 enquiry's SB date) → epoch ms, or null. */
export function parseCompactDate(value: string): number | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
}
