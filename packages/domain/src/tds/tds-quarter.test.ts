import { describe, expect, it } from 'vitest';
import { quarterOf, statementQuarterDue } from './tds-quarter';

describe('TDS quarters', () => {
  it('places a day in its financial year’s quarter', () => {
    expect(quarterOf('2026-04-01')).toEqual({ fy: 2026, quarter: 1 });
    expect(quarterOf('2026-06-30')).toEqual({ fy: 2026, quarter: 1 });
    expect(quarterOf('2026-07-01')).toEqual({ fy: 2026, quarter: 2 });
    expect(quarterOf('2026-11-26')).toEqual({ fy: 2026, quarter: 3 });
    expect(quarterOf('2027-01-15')).toEqual({ fy: 2026, quarter: 4 });
    expect(quarterOf('2027-03-31')).toEqual({ fy: 2026, quarter: 4 });
  });

  it('the statements due this quarter are the previous quarter’s, across the year’s turn', () => {
    expect(statementQuarterDue('2026-11-26')).toMatchObject({
      fy: 2026,
      quarter: 2,
      dueOn: '2026-10-31',
      fyLabel: '2026-27',
      label: 'Q2',
    });
    expect(statementQuarterDue('2027-01-15')).toMatchObject({ fy: 2026, quarter: 3, dueOn: '2027-01-31' });
    expect(statementQuarterDue('2026-05-10')).toMatchObject({
      fy: 2025,
      quarter: 4,
      dueOn: '2026-05-31',
      fyLabel: '2025-26',
    });
    expect(statementQuarterDue('2026-04-01')).toMatchObject({ fy: 2025, quarter: 4 });
    expect(statementQuarterDue('2026-07-01')).toMatchObject({ fy: 2026, quarter: 1, dueOn: '2026-07-31' });
  });
});
