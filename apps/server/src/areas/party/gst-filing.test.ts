import { describe, expect, it } from 'vitest';
import { filingSummary, filingYears } from './gst-filing';

const row = (taxp: string, rtntype: string, fy = '2026-2027') => ({
  fy,
  taxp,
  rtntype,
  dof: '10/11/2026',
  status: 'Filed',
});

describe('GST filing of the last periods', () => {
  it('counts only periods already due, in both financial years they span', () => {
    // On 21 Nov, October's GSTR-1 (due 11 Nov) and 3B (due 20 Nov) are both due.
    expect(filingYears('2026-11-21')).toEqual(['2026-2027']);
    expect(filingYears('2026-05-15')).toEqual(['2026-2027', '2025-2026']);
    const months = ['October', 'September', 'August', 'July', 'June', 'May'];
    const all = months.flatMap((m) => [row(m, 'GSTR1'), row(m, 'GSTR3B')]);
    expect(filingSummary(all, '2026-11-21')).toMatchObject({
      gstr1Missing: 0,
      gstr3bMissing: 0,
      lastGstr1Period: 'Oct 2026',
      filedRecentReturns: 'yes',
    });
  });

  it('names what was not filed', () => {
    const some = [row('September', 'GSTR1'), row('September', 'GSTR3B'), row('August', 'GSTR1')];
    const s = filingSummary(some, '2026-11-21');
    expect(s).toMatchObject({
      gstr1Missing: 4,
      gstr3bMissing: 5,
      lastGstr3bPeriod: 'Sep 2026',
      filedRecentReturns: 'no',
    });
    expect(s.filingHistory).toContain('Oct 2026: GSTR-1 not filed, GSTR-3B not filed');
    // Before the 3B due day, October's 3B is not yet counted.
    const early = filingSummary(some, '2026-11-15');
    expect(early.filingHistory).toContain('Oct 2026: GSTR-1 not filed\n');
    expect(early).toMatchObject({ gstr3bMissing: 5, lastGstr3bPeriod: 'Sep 2026' });
  });
});
