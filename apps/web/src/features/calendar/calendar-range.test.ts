import { describe, expect, it } from 'vitest';
import { daysBetween, shiftAnchor, todayInIndia, viewRange, viewTitle, weekday } from './calendar-range';

describe('calendar ranges', () => {
  it('shows whole weeks, Monday first, around a month', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    expect(weekday('2026-11-01')).toBe(6);
    expect(viewRange('month', '2026-11-28')).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    expect(daysBetween('2026-10-26', '2026-12-06')).toHaveLength(42);
    expect(viewRange('agenda', '2026-11-28')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(viewRange('week', '2026-11-28')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('steps by a month or a week, across years and short months', () => {
    expect(shiftAnchor('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftAnchor('agenda', '2026-01-15', -1)).toBe('2025-12-01');
    expect(shiftAnchor('week', '2026-12-29', 1)).toBe('2027-01-05');
    expect(viewTitle('month', '2026-11-28')).toBe('November 2026');
    expect(viewTitle('week', '2026-11-28')).toBe('23 Nov – 29 Nov 2026');
  });

  it('takes today in India: late evening UTC is already tomorrow there', () => {
    expect(todayInIndia(new Date('2026-11-28T19:00:00Z'))).toBe('2026-11-29');
    expect(todayInIndia(new Date('2026-11-28T18:00:00Z'))).toBe('2026-11-28');
  });
});
