import { describe, expect, it } from 'vitest';
import { addDays, localClock } from './local-time';

describe('localClock', () => {
  it('reads the date, weekday and hour of a timezone', () => {
    // 2026-03-01 is a Sunday; 20:00 UTC is 01:30 on Monday in India.
    const at = new Date('2026-03-01T20:00:00Z');
    expect(localClock(at, 'Asia/Kolkata')).toEqual({ date: '2026-03-02', weekday: 1, hour: 1 });
    expect(localClock(at, 'UTC')).toEqual({ date: '2026-03-01', weekday: 7, hour: 20 });
  });

  it('adds days across month ends', () => {
    expect(addDays('2026-02-27', 7)).toBe('2026-03-06');
  });
});
