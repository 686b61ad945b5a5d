import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness';
import { startBoss } from '../../jobs/boss';
import { syncEverything } from '../../lib/areas/first-sync';
import { seedLogins } from '../../lib/areas/demo-logins';
import { startSyncBatch } from '../../lib/sync/batches';
import { runAccountSync } from '../../lib/sync/engine';
import { createSyncQueues } from '../../lib/sync/workers';
import { upload, xlsxFile } from '../../../test/imports-test-support';
import { icegateSyncPortal } from './icegate-sync-portal';

/**
 * `licIceGateCounter` is ICEGATE's licence date (SPEC §3: a YYYYMMDD date, like every feature's
 * expiry): past it, or with ICEGATE switched off, accounts cannot be imported, syncs cannot be
 * started, a run queued before it ended does not sign in, and a first start leaves ICEGATE out.
 */
const ORG = 'ICELIC';
const NOW = new Date('2026-11-21T06:00:00Z');
const LOGIN = 'suryaexports';

let s: TestServer;
let boss: PgBoss;
let token: string;

const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await s.ctx.pools.owner.query(text, params)).rows as T[];

const setCounter = (day: number) => q('UPDATE orgs SET lic_ice_gate_counter = $2 WHERE id = $1', [ORG, day]);

beforeAll(async () => {
  // Nothing listens on the portal address: a run that got as far as signing in would fail differently.
  s = await createTestServer({ now: () => NOW });
  token = (await s.memberOf(ORG)).token;
  await seedLogins(s.ctx, ORG, icegateSyncPortal, [
    { loginId: LOGIN, password: 'Secret@123', fields: { name: 'Surya Exports' } },
  ]);
  boss = await startBoss(s.ownerUrl, () => {});
  await createSyncQueues(boss, [icegateSyncPortal]);
  s.ctx.boss = boss;
});

afterAll(async () => {
  await boss?.stop({ graceful: false, wait: true });
  await s?.close();
});

describe('ICEGATE licence date (licIceGateCounter)', () => {
  it('refuses an import of accounts and a sync start once it has passed, and writes nothing', async () => {
    await setCounter(20261120);
    const file = await xlsxFile([
      ['ICEGATE ID', 'Password', 'Name'],
      ['newexporter', 'Secret@123', 'New Exporter'],
    ]);
    const preview = await upload(s, token, ORG, 'icegateAccounts', file);
    expect(preview.status).toBe(403);
    expect(preview.body).toMatchObject({ success: false, message: "You don't have access" });
    const start = await s.app.inject({
      method: 'POST',
      url: `/api/o/${ORG}/sync/icegate/batches`,
      headers: { authtoken: token },
      payload: {},
    });
    expect(start.statusCode).toBe(403);
    expect(await q(`SELECT 1 FROM sync_batches WHERE org_id = $1`, [ORG])).toEqual([]);
    expect(
      await q(`SELECT key FROM records WHERE org_id = $1 AND type = 'icegateAccount' ORDER BY key`, [ORG]),
    ).toEqual([{ key: LOGIN }]);

    await setCounter(20261121); // valid through its own day
    const again = await upload(s, token, ORG, 'icegateAccounts', file);
    expect(again.status).toBe(200);
    expect(again.body.data.counts).toMatchObject({ valid: 1, new: 1 });
  });

  it('ends a run queued before the date passed without signing in, with the reason on its log', async () => {
    await setCounter(20271231);
    const started = await startSyncBatch(s.ctx, ORG, icegateSyncPortal, {
      accounts: [{ accountKey: LOGIN }],
      modules: ['shippingBills'],
      trigger: 'manual',
      startedBy: 'test',
    });
    const runId = started.runIds[0]!;
    await setCounter(20261120);
    const outcome = await runAccountSync(s.ctx, icegateSyncPortal, icegateSyncPortal.connector(s.ctx), {
      orgId: ORG,
      runId,
      accountKey: LOGIN,
      modules: ['shippingBills'],
      batchId: started.batchId!,
    });
    expect(outcome).toMatchObject({
      status: 'failed',
      error: 'The ICEGATE licence ended on 20-11-2026; the sync did not run',
    });
    const [log] = await q<{ data: Record<string, unknown> }>(
      `SELECT data FROM records WHERE org_id = $1 AND type = 'syncLog' AND key = $2`,
      [ORG, runId],
    );
    expect(log!.data).toMatchObject({ status: 'failed', error: outcome.error });
    const [account] = await q<{ data: Record<string, unknown> }>(
      `SELECT data FROM records WHERE org_id = $1 AND type = 'icegateAccount' AND key = $2`,
      [ORG, LOGIN],
    );
    // Not a login problem: the login keeps its state and is not blocked.
    expect(account!.data.loginStatus).toBe('new');
    expect(
      await q(`SELECT blocked_reason FROM portal_credentials WHERE org_id = $1 AND portal = 'icegate'`, [
        ORG,
      ]),
    ).toEqual([{ blocked_reason: null }]);
  });

  it('leaves ICEGATE out of a first start while the date has passed or the flag is off', async () => {
    await setCounter(20261120);
    expect(await syncEverything(s.ctx, ORG, 'First start')).not.toContain('icegate');
    await setCounter(20271231);
    await q('UPDATE orgs SET is_ice_gate_active = false WHERE id = $1', [ORG]);
    expect(await syncEverything(s.ctx, ORG, 'First start')).not.toContain('icegate');
    await q('UPDATE orgs SET is_ice_gate_active = true WHERE id = $1', [ORG]);
    expect(await syncEverything(s.ctx, ORG, 'First start')).toContain('icegate');
  });
});
