import { describe, expect, it } from 'vitest';
import { closureDate } from './closure-date';

const TODAY = '2026-11-22';
const closed = (extra: Record<string, unknown> = {}) => ({
  proceedingStatus: 'C',
  issuedOn: '2025-01-10',
  lastResponseSubmittedOn: '2025-03-02',
  ...extra,
});

describe('closure date of a proceeding', () => {
  it('is the portal’s when it gives one', () => {
    expect(closureDate(closed({ proceedingClosureDate: '2025-04-01' }), undefined, [], TODAY)).toEqual({
      date: '2025-04-01',
      from: 'portal',
    });
  });

  it('is none while the proceeding is open', () => {
    expect(
      closureDate({ proceedingStatus: 'O', proceedingClosureDate: '2025-04-01' }, undefined, [], TODAY),
    ).toEqual({ date: null, from: null });
  });

  it('is the day a sync found it closed, when TaxDesk held it open before', () => {
    const stored = { status: 'O', closedOn: null, from: null };
    expect(closureDate(closed(), stored, ['2025-02-01'], TODAY)).toEqual({ date: TODAY, from: 'seen' });
  });

  it('is the last event of its timeline when it was closed already the first time TaxDesk saw it', () => {
    expect(closureDate(closed(), undefined, ['2025-02-01', null, '2025-05-20'], TODAY)).toEqual({
      date: '2025-05-20',
      from: 'timeline',
    });
    expect(closureDate(closed(), undefined, [], TODAY)).toEqual({ date: '2025-03-02', from: 'timeline' });
    expect(closureDate({ proceedingStatus: 'C' }, undefined, [], TODAY)).toEqual({ date: null, from: null });
  });

  it('stays as worked out on later syncs, and a date the portal gave once is kept if it goes blank', () => {
    const seen = { status: 'C', closedOn: '2026-06-01', from: 'seen' };
    expect(closureDate(closed(), seen, ['2026-10-01'], TODAY)).toEqual({ date: '2026-06-01', from: 'seen' });
    const fromPortal = { status: 'C', closedOn: '2025-04-01', from: 'portal' };
    expect(closureDate(closed(), fromPortal, [], TODAY)).toEqual({ date: '2025-04-01', from: 'portal' });
    // A value stored before dates were read (epoch milliseconds) is not trusted.
    const raw = { status: 'C', closedOn: '1743465600000', from: null };
    expect(closureDate(closed(), raw, [], TODAY)).toEqual({ date: '2025-03-02', from: 'timeline' });
  });
});
