import { describe, expect, it } from 'vitest';
import { dayToIso, isoToDay } from './licence-day';

describe('licence days', () => {
  it('go between YYYYMMDD numbers and date inputs', () => {
    expect(dayToIso(20271231)).toBe('2027-12-31');
    expect(dayToIso(null)).toBe('');
    expect(isoToDay('2027-12-31')).toBe(20271231);
    expect(isoToDay('2028-02-29')).toBe(20280229);
  });

  it('refuse what is not a calendar date', () => {
    for (const bad of ['2027-02-29', '2027-13-01', '2027-12-32', '31-12-2027', '', '20271231'])
      expect(isoToDay(bad), bad).toBeNull();
  });
});
