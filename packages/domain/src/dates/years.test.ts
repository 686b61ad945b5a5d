import { describe, expect, it } from 'vitest';
import {
  assessmentYearOf,
  financialYearDays,
  financialYearOf,
  parseYear,
  portalYear,
  yearLabel,
  YearText,
} from './years';

describe('tax years', () => {
  it('read every way people and portals write a year', () => {
    for (const text of [
      '2024-25',
      '2024-2025',
      'AY 2024-25',
      'A.Y. 2024-25',
      'FY 2024-25',
      '2024',
      ' 2024 - 25 ',
      '2024/25',
      '2024–25',
    ])
      expect(parseYear(text), text).toEqual({ ok: true, value: '2024-25' });
    expect(parseYear('2024-26')).toMatchObject({ ok: false, reason: expect.stringMatching(/must follow/) });
    expect(parseYear('FY24').ok).toBe(false);
    expect(parseYear('1800').ok).toBe(false);
    expect(parseYear('').ok).toBe(false);
  });

  it('keep a portal year it cannot read as the portal wrote it, and an empty one as none', () => {
    expect(portalYear('2024')).toBe('2024-25');
    expect(portalYear(2019)).toBe('2019-20');
    expect(portalYear('2024-2025')).toBe('2024-25');
    expect(portalYear('Not applicable')).toBe('Not applicable');
    expect(portalYear('')).toBeNull();
    expect(portalYear(null)).toBeNull();
  });

  it('start the financial year in April, the assessment year the year after', () => {
    expect(financialYearOf('2026-03-31')).toBe('2025-26');
    expect(financialYearOf('2026-04-01')).toBe('2026-27');
    expect(financialYearOf('2099-12-01')).toBe('2099-00');
    expect(assessmentYearOf('2026-11-28')).toBe('2027-28');
    expect(assessmentYearOf('2026-03-31')).toBe('2026-27');
    expect(financialYearDays('2025-26')).toEqual({ from: '2025-04-01', to: '2026-03-31' });
    expect(yearLabel('1999')).toBe('1999-00');
  });

  it('take a year in a query only as records keep it', () => {
    expect(YearText('assessment').safeParse('2025-26').success).toBe(true);
    expect(YearText('assessment').safeParse('2025-27').success).toBe(false);
    expect(YearText('financial').safeParse('2025').error?.issues[0]?.message).toBe(
      'A financial year looks like 2025-26',
    );
  });
});
