import { describe, expect, it } from 'vitest';
import { countNoun, pluralNoun } from './account-noun';

describe('account nouns', () => {
  it('makes the plural of a label, keeping a note in brackets at the end', () => {
    expect(pluralNoun('ARCA login')).toBe('ARCA logins');
    expect(pluralNoun('TAN account (TRACES)')).toBe('TAN accounts (TRACES)');
    expect(pluralNoun('Reply accounts')).toBe('Reply accounts');
  });

  it('counts in words', () => {
    expect(countNoun(1, 'ARCA login')).toBe('1 ARCA login');
    expect(countNoun(2000, 'PAN account')).toBe('2,000 PAN accounts');
    expect(countNoun(0, 'GST login')).toBe('0 GST logins');
  });
});
