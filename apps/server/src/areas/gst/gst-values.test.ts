import { describe, expect, it } from 'vitest';
import { CHALLAN_WINDOW_DAYS, walkChallanWindows } from './challans-api';
import { mapCaseItem } from './cases-mapping';
import { lastPeriods } from './compliance-sync';
import { addDays, amount, documentsIn, fyOfDay, fyOfPeriod, isoDay, isoInstant } from './gst-values';

const daysOf = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

describe('GST portal values', () => {
  it('reads every date format the portal writes', () => {
    expect(isoDay('31/07/2026')).toBe('2026-07-31');
    expect(isoDay('31-07-2026')).toBe('2026-07-31');
    expect(isoDay('31/07/2026 20:51:30')).toBe('2026-07-31');
    expect(isoDay('2026-07-31')).toBe('2026-07-31');
    expect(isoDay('20260731')).toBe('2026-07-31');
    // Epoch ms at 23:00 UTC is already the next day in India.
    expect(isoDay(Date.UTC(2026, 6, 30, 23, 0))).toBe('2026-07-31');
    for (const blank of ['NA', '', null, undefined, '-']) expect(isoDay(blank)).toBeNull();
    expect(isoInstant('31/07/2026 20:51:30')).toBe('2026-07-31T15:21:30.000Z');
  });

  it('reads amounts written as strings with commas, and leaves "NA" empty, not zero', () => {
    expect(amount('1,23,456.50')).toBe(123456.5);
    expect(amount('89266')).toBe(89266);
    expect(amount(1234)).toBe(1234);
    expect(amount('NA')).toBeNull();
    expect(amount('abc')).toBeNull();
  });

  it('places days and periods in financial years', () => {
    expect(fyOfDay('2026-03-31')).toBe('2025-26');
    expect(fyOfDay('2026-04-01')).toBe('2026-27');
    expect(fyOfPeriod('032026')).toBe('2025-26');
    expect(lastPeriods('2026-11-21', 3)).toEqual(['082026', '092026', '102026']);
    expect(lastPeriods('2026-02-10', 2)).toEqual(['122025', '012026']);
  });

  it('walks challan history in windows the portal accepts, with no gap', async () => {
    const asked: [string, string][] = [];
    const gaveUp = await walkChallanWindows('2025-11-21', '2026-11-21', async (from, to) => {
      asked.push([from, to]);
      return 'done';
    });
    expect(gaveUp).toEqual([]);
    expect(asked[0]![1]).toBe('2026-11-21');
    expect(asked.at(-1)![0]).toBe('2025-11-21');
    for (const [from, to] of asked) expect(daysOf(from, to)).toBeLessThanOrEqual(CHALLAN_WINDOW_DAYS);
    for (let i = 1; i < asked.length; i++) expect(addDays(asked[i]![1], 1)).toBe(asked[i - 1]![0]);
  });

  it('halves a window the portal refuses and keeps the smaller size; gives up when a day is refused', async () => {
    const accepted: [string, string][] = [];
    let refusals = 0;
    const gaveUp = await walkChallanWindows('2025-01-01', '2026-11-21', async (from, to) => {
      if (daysOf(from, to) > 40) {
        refusals++;
        return 'refused';
      }
      accepted.push([from, to]);
      return 'done';
    });
    expect(gaveUp).toEqual([]);
    // 149 → 74 → 37 days: two refusals, then every window fits.
    expect(refusals).toBe(2);
    expect(accepted[0]).toEqual(['2026-10-15', '2026-11-21']);
    expect(accepted.at(-1)![0]).toBe('2025-01-01');
    for (let i = 1; i < accepted.length; i++) expect(addDays(accepted[i]![1], 1)).toBe(accepted[i - 1]![0]);

    let calls = 0;
    const none = await walkChallanWindows('2025-01-01', '2026-11-21', async () => {
      calls++;
      return 'refused';
    });
    expect(none).toEqual([['2025-01-01', '2026-11-21']]);
    expect(calls).toBeLessThan(12);
  });

  it('reads a case item given as a JSON string, finding its documents wherever they sit', () => {
    const itemJson = JSON.stringify({
      refid: 'ZD270726000001A',
      refdt: '13-08-2026',
      act_cd: 'ADJDT_NOTCE_DTSCN',
      todtls: { nm: 'R K SHARMA', dg: 'Deputy Commissioner' },
      sdtls: {
        dtscn: {
          fy: '2024-25',
          sec: '73',
          duedt: '12/09/2026',
          dmddtls: [{ dtot: '1,000.00' }, { dtot: '2894604.00' }],
          maindocs: [{ dcupdtls: { id: 'D1', docName: 'a.pdf' } }],
        },
      },
      reply: { docModel: [{ id: 'D2', docName: 'b.pdf' }] },
    });
    const { data, documents } = mapCaseItem(
      { itemId: 7, itemJson, refId: 'ZD270726000001A' },
      { caseFolderId: 11, caseFolderTypeCd: 'NOTCE' },
      { caseId: '1', caseTaskId: '2', arn: 'AD270726000001B', caseTypeCd: 'ADJDT' },
      { gstin: '27AAAAA0000A1Z5', portalUserName: 'u' },
    );
    expect(data).toMatchObject({
      itemId: '7',
      refdt: '2026-08-13',
      duedt: '2026-09-12',
      sec: '73',
      fy: '2024-25',
      demandTotal: 2895604,
    });
    expect(data.officer).toBe('R K SHARMA, Deputy Commissioner');
    expect(documents.map((d) => d.id)).toEqual(['D1', 'D2']);
    expect(documentsIn('not json')).toEqual([]);
  });
});
