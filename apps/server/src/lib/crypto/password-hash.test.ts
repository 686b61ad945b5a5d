import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, scryptParams, verifyPassword } from './password-hash';

/** A hash as an older TaxDesk made it: scrypt at N=2^log2n. */
function oldHash(password: string, log2n: number): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 2 ** log2n, r: 8, p: 1 });
  return ['scrypt', 2 ** log2n, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

describe('password hashing parameters', () => {
  it('are OWASP’s of today (scrypt N=2^17, r=8, p=1) unless the test suite lowers N', () => {
    expect(scryptParams({})).toEqual({ N: 2 ** 17, r: 8, p: 1, keylen: 64 });
    expect(scryptParams({ TAXDESK_SCRYPT_LOG2N: '14' }).N).toBe(2 ** 14);
    // Out of range or not a number: the recommendation, never something weaker.
    expect(scryptParams({ TAXDESK_SCRYPT_LOG2N: '4' }).N).toBe(2 ** 17);
    expect(scryptParams({ TAXDESK_SCRYPT_LOG2N: 'low' }).N).toBe(2 ** 17);
  });

  it('name themselves in each hash, so a weaker hash is known for one to replace', async () => {
    const current = await hashPassword('a-password-here');
    expect(current.split('$').slice(1, 4).map(Number)).toEqual([
      scryptParams().N,
      scryptParams().r,
      scryptParams().p,
    ]);
    expect(needsRehash(current)).toBe(false);
    const weaker = oldHash('a-password-here', Math.log2(scryptParams().N) - 2);
    expect(await verifyPassword('a-password-here', weaker)).toBe(true);
    expect(needsRehash(weaker)).toBe(true);
    expect(needsRehash('bcrypt$whatever')).toBe(true);
  });
});
