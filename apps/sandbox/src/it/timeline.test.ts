import { describe, expect, it } from 'vitest';
import { allProceedings, login, proceedingDetails, TEST_NOW, testSandbox } from '../testing';
import { generateItProfiles, sandboxItAccounts } from './accounts';
import { DAY_MS } from './dates';
import { generateTimeline } from './timeline';

const accounts = sandboxItAccounts();
const usable = accounts.filter((a) => a.behaviour === 'normal');

describe('generateTimeline', () => {
  const profiles = generateItProfiles('taxdesk', 20);
  const timelines = profiles.map((p) => generateTimeline('taxdesk', p));
  const now = TEST_NOW.getTime();

  it('gives each account 0–6 proceedings of 1–5 notices across AY 2018-19 to 2025-26', () => {
    for (const t of timelines) {
      expect(t.proceedings.length).toBeLessThanOrEqual(6);
      for (const p of t.proceedings) {
        expect(p.notices.length).toBeGreaterThanOrEqual(1);
        expect(p.notices.length).toBeLessThanOrEqual(5);
        expect(p.ay).toBeGreaterThanOrEqual(2018);
        expect(p.ay).toBeLessThanOrEqual(2025);
        const issued = p.notices.map((n) => n.issuedOn);
        expect(issued).toEqual([...issued].sort((a, b) => a - b));
        if (p.closedOn !== null) expect(p.closedOn).toBeGreaterThan(issued[issued.length - 1]!);
      }
    }
    expect(timelines.some((t) => t.proceedings.length === 0)).toBe(true);
    expect(new Set(timelines.flatMap((t) => t.proceedings.map((p) => p.ay))).size).toBeGreaterThanOrEqual(6);
  });

  it('shows plenty in late November 2026 and schedules a few notices within days', () => {
    const notices = timelines.flatMap((t) => t.proceedings.flatMap((p) => p.notices));
    expect(notices.filter((n) => n.issuedOn <= now).length).toBeGreaterThan(60);
    const soon = notices.filter((n) => n.issuedOn > now && n.issuedOn <= now + 10 * DAY_MS);
    expect(soon.length).toBeGreaterThanOrEqual(2);
  });

  it('is deterministic from the seed', () => {
    const again = generateItProfiles('taxdesk', 20).map((p) => generateTimeline('taxdesk', p));
    expect(JSON.stringify(again)).toBe(JSON.stringify(timelines));
    const other = generateItProfiles('other', 20).map((p) => generateTimeline('other', p));
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(timelines));
  });

  it('builds 500 accounts’ timelines fast', () => {
    const many = generateItProfiles('bench', 500);
    const started = performance.now();
    for (const p of many) generateTimeline('bench', p);
    expect(performance.now() - started).toBeLessThan(1500);
  });
});

describe('the portal over time', () => {
  it('answers the same data for the same seed in two sandboxes', async () => {
    const read = async () => {
      const app = await testSandbox();
      const out: unknown[] = [];
      for (const account of usable.slice(0, 5)) {
        const cookie = await login(app, account);
        const rows = await allProceedings(app, cookie);
        for (const row of rows.values()) {
          out.push(row, (await proceedingDetails(app, cookie, row.proceedingReqId, account.pan)).json());
        }
      }
      return out;
    };
    expect(await read()).toEqual(await read());
  });

  it('reveals new notices, grown viewNoticeCount and new proceedings when the clock moves on', async () => {
    const app = await testSandbox();
    const before = new Map<string, Map<string, number>>();
    for (const account of usable) {
      const rows = await allProceedings(app, await login(app, account));
      before.set(account.pan, new Map([...rows.values()].map((r) => [r.proceedingReqId, r.viewNoticeCount])));
    }
    const clock = await app.inject({ method: 'POST', url: '/__sandbox/clock', payload: { advanceDays: 21 } });
    expect(clock.json().now).toBe(new Date(TEST_NOW.getTime() + 21 * DAY_MS).toISOString());

    let grown = 0;
    let added = 0;
    for (const account of usable) {
      // Three weeks on, the old session has idled out: sign in again, as a re-sync would.
      const cookie = await login(app, account);
      const rows = await allProceedings(app, cookie);
      const old = before.get(account.pan)!;
      for (const row of rows.values()) {
        const previous = old.get(row.proceedingReqId);
        if (previous === undefined) added++;
        else {
          expect(row.viewNoticeCount).toBeGreaterThanOrEqual(previous);
          if (row.viewNoticeCount > previous) {
            grown++;
            const notices = (await proceedingDetails(app, cookie, row.proceedingReqId, account.pan)).json();
            expect(notices).toHaveLength(row.viewNoticeCount);
          }
        }
      }
    }
    expect(grown).toBeGreaterThan(0);
    expect(grown + added).toBeGreaterThanOrEqual(2);
  });

  it('hides notices issued after the clock when it is set back', async () => {
    const app = await testSandbox();
    const account = usable[0]!;
    const cookie = await login(app, account);
    const now = await allProceedings(app, cookie);
    await app.inject({ method: 'POST', url: '/__sandbox/clock', payload: { now: '2019-01-01T00:00:00Z' } });
    const cookieThen = await login(app, account);
    const then = await allProceedings(app, cookieThen);
    expect(then.size).toBeLessThan(Math.max(1, now.size));
  });
});
