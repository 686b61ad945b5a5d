import { describe, expect, it } from 'vitest';
import { portalDate } from './dates';

describe('portalDate', () => {
  it('reads the ways portals write dates', () => {
    expect(portalDate('2024-03-15')).toBe('2024-03-15');
    expect(portalDate('2024-03-15T10:00:00')).toBe('2024-03-15');
    expect(portalDate('2024-03-14T20:00:00Z')).toBe('2024-03-15');
    expect(portalDate(Date.UTC(2024, 2, 14, 20))).toBe('2024-03-15');
    expect(portalDate('1710446400000')).toBe('2024-03-15');
    expect(portalDate('15-Mar-2024')).toBe('2024-03-15');
    expect(portalDate('5/3/2024')).toBe('2024-03-05');
    expect(portalDate('')).toBeNull();
    expect(portalDate('soon')).toBeNull();
  });
});
