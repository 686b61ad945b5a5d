import { timingSafeEqual } from 'node:crypto';
import { HOTP, Secret, TOTP } from 'otpauth';

/**
 * Time-based one-time passwords (RFC 6238) as every authenticator app reads them: SHA-1, six
 * digits, 30-second steps. The seed is 160 random bits from the CSPRNG (ASVS 6.5.3).
 */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
const ISSUER = 'TaxDesk';

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` address an app scans from the QR code: it names TaxDesk and the person. */
export function totpUri(secret: string, account: string): string {
  return new TOTP({
    issuer: ISSUER,
    label: account,
    secret: Secret.fromBase32(secret),
    digits: DIGITS,
    period: PERIOD_SECONDS,
  }).toString();
}

export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS);
}

/** The code of one step (tests, and the check below). */
export function totpCode(secret: string, step: number): string {
  return HOTP.generate({ secret: Secret.fromBase32(secret), counter: step, digits: DIGITS });
}

export const TOTP_CODE = /^\d{6}$/;

/**
 * The step `code` belongs to, or null. A code counts in its own step and in the next one, so a
 * code typed as the step turns still works (at most 60 s; docs/security.md); and never at or
 * before `lastStep`, the step of the last code accepted, so no code is used twice (ASVS 6.5.1).
 */
export function matchTotp(secret: string, code: string, now: Date, lastStep: number | null): number | null {
  if (!TOTP_CODE.test(code)) return null;
  const current = totpStep(now);
  for (const step of [current, current - 1]) {
    if (lastStep !== null && step <= lastStep) continue;
    if (timingSafeEqual(Buffer.from(totpCode(secret, step)), Buffer.from(code))) return step;
  }
  return null;
}
