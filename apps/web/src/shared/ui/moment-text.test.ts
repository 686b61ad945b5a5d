import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { momentDayText, momentText } from './moment-text';

describe('moment text', () => {
  const zone = process.env.TZ;
  // A browser in New York: Node follows TZ as set at run time, as a browser follows its machine's.
  beforeEach(() => {
    process.env.TZ = 'America/New_York';
  });
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it("shows a moment as India's clocks read it, not the browser's zone", () => {
    expect(new Date('2026-03-05T20:15:00Z').getHours()).toBe(15);
    expect(momentText('2026-03-05T20:15:00Z')).toBe('06-Mar-2026 01:45');
    expect(momentDayText('2026-03-05T20:15:00Z')).toBe('06-Mar-2026');
  });

  it('shows a dash for a moment that has not come', () => {
    expect(momentText(null)).toBe('—');
    expect(momentDayText(undefined)).toBe('—');
    expect(momentText('')).toBe('—');
  });
});
