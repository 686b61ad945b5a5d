import { checkPan } from '@taxdesk/domain';
import { describe, expect, it } from 'vitest';
import { behaviourAt, generateItProfiles, sandboxItAccounts } from './accounts';

const ORG_WORDS: Record<string, RegExp> = {
  C: /(Private )?Limited$/,
  F: /\w/,
  H: / HUF$/,
  T: /(Trust|Foundation)$/,
  A: /(Association|Society|Consortium)$/,
};

function countBehaviours(accounts: { behaviour: string }[]) {
  const counts: Record<string, number> = {};
  for (const a of accounts) counts[a.behaviour] = (counts[a.behaviour] ?? 0) + 1;
  return counts;
}

describe('sandboxItAccounts', () => {
  const accounts = sandboxItAccounts();

  it('makes 20 accounts by default: one locked, one OTP, one flaky, one slow, the rest normal', () => {
    expect(accounts).toHaveLength(20);
    expect(countBehaviours(accounts)).toEqual({ normal: 16, locked: 1, otp: 1, flaky: 1, slow: 1 });
    expect(accounts[0]!.behaviour).toBe('normal');
  });

  it('gives valid, unique PANs whose holder type matches the name', () => {
    const profiles = generateItProfiles('taxdesk', 200);
    expect(new Set(profiles.map((p) => p.pan)).size).toBe(200);
    for (const p of profiles) {
      expect(checkPan(p.pan)).toEqual({ ok: true, value: p.pan });
      expect(p.pan.slice(5, 9)).not.toBe('0000');
      expect(p.pan[3]).toBe(p.holderType);
      if (p.holderType === 'P') {
        expect(p.name.split(' ').length).toBeGreaterThanOrEqual(2);
        expect(p.pan[4]).toBe(p.surname![0]);
      } else {
        expect(p.name).toMatch(ORG_WORDS[p.holderType]!);
        expect(p.pan[4]).toBe(p.name[0]!.toUpperCase());
      }
    }
    expect(new Set(profiles.map((p) => p.holderType))).toEqual(new Set(['P', 'C', 'F', 'H', 'T', 'A']));
  });

  it('makes passwords the portal would accept', () => {
    for (const a of accounts)
      expect(a.password).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[@#$!&]).{8,14}$/);
  });

  it('is deterministic from the seed', () => {
    expect(sandboxItAccounts()).toEqual(accounts);
    expect(sandboxItAccounts({ seed: 'taxdesk' })).toEqual(accounts);
    expect(sandboxItAccounts({ seed: 'other' })[0]!.pan).not.toBe(accounts[0]!.pan);
  });

  it('keeps the accounts of a smaller count when the count grows', () => {
    const big = sandboxItAccounts({ accountCount: 60 });
    expect(big.slice(0, 20).map((a) => a.pan)).toEqual(accounts.map((a) => a.pan));
  });

  it('makes 500 accounts quickly, one in twenty of each failure mode', () => {
    const started = performance.now();
    const many = sandboxItAccounts({ accountCount: 500 });
    expect(performance.now() - started).toBeLessThan(500);
    expect(countBehaviours(many)).toEqual({ normal: 400, locked: 25, otp: 25, flaky: 25, slow: 25 });
  });

  it('spreads behaviours for odd counts and leaves tiny sandboxes normal', () => {
    for (const count of [5, 6, 7, 13, 21, 37, 50, 99]) {
      const counts = countBehaviours(
        Array.from({ length: count }, (_, i) => ({ behaviour: behaviourAt(i, count) })),
      );
      const per = Math.max(1, Math.round(count / 20));
      expect(counts).toMatchObject({ locked: per, otp: per, flaky: per, slow: per });
    }
    expect(sandboxItAccounts({ accountCount: 3 }).every((a) => a.behaviour === 'normal')).toBe(true);
  });
});
