import { describe, expect, it } from 'vitest';
import { monthShort, recentFinancialYears } from './financial-year';
import { compactRupees, rupees } from './money';

describe('financial years', () => {
  it('list the current year and those before it', () => {
    expect(recentFinancialYears('2026-11-21', 3)).toEqual(['2026-27', '2025-26', '2024-25']);
  });
  it('name months shortly', () => {
    expect(monthShort('2025-06')).toBe('Jun 2025');
  });
});

describe('compact amounts', () => {
  it('use thousands, lakhs and crores', () => {
    expect(compactRupees(950)).toBe('₹950');
    expect(compactRupees(12_500)).toBe('₹12.5 K');
    expect(compactRupees(1_234_567)).toBe('₹12.3 L');
    expect(compactRupees(45_600_000)).toBe('₹4.56 Cr');
    expect(compactRupees(-250_000)).toBe('-₹2.5 L');
  });
});

describe('whole rupees', () => {
  it('drop the paise and group in lakhs', () => {
    expect(rupees(11_777_240.4)).toBe('₹1,17,77,240');
    expect(rupees(null)).toBe('–');
  });
});
