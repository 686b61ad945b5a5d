import { describe, expect, it } from 'vitest';
import {
  exportValue,
  formatDate,
  formatDateOfMoment,
  formatDateTime,
  formatPeriod,
  formatValue,
  formatYear,
} from './format';

describe('formatters', () => {
  it('formats dates the Indian way', () => {
    expect(formatDate('2026-03-05')).toBe('05-Mar-2026');
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDateTime('2026-03-05T09:00:00Z')).toBe('05-Mar-2026 14:30');
  });

  it("reads a moment on India's clock, whatever zone it was written in", () => {
    expect(formatDateTime('2026-03-05T20:15:00Z')).toBe('06-Mar-2026 01:45');
    expect(formatDateTime('2026-03-05T23:59:00+05:30')).toBe('05-Mar-2026 23:59');
    expect(formatDateOfMoment('2026-03-05T18:29:59Z')).toBe('05-Mar-2026');
    expect(formatDateOfMoment('2026-03-05T18:30:00Z')).toBe('06-Mar-2026');
    expect(formatDateOfMoment('never')).toBe('never');
    expect(formatDateOfMoment(null)).toBe('');
  });

  it('formats money in rupees with Indian grouping', () => {
    expect(formatValue({ kind: 'money' }, 1234567.5)).toBe('₹12,34,567.50');
  });

  it('formats years and enums', () => {
    expect(formatYear('2024')).toBe('2024-25');
    expect(formatYear('2099')).toBe('2099-00');
    expect(formatValue({ kind: 'enum', options: { C: 'Closed' } }, 'C')).toBe('Closed');
    expect(formatValue({ kind: 'enum', options: { C: 'Closed' } }, 'X')).toBe('X');
  });

  it('reads return periods as a month and year', () => {
    expect(formatPeriod('102026')).toBe('Oct 2026');
    expect(formatPeriod('2026-01')).toBe('Jan 2026');
    expect(formatValue({ kind: 'period' }, '032025')).toBe('Mar 2025');
    expect(formatPeriod('132026')).toBe('132026');
    expect(formatPeriod('Q3 2026')).toBe('Q3 2026');
  });

  it('exports numbers and dates as typed cells', () => {
    expect(exportValue({ kind: 'money' }, '12.5')).toBe(12.5);
    expect(exportValue({ kind: 'date' }, '2026-03-05')).toEqual(new Date(Date.UTC(2026, 2, 5)));
    expect(exportValue({ kind: 'text' }, null)).toBeNull();
  });
});
