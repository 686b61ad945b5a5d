import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../resources/registry';
import {
  breakdownDueTo,
  breakdownFilters,
  breakdownProblem,
  dashboardTypes,
  stillToDoFilters,
} from './area-dashboard';
import type { DashboardBreakdown } from './area-def';
import { tdsArea } from './tds-area';

const TODAY = '2026-11-26';
import { AREAS } from './areas';
import { gstArea } from './gst-area';
import { stateArea } from './state-area';

describe('area dashboards', () => {
  it('every breakdown names a type and fields its list can filter by', () => {
    for (const area of AREAS)
      for (const b of area.breakdowns ?? [])
        expect(breakdownProblem(b), `${area.key}: ${b.title}`).toBeNull();
  });

  it('a breakdown naming a field without an "in" filter is refused', () => {
    expect(breakdownProblem({ type: 'gstNotice', by: 'descr', title: 'x' })).toMatch(/not an "in" filter/);
    expect(
      breakdownProblem({ type: 'stateApplication', by: 'accountId', title: 'x', openOnly: true }),
    ).toMatch(/no work status/);
  });

  it('counts the types of the area’s licence that have a list', () => {
    expect(dashboardTypes(stateArea)).toEqual(['stateAccount', 'stateApplication']);
    const gst = dashboardTypes(gstArea);
    expect(gst).toContain('gstNotice');
    expect(gst).toContain('gstAccount');
    expect(gst).not.toContain('gstParty');
  });

  it('still to do: open by work status, not done by the type’s rule; nothing for a history type', () => {
    expect(stillToDoFilters(RESOURCES.gstReturnCompliance)).toEqual({ filingStatus: ['not_filed'] });
    expect(stillToDoFilters(RESOURCES.tdsNotice)).toEqual({ workStatus: ['open', 'in_progress'] });
    expect(stillToDoFilters(RESOURCES.gstArn)).toBeNull();
  });

  it('an open-only row by the status itself keeps only its value', () => {
    expect(
      breakdownFilters(
        { type: 'preGstProceeding', by: 'stage', title: 'x', openOnly: true },
        'in_appeal',
        TODAY,
      ),
    ).toMatchObject({ stage: ['in_appeal'] });
  });

  it('a row opens the list filtered to its value, its condition and, open only, what is still to do', () => {
    expect(
      breakdownFilters({ type: 'gstNotice', by: 'gstin', title: 'x', openOnly: true }, '27AAA', TODAY),
    ).toEqual({
      gstin: ['27AAA'],
      workStatus: ['open', 'in_progress'],
      status: ['Open'],
    });
    expect(
      breakdownFilters(
        {
          type: 'gstReturnCompliance',
          by: 'gstin',
          title: 'x',
          where: { field: 'filingStatus', in: ['not_filed'] },
        },
        null,
        TODAY,
      ),
    ).toEqual({ filingStatus: ['not_filed'] });
  });

  it('a TDS statement row counts the quarter due this quarter: in November, Q2 of the year', () => {
    const b = tdsArea.breakdowns.find((x) => x.type === 'tdsStatement' && x.by === 'tan')!;
    expect(breakdownFilters(b, 'MUMA12345B', '2026-11-26')).toEqual({
      tan: ['MUMA12345B'],
      status: ['Statement Processed with Default', 'Statement Rejected'],
      finyear: ['2026-27'],
      quarter: ['Q2'],
    });
    expect(breakdownFilters(b, null, '2026-05-02')).toMatchObject({ finyear: ['2025-26'], quarter: ['Q4'] });
  });

  it('notices due count what is still to do, due within a week or overdue', () => {
    const b = (tdsArea.breakdowns as readonly DashboardBreakdown[]).find((x) => x.dueWithinDays)!;
    expect(breakdownDueTo(b, '2026-11-26')).toBe('2026-12-03');
    expect(breakdownFilters(b, 'MUMA12345B', '2026-11-26')).toEqual({
      tan: ['MUMA12345B'],
      workStatus: ['open', 'in_progress'],
    });
    expect(breakdownProblem({ type: 'tdsStatement', by: 'tan', title: 'x', dueWithinDays: 7 })).toMatch(
      /due/,
    );
  });
});
