/**
 * The portal's answer envelope. The portal reports most outcomes in `messages` with HTTP 200;
 * only authentication, throttling and failures change the status. README.md lists every code.
 */

export type PortalMessage = { code: string; type: 'INFO' | 'ERROR'; desc: string };

export const IT_CODES = {
  ok: 'EF00000',
  wrongPassword: 'EF00027',
  locked: 'EF00028',
  panNotFound: 'EF00035',
  loginRequestExpired: 'EF00093',
  otpLogin: 'EF00170',
  dualLogin: 'EF00177',
  badRequest: 'EF00400',
  notFound: 'EF00404',
  rateLimited: 'EF00429',
  serverError: 'EF500000',
  notAuthenticated: 'EF500023',
} as const;

export const OK_MESSAGE: PortalMessage = { code: IT_CODES.ok, type: 'INFO', desc: 'OK' };

export type PortalAnswer = { messages: PortalMessage[]; errors: unknown[]; [field: string]: unknown };

export function okAnswer(fields: Record<string, unknown> = {}): PortalAnswer {
  return { messages: [OK_MESSAGE], errors: [], ...fields };
}

export function errorAnswer(code: string, desc: string, fields: Record<string, unknown> = {}): PortalAnswer {
  return { messages: [{ code, type: 'ERROR', desc }], errors: [], ...fields };
}
