import { itArea } from '@taxdesk/domain';
import { describe, expect, it } from 'vitest';
import { accountHrefOf, areaNavLinks, keyLabelOf, lowerFirst, portalOf } from './area-paths';

describe('area paths', () => {
  it("links the area's sync screens in order, with its other sync screens after the starts", () => {
    const links = areaNavLinks(itArea, 'DEMO01', () => true);
    expect(links.map((l) => l.href)).toEqual([
      '/DEMO01/it/sync',
      '/DEMO01/it/sync1',
      '/DEMO01/it/sync3',
      '/DEMO01/it/syncitat',
      '/DEMO01/it/failuresync',
      '/DEMO01/it/loginblocked',
      '/DEMO01/it/settings',
    ]);
  });

  it('links only screens of this build', () => {
    const links = areaNavLinks(itArea, 'DEMO01', (p) => p !== '/{orgId}/it/syncitat');
    expect(links.map((l) => l.href)).not.toContain('/DEMO01/it/syncitat');
  });

  it("finds the portal, its key's name and its accounts' screens", () => {
    expect(portalOf(itArea).key).toBe('it');
    expect(portalOf(itArea, 'arca').accountType).toBe('arcaAccount');
    expect(() => portalOf(itArea, 'gst')).toThrow();
    expect(keyLabelOf(portalOf(itArea, 'rp'))).toBe('PAN');
    expect(accountHrefOf(portalOf(itArea, 'rp'), 'DEMO01')?.('TOYPJ0123D')).toBe('/DEMO01/rp/pan/TOYPJ0123D');
    expect(accountHrefOf(portalOf(itArea), 'DEMO01')?.('AAAPA1234A')).toBe('/DEMO01/it/pan/AAAPA1234A');
  });

  it('lowers a first word but not an initialism', () => {
    expect(lowerFirst('Income-tax accounts')).toBe('income-tax accounts');
    expect(lowerFirst('ARCA login')).toBe('ARCA login');
  });
});
