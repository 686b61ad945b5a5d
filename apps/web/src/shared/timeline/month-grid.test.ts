import { describe, expect, it } from 'vitest';
import { gridRange, monthGrid, monthLabel, shiftMonth } from './month-grid';

describe('month grid', () => {
  it('lays a month out in Monday-first weeks', () => {
    const weeks = monthGrid({ year: 2026, month: 11 });
    expect(weeks[0]![0]).toBe('2026-10-26');
    expect(weeks[0]![6]).toBe('2026-11-01');
    expect(weeks[weeks.length - 1]![6]).toBe('2026-12-06');
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(gridRange({ year: 2026, month: 2 })).toEqual({ from: '2026-01-26', to: '2026-03-01' });
  });

  it('moves across years', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(monthLabel({ year: 2026, month: 3 })).toBe('March 2026');
  });
});
