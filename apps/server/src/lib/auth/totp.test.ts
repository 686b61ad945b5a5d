import { describe, expect, it } from 'vitest';
import { matchTotp, totpCode, totpStep } from './totp';

// RFC 6238's SHA-1 seed, "12345678901234567890", in base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP', () => {
  it('computes the codes of RFC 6238 (six digits of its SHA-1 vectors)', () => {
    expect(totpCode(RFC_SECRET, totpStep(new Date(59_000)))).toBe('287082');
    expect(totpCode(RFC_SECRET, totpStep(new Date(1_111_111_109_000)))).toBe('081804');
    expect(totpCode(RFC_SECRET, totpStep(new Date(2_000_000_000_000)))).toBe('279037');
  });

  it('takes a code in its own step and the next, never later, and never at or before the last step used', () => {
    const at = new Date(1_111_111_109_000);
    const step = totpStep(at);
    const code = totpCode(RFC_SECRET, step);
    expect(matchTotp(RFC_SECRET, code, at, null)).toBe(step);
    expect(matchTotp(RFC_SECRET, code, new Date(at.getTime() + 30_000), null)).toBe(step);
    expect(matchTotp(RFC_SECRET, code, new Date(at.getTime() + 60_000), null)).toBeNull();
    expect(matchTotp(RFC_SECRET, code, new Date(at.getTime() - 30_000), null)).toBeNull();
    expect(matchTotp(RFC_SECRET, code, at, step)).toBeNull();
    expect(matchTotp(RFC_SECRET, code, at, step - 1)).toBe(step);
    expect(matchTotp(RFC_SECRET, '12345', at, null)).toBeNull();
  });
});
