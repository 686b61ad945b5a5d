import { describe, expect, it } from 'vitest';
import { isCalendarDay, IsoDay } from './iso-day';

describe('IsoDay', () => {
  it('takes days the calendar has, leap days included', () => {
    for (const d of ['2026-01-01', '2026-12-31', '2024-02-29', '2000-02-29'])
      expect(IsoDay.safeParse(d).success, d).toBe(true);
  });

  it('refuses impossible days and other shapes with a message', () => {
    for (const d of [
      '2026-13-45',
      '2026-02-30',
      '2025-02-29',
      '1900-02-29',
      '2026-00-10',
      '2026-04-31',
      '2026-1-1',
      '26-01-01',
      '',
    ])
      expect(isCalendarDay(d), d).toBe(false);
    const r = IsoDay.safeParse('2026-13-45');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('No such date');
  });
});
