import { describe, expect, it } from 'vitest';
import { gstArea, preGstArea, RESOURCES, stateArea, tdsArea } from '@taxdesk/domain';
import { accountPageType, heldTypes } from './account-types';

describe('account page types', () => {
  it('finds the account type by the area’s account page path', () => {
    expect(accountPageType(gstArea)?.type).toBe('gstAccount');
    expect(accountPageType(tdsArea)?.type).toBe('tdsAccount');
    expect(accountPageType(stateArea)?.type).toBe('stateAccount');
    expect(accountPageType(preGstArea)?.type).toBe('preGstAccount');
  });

  it('shows every type held for the account once: its own children, then the rest by their account field', () => {
    for (const area of [gstArea, tdsArea, stateArea, preGstArea]) {
      const account = accountPageType(area)!;
      const own = (account.children ?? []).map((c) => c.type);
      const held = heldTypes(account);
      const expected = Object.values(RESOURCES)
        .filter((d) => d.accountType === account.type && d.type !== account.type)
        .map((d) => d.type);
      expect([...own, ...held.map((l) => l.type)].sort()).toEqual(expect.arrayContaining(expected.sort()));
      expect(held.some((l) => own.includes(l.type))).toBe(false);
      for (const l of held) expect(l.via).toBe(RESOURCES[l.type as keyof typeof RESOURCES].accountField);
    }
  });
});
