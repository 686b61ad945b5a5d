import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@taxdesk/domain';
import { DATED_TYPES, timeSlot } from './dated-items';

describe('dated items', () => {
  it('read a hearing slot as the portal writes it, or its start with the half-hour slot', () => {
    expect(timeSlot('15:00 - 15:30')).toEqual({ start: '15:00', end: '15:30' });
    expect(timeSlot('09:30')).toEqual({ start: '09:30', end: '10:00' });
    expect(timeSlot('23:45')).toEqual({ start: '23:45', end: '23:59' });
    for (const odd of ['', 'morning', '25:00', null, 1500]) expect(timeSlot(odd)).toBeNull();
  });

  it('are every type whose due date is promoted, across the areas', () => {
    const types = DATED_TYPES.map((d) => d.type);
    expect(types).toEqual(expect.arrayContaining(['itNotice', 'itVcRequest', 'gstNotice', 'itatAppeal']));
    expect(types).not.toContain('itAccount');
    expect(new Set(DATED_TYPES.map((d) => d.feature)).size).toBeGreaterThan(2);
    expect(RESOURCES.itVcRequest.schedule).toEqual({ time: 'vcTimeSlot', link: 'vcLink' });
  });
});
