import { describe, expect, it } from 'vitest';
import { daysBetween, dueText, isCalendarDay, IsoDay, parseTypedDay, typedDayText } from './iso-day';

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

describe('typed days', () => {
  it('read DD-MM-YYYY as Indian users type it, and ISO as browsers paste it', () => {
    for (const t of ['05-03-2026', '5-3-2026', '05/03/2026', '05.03.2026', ' 2026-03-05 '])
      expect(parseTypedDay(t), t).toBe('2026-03-05');
    for (const t of ['31-04-2026', '29-02-2025', '03-05-26', '2026/03/05', 'tomorrow', ''])
      expect(parseTypedDay(t), t).toBeNull();
    expect(typedDayText('2026-03-05')).toBe('05-03-2026');
  });
});

describe('days left', () => {
  it('counts whole days across months and says them as a person would', () => {
    expect(daysBetween('2026-11-28', '2026-12-03')).toBe(5);
    expect(daysBetween('2026-03-01', '2026-02-27')).toBe(-2);
    expect(dueText('2026-11-26', '2026-11-28')).toBe('Overdue by 2 days');
    expect(dueText('2026-11-27', '2026-11-28')).toBe('Overdue by 1 day');
    expect(dueText('2026-11-28', '2026-11-28')).toBe('Today');
    expect(dueText('2026-12-01', '2026-11-28')).toBe('In 3 days');
  });
});
