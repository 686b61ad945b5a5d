import { FEATURES, itArea } from '@taxdesk/domain';
import { describe, expect, it } from 'vitest';
import { homeTiles } from './home-tiles';

describe('homeTiles', () => {
  it("gives every feature a tile, an area's own where it has one", () => {
    const tiles = homeTiles([itArea]);
    expect(tiles.map((t) => t.feature)).toEqual([...FEATURES]);
    const it = tiles.find((t) => t.feature === 'it')!;
    expect(it).toMatchObject({ label: 'Income Tax', home: '/{orgId}/it', area: itArea });
  });

  it('keeps the licence tile for features without an area yet', () => {
    const gst = homeTiles([itArea]).find((t) => t.feature === 'gst')!;
    expect(gst).toEqual({ feature: 'gst', label: 'GST', home: '/{orgId}/gst', area: null });
  });
});
