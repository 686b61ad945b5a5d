import { describe, expect, it } from 'vitest';
import { breakdownLink, tileLink } from './dashboard-links';

describe('dashboard links', () => {
  it('a tile opens the type’s list, open ones by work status and status not done, due ones by the due date’s range', () => {
    expect(tileLink('ORG1', 'gstNotice', 'count', '2026-03-30')).toEqual({
      to: '/ORG1/gst/notices',
      search: {},
    });
    expect(tileLink('ORG1', 'gstNotice', 'open', '2026-03-30')?.search).toEqual({
      workStatus: 'open,in_progress',
      status: 'Open',
    });
    expect(tileLink('ORG1', 'gstNotice', 'dueSoon', '2026-03-30')?.search).toEqual({
      workStatus: 'open,in_progress',
      status: 'Open',
      'dueDate.from': '2026-03-30',
      'dueDate.to': '2026-04-06',
    });
    expect(tileLink('ORG1', 'gstNotice', 'overdue', '2026-03-01')?.search).toMatchObject({
      'dueDate.to': '2026-02-28',
    });
  });

  it('a type with a done rule opens the records not done: a return not filed, past its due date', () => {
    expect(tileLink('ORG1', 'gstReturnCompliance', 'overdue', '2026-03-01')?.search).toEqual({
      filingStatus: 'not_filed',
      'dueDate.to': '2026-02-28',
    });
    expect(tileLink('ORG1', 'itNotice', 'open', '2026-03-01')?.search).toEqual({
      workStatus: 'open,in_progress',
      proceedingStatus: 'O',
    });
  });

  it('a type without a due date has no due tiles to open', () => {
    expect(tileLink('ORG1', 'stateApplication', 'dueSoon', '2026-03-30')).toBeNull();
  });

  it('a breakdown row opens the list filtered to its value and condition', () => {
    const b = {
      type: 'gstReturnCompliance' as const,
      by: 'gstin',
      title: 'x',
      where: { field: 'filingStatus', in: ['not_filed'] },
    };
    expect(breakdownLink('ORG1', b, '27AAAPA1111A1Z5', '2026-03-30')).toEqual({
      to: '/ORG1/gst/returncompliance',
      search: { gstin: '27AAAPA1111A1Z5', filingStatus: 'not_filed' },
    });
    expect(breakdownLink('ORG1', b, null, '2026-03-30')).toBeNull();
  });

  it('a row counting what is due within a week opens the list up to that day', () => {
    const b = {
      type: 'tdsProceedingNotice' as const,
      by: 'tan',
      title: 'x',
      openOnly: true,
      dueWithinDays: 7,
    };
    expect(breakdownLink('ORG1', b, 'MUMA12345B', '2026-11-26')?.search).toEqual({
      tan: 'MUMA12345B',
      workStatus: 'open,in_progress',
      'responseDueDate.to': '2026-12-03',
    });
  });
});
