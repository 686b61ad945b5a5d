import { describe, expect, it } from 'vitest';
import { recordStatus } from './case-format';

describe('recordStatus', () => {
  it('reads a portal code through the record type’s status field, as its list does', () => {
    expect(recordStatus('itNotice', 'O')).toBe('Open');
  });
  it('keeps a value the type does not know, and shows a dash for none', () => {
    expect(recordStatus('noSuchType', 'X')).toBe('X');
    expect(recordStatus('itNotice', null)).toBe('—');
  });
});
