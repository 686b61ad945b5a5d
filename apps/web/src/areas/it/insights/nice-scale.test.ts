import { describe, expect, it } from 'vitest';
import { niceScale } from './nice-scale';

describe('chart scale', () => {
  it('rounds the top up to four round steps', () => {
    expect(niceScale(5)).toEqual({ step: 2, top: 8 });
    expect(niceScale(4)).toEqual({ step: 1, top: 4 });
    expect(niceScale(7_010_000)).toEqual({ step: 2_000_000, top: 8_000_000 });
    expect(niceScale(9_000)).toEqual({ step: 2_500, top: 10_000 });
    expect(niceScale(0)).toEqual({ step: 1, top: 4 });
    expect(niceScale(0.4)).toEqual({ step: 1, top: 4 });
  });
});
