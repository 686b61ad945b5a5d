import { describe, expect, it } from 'vitest';
import { effectiveModules, orderedChoice, startBlocker } from './module-rules';

const offered = [
  { key: 'profile', label: 'Profile' },
  { key: 'proceedings', label: 'Proceedings and notices' },
  { key: 'demands', label: 'Demands' },
];

describe('module choice', () => {
  it('starts from the default modules until the user chooses', () => {
    expect(effectiveModules(offered, ['demands', 'profile'], null)).toEqual(['profile', 'demands']);
    expect(effectiveModules(offered, ['demands'], ['proceedings'])).toEqual(['proceedings']);
    expect(effectiveModules(offered, ['demands'], [])).toEqual([]);
  });

  it('drops defaults the portal no longer offers', () => {
    expect(effectiveModules(offered, ['gone', 'profile'], null)).toEqual(['profile']);
  });

  it("keeps the portal's order whatever order boxes are ticked in", () => {
    expect(orderedChoice(offered, ['demands', 'profile'])).toEqual(['profile', 'demands']);
  });

  it('says why a start cannot go', () => {
    expect(startBlocker(2, 1, false)).toBe('Viewers cannot start a sync');
    expect(startBlocker(0, 1, true)).toBe('Choose at least one account.');
    expect(startBlocker(2, 0, true)).toBe('Choose at least one module.');
    expect(startBlocker(2, 1, true)).toBeNull();
  });
});
