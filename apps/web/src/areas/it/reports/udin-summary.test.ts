import { describe, expect, it } from 'vitest';
import { udinMonths } from './udin-summary';

describe('UDINs by month', () => {
  it('fills the months between the first and the last, keeping the latest ones', () => {
    const months = udinMonths(
      [
        { group: '2025-11', count: 2, amount: null },
        { group: '2026-02', count: 1, amount: null },
        { group: '—', count: 4, amount: null },
      ],
      [{ group: '2026-01', count: 3, amount: null }],
    );
    expect(months.map((m) => m.month)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(months[2]!.values).toEqual({ updated: 0, pending: 3 });
    expect(months[0]!.label).toBe('Nov 2025');
    expect(
      udinMonths(
        [{ group: '2024-01', count: 1, amount: null }],
        [{ group: '2026-01', count: 1, amount: null }],
        3,
      ).map((m) => m.month),
    ).toEqual(['2025-11', '2025-12', '2026-01']);
    expect(udinMonths([], [])).toEqual([]);
  });
});
