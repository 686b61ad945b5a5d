import { describe, expect, it } from 'vitest';
import { breakdownLink, tileLink } from './dashboard-links';

describe('dashboard links', () => {
  it('a tile opens the type’s list, open ones by work status, due ones by the due date’s range', () => {
    expect(tileLink('ORG1', 'gstNotice', 'count', '2026-03-30')).toEqual({
      to: '/ORG1/gst/notices',
      search: {},
    });
    expect(tileLink('ORG1', 'gstNotice', 'open', '2026-03-30')?.search).toEqual({
      workStatus: 'open,in_progress',
    });
    expect(tileLink('ORG1', 'gstNotice', 'dueSoon', '2026-03-30')?.search).toEqual({
      workStatus: 'open,in_progress',
      'dueDate.from': '2026-03-30',
      'dueDate.to': '2026-04-06',
    });
    expect(tileLink('ORG1', 'gstNotice', 'overdue', '2026-03-01')?.search).toMatchObject({
      'dueDate.to': '2026-02-28',
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
    expect(breakdownLink('ORG1', b, '27AAAPA1111A1Z5')).toEqual({
      to: '/ORG1/gst/returncompliance',
      search: { gstin: '27AAAPA1111A1Z5', filingStatus: 'not_filed' },
    });
    expect(breakdownLink('ORG1', b, null)).toBeNull();
  });
});
