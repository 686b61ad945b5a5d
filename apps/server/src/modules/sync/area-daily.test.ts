import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PgBoss from 'pg-boss';
import { createTestServer, type TestServer } from '../../../test/harness';
import { gstServerArea } from '../../areas/gst/gst-server-area';
import { gstSyncPortal } from '../../areas/gst/gst-sync-portal';
import { startBoss } from '../../jobs/boss';
import { seedLogins } from '../../lib/areas/demo-logins';
import { startAreaDaily } from '../../lib/sync/daily';
import { slotQueue } from '../../lib/sync/schedule';
import { createSyncQueues } from '../../lib/sync/workers';

/** Any area's settings and daily schedule through the generic API (GST here: no area code of its own). */
const ORG = 'DAILY1';
let s: TestServer;
let boss: PgBoss;
let owner: { token: string };
let member: { token: string };

const settingsUrl = `/api/o/${ORG}/areas/gst/settings`;
const put = (token: string, payload: Record<string, unknown>) =>
  s.app.inject({ method: 'PUT', url: settingsUrl, headers: { authtoken: token }, payload });

beforeAll(async () => {
  s = await createTestServer();
  owner = await s.memberOf(ORG, 'owner');
  member = await s.memberOf(ORG, 'member');
  await seedLogins(s.ctx, ORG, gstSyncPortal, [
    { loginId: 'gstclient1', password: 'x', fields: {} },
    { loginId: 'gstclient2', password: 'y', fields: {} },
  ]);
  boss = await startBoss(s.ownerUrl, () => {});
  await createSyncQueues(boss, [gstSyncPortal]);
  s.ctx.boss = boss;
});

afterAll(async () => {
  await boss?.stop({ graceful: false, wait: true });
  await s?.close();
});

describe('area settings and the daily schedule', () => {
  it('answers the defaults with the area’s modules, and lets only owners and admins change them', async () => {
    const res = await s.app.inject({ method: 'GET', url: settingsUrl, headers: { authtoken: owner.token } });
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    expect(body.modules.map((m: { key: string }) => m.key)).toEqual(gstSyncPortal.modules.map((m) => m.key));
    expect(body.settings.schedule.enabled).toBe(false);
    expect(body.canEdit).toBe(true);
    expect((await put(member.token, body.settings)).statusCode).toBe(403);
    const bad = await put(owner.token, { ...body.settings, modules: ['nonsense'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Unknown sync module');
  });

  it('starts nothing while the schedule is off, then every account with the schedule’s modules', async () => {
    expect(await startAreaDaily(s.ctx, gstServerArea, ORG)).toEqual([]);
    const current = (
      await s.app.inject({ method: 'GET', url: settingsUrl, headers: { authtoken: owner.token } })
    ).json().data.settings;
    const schedule = {
      enabled: true,
      time: '03:15',
      timezone: 'Asia/Kolkata',
      modules: ['notices', 'demands'],
    };
    const saved = await put(owner.token, { ...current, schedule });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.nextRunAt).toEqual(expect.any(String));
    expect((await boss.getSchedules()).map((x) => x.name)).toContain(slotQueue(schedule));

    const [batch] = await startAreaDaily(s.ctx, gstServerArea, ORG);
    expect(batch!.runIds).toHaveLength(2);
    const [row] = (
      await s.ctx.pools.owner.query(`SELECT trigger, modules, started_by FROM sync_batches WHERE id = $1`, [
        batch!.batchId,
      ])
    ).rows;
    expect(row).toEqual({
      trigger: 'schedule',
      modules: ['notices', 'demands'],
      started_by: 'Daily schedule',
    });
  });

  it('starts nothing for an organisation whose GST licence is off', async () => {
    await s.ctx.pools.owner.query(`UPDATE orgs SET is_gst_active = false WHERE id = $1`, [ORG]);
    try {
      expect(await startAreaDaily(s.ctx, gstServerArea, ORG)).toEqual([]);
    } finally {
      await s.ctx.pools.owner.query(`UPDATE orgs SET is_gst_active = true WHERE id = $1`, [ORG]);
    }
  });
});
