import { describe, expect, it } from 'vitest';
import { checkGstin, checkIec, checkPan, checkTan, checkUdyam, gstinCheckChar, isOrgId } from './identifiers';

describe('identifiers', () => {
  it('accepts six letters or digits as an organisation id', () => {
    expect(isOrgId('DEMO01')).toBe(true);
    expect(isOrgId('demo01')).toBe(true);
    expect(isOrgId('DEMO0')).toBe(false);
    expect(isOrgId('DEMO012')).toBe(false);
    expect(isOrgId('DEMO-1')).toBe(false);
  });

  it('checks PANs', () => {
    expect(checkPan(' aapfu0939f ')).toEqual({ ok: true, value: 'AAPFU0939F' });
    expect(checkPan('AAPFU0000F').ok).toBe(false);
    expect(checkPan('AAPXU0939F').ok).toBe(false);
    expect(checkPan('AAPF0939F').ok).toBe(false);
  });

  it('checks TANs and Udyam numbers', () => {
    expect(checkTan('MUMA12345B').ok).toBe(true);
    expect(checkTan('MUM12345B').ok).toBe(false);
    expect(checkUdyam('UDYAM-MH-19-0012345').ok).toBe(true);
    expect(checkUdyam('UDYAM-MH-19-001234').ok).toBe(false);
    expect(checkUdyam(' udyam-mh-19-0012345 ')).toEqual({ ok: true, value: 'UDYAM-MH-19-0012345' });
    expect(checkUdyam('UDYAM-M1-19-0012345').ok).toBe(false);
    expect(checkUdyam('UDYAM-MH-1-00123456').ok).toBe(false);
  });

  it('checks IECs: a PAN, or 10 digits from before 2017', () => {
    expect(checkIec(' aapfu0939f ')).toEqual({ ok: true, value: 'AAPFU0939F' });
    expect(checkIec('0388012345')).toEqual({ ok: true, value: '0388012345' });
    expect(checkIec('AAPFU0000F').ok).toBe(false);
    expect(checkIec('AAPXU0939F').ok).toBe(false);
    expect(checkIec('038801234').ok).toBe(false);
    expect(checkIec('AAPFU0939F1').ok).toBe(false);
  });

  it('computes GSTIN check characters from the published vectors', () => {
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckChar('27AAACR5055K1Z')).toBe('7');
    expect(gstinCheckChar('24AAACR5055K2Z')).toBe('C');
    expect(checkGstin('27AAPFU0939F1ZV')).toEqual({ ok: true, value: '27AAPFU0939F1ZV' });
    expect(checkGstin('27AAPFU0939F1ZO')).toMatchObject({ ok: true, warning: expect.stringContaining('V') });
    expect(checkGstin('27AABCU9603R1ZM')).toMatchObject({ ok: true, warning: expect.any(String) });
    expect(checkGstin('40AAPFU0939F1ZV').ok).toBe(false);
    expect(checkGstin('27AAPFU0939F1Z').ok).toBe(false);
  });
});
