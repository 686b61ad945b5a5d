import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@taxdesk/domain';
import { contentHash, diff, promote } from './promote';

describe('promote', () => {
  it('maps a notice to its promoted columns', () => {
    const p = promote(RESOURCES.itNotice, {
      headerSeqNo: '1',
      pan: 'AAPFU0939F',
      noticeSection: '143(2)',
      description: 'Scrutiny notice',
      ay: '2024-25',
      issuedOn: '2026-03-05',
      responseDueDate: '2026-03-20T00:00:00',
      proceedingStatus: 'O',
    });
    expect(p).toEqual({
      accountKey: 'AAPFU0939F',
      status: 'O',
      issuedOn: '2026-03-05T00:00:00.000Z',
      dueOn: '2026-03-20',
      amount: null,
      year: '2024-25',
      section: '143(2)',
      title: 'Scrutiny notice',
    });
  });

  it('hashes content independent of key order', () => {
    expect(contentHash({ a: 1, b: { c: 2, d: [1, 2] } })).toBe(contentHash({ b: { d: [1, 2], c: 2 }, a: 1 }));
    expect(contentHash({ a: 1 })).not.toBe(contentHash({ a: 2 }));
  });

  it('lists changed fields', () => {
    expect(diff({ a: 1, b: 2 }, { a: 1, b: 3, c: 4 })).toEqual({
      b: { from: 2, to: 3 },
      c: { from: null, to: 4 },
    });
  });
});
