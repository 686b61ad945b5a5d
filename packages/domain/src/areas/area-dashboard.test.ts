import { describe, expect, it } from 'vitest';
import { breakdownFilters, breakdownProblem, dashboardTypes } from './area-dashboard';
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

  it('a row opens the list filtered to its value, its condition and the open work statuses', () => {
    expect(breakdownFilters({ type: 'gstNotice', by: 'gstin', title: 'x', openOnly: true }, '27AAA')).toEqual(
      {
        gstin: ['27AAA'],
        workStatus: ['open', 'in_progress'],
      },
    );
    expect(
      breakdownFilters(
        {
          type: 'gstReturnCompliance',
          by: 'gstin',
          title: 'x',
          where: { field: 'filingStatus', in: ['not_filed'] },
        },
        null,
      ),
    ).toEqual({ filingStatus: ['not_filed'] });
  });
});
