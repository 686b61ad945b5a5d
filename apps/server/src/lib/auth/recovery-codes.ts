import { createHash, randomBytes } from 'node:crypto';

/** Ten codes a set: each works once, for a person who lost their authenticator. */
export const RECOVERY_CODE_COUNT = 10;

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/**
 * 24 characters of a 32-letter alphabet without look-alikes (0/o, 1/l): 120 random bits, above
 * the 112 bits for which ASVS 6.5.2 allows a plain hash at rest. Shown in groups of four.
 */
export function newRecoveryCode(): string {
  const bytes = randomBytes(24);
  const chars = [...bytes].map((b) => ALPHABET[b & 31]!);
  return Array.from({ length: 6 }, (_, i) => chars.slice(i * 4, i * 4 + 4).join('')).join('-');
}

/** Spaces, dashes and case do not matter when a code is typed back. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normaliseRecoveryCode(code)).digest('base64url');
}
