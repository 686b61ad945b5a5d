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

  it('holds the account-wide limit only against addresses that failed for the account', () => {
    const account = { failures: ACCOUNT_LIMIT.free + 3, last: at(0) };
    expect(signInRefusal({ pair: none, address: none, account }, at(1))).toBeNull();
    expect(
      signInRefusal({ pair: { failures: 1, last: at(0) }, address: none, account }, at(1)),
    ).toMatchObject({ reason: 'account' });
  });

  it('answers the longest wait when several limits hold', () => {
    const refusal = signInRefusal(
      {
        pair: { failures: PAIR_LIMIT.free, last: at(0) },
        address: none,
        account: { failures: ACCOUNT_LIMIT.free + 2, last: at(0) },
      },
      at(1),
    );
    expect(refusal).toEqual({ reason: 'account', until: new Date(at(0).getTime() + 4 * 60_000) });
  });
});
