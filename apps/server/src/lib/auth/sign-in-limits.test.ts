import { describe, expect, it } from 'vitest';
import { ACCOUNT_LIMIT, lockedUntil, PAIR_LIMIT, signInRefusal } from './sign-in-limits';

const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s));
const none = { failures: 0, last: null };

describe('sign-in limits', () => {
  it('lets the free failures through and then doubles the wait up to the cap', () => {
    expect(lockedUntil(PAIR_LIMIT, { failures: PAIR_LIMIT.free - 1, last: at(0) })).toBeNull();
    expect(lockedUntil(PAIR_LIMIT, { failures: PAIR_LIMIT.free, last: at(0) })).toEqual(at(30));
    expect(lockedUntil(PAIR_LIMIT, { failures: PAIR_LIMIT.free + 2, last: at(0) })).toEqual(at(120));
    expect(lockedUntil(PAIR_LIMIT, { failures: PAIR_LIMIT.free + 40, last: at(0) })).toEqual(
      new Date(at(0).getTime() + PAIR_LIMIT.maxDelayMs),
    );
  });

  it('past the account-wide limit, lets in only addresses that signed in before and are not failing', () => {
    const account = { failures: ACCOUNT_LIMIT.free + 3, last: at(0) };
    const failing = { failures: 1, last: at(0) };
    const known = { address: none, account, knownAddress: true };
    const fresh = { address: none, account, knownAddress: false };
    expect(signInRefusal({ ...known, pair: none }, at(1))).toBeNull();
    expect(signInRefusal({ ...known, pair: failing }, at(1))).toMatchObject({ reason: 'account' });
    // A distributed guess: each new address tries once or twice, and none has signed in before.
    expect(signInRefusal({ ...fresh, pair: none }, at(1))).toEqual({
      reason: 'account',
      until: new Date(at(0).getTime() + 8 * 60_000),
    });
    expect(signInRefusal({ ...fresh, pair: failing }, at(1))).toMatchObject({ reason: 'account' });
  });

  it('lets a new address in while the account is under its limit, and once the lock has ended', () => {
    const fresh = { pair: none, address: none, knownAddress: false };
    expect(
      signInRefusal({ ...fresh, account: { failures: ACCOUNT_LIMIT.free - 1, last: at(0) } }, at(1)),
    ).toBeNull();
    const account = { failures: ACCOUNT_LIMIT.free, last: at(0) };
    expect(signInRefusal({ ...fresh, account }, at(59))).toMatchObject({ reason: 'account' });
    expect(signInRefusal({ ...fresh, account }, at(61))).toBeNull();
  });

  it('answers the longest wait when several limits hold', () => {
    const refusal = signInRefusal(
      {
        pair: { failures: PAIR_LIMIT.free, last: at(0) },
        address: none,
        account: { failures: ACCOUNT_LIMIT.free + 2, last: at(0) },
        knownAddress: true,
      },
      at(1),
    );
    expect(refusal).toEqual({ reason: 'account', until: new Date(at(0).getTime() + 4 * 60_000) });
  });
});
