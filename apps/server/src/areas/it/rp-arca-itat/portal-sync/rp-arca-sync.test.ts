import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sandboxArcaAccounts,
  sandboxItAccounts,
  sandboxItatAppeals,
  sandboxRpAccounts,
  startSandbox,
  type StartedSandbox,
} from '@taxdesk/sandbox';
import { RESOURCES } from '@taxdesk/domain';
import { inOrg } from '../../../../db/tenant';
import { upsertRecords } from '../../../../lib/records/upsert';
import { createTestServer, type TestServer } from '../../../../../test/harness';
import { createEfilingClient } from '../../../../lib/portal/efiling-client';
import { runAccountSync } from '../../../../lib/sync/engine';
import { asConnector } from '../../connector/efiling-connector';
import { createItatClient } from '../connector/itat-client';
import { saveLogin, type LoginKind } from '../logins/logins';
import { createBatchRuns } from '../../../../lib/sync/runs';
import { itatConnector, RP_ARCA_PORTALS } from './rp-arca-sync-portals';
import { RUN_PORTALS, type RunPortal } from './runs';

const SEED = 'rp-arca-test';
const ORG = 'RPAR01';
const NOW = new Date('2026-11-21T12:00:00Z');
const [rp, rp2, lockedRp] = sandboxRpAccounts({ seed: SEED });
const [ca, ca2] = sandboxArcaAccounts({ seed: SEED });

let sandbox: StartedSandbox;
let s: TestServer;
const fastSleep = () => new Promise<void>((r) => setTimeout(r, 5));
const efiling = () => createEfilingClient(sandbox.portals.it, { sleep: fastSleep });

async function run(
  portal: RunPortal,
  key: string,
  options: Record<string, unknown> = {},
  client = efiling(),
) {
  const { runIds } = await createBatchRuns(
    s.ctx.db,
    ORG,
    {
      portal,
      accountType: RUN_PORTALS[portal].accountType,
      queue: RUN_PORTALS[portal].queue,
      trigger: 'manual',
      modules: [],
      startedBy: 'test',
      startedByUser: null,
      skippedCount: 0,
      options,
    },
    [{ accountKey: key, modules: [], moduleLabels: 'test' }],
    new Date(),
  );
  const job = { orgId: ORG, runId: runIds[0]!, accountKey: key };
  if (portal === 'itat') {
    const itat = itatConnector(createItatClient(sandbox.portals.itat, { sleep: fastSleep }));
    return runAccountSync(s.ctx, RP_ARCA_PORTALS.itat, itat, { ...job, ...options });
  }
  return runAccountSync(s.ctx, RP_ARCA_PORTALS[portal], asConnector(client), job);
}

const q = async (text: string, params: unknown[] = []) => (await s.ctx.pools.owner.query(text, params)).rows;
const n = async (text: string, params: unknown[] = []) => Number((await q(text, params))[0].n);
const save = (kind: LoginKind, loginId: string, password: string) =>
  inOrg(s.ctx.db, ORG, (tx) => saveLogin(s.ctx, tx, ORG, kind, { loginId, password, details: {} }));
const control = (path: string, body: unknown) =>
  fetch(`${sandbox.url}/__sandbox/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A fingerprint of every record of these types: a sync that changed nothing leaves it as it was. */
async function snapshot(types: string[]) {
  const rows = await q(
    `SELECT count(*) AS n, max(updated_at) AS at FROM records WHERE org_id=$1 AND type = ANY($2)`,
    [ORG, types],
  );
  return { ...rows[0], events: await n(`SELECT count(*) n FROM record_events WHERE org_id=$1`, [ORG]) };
}

beforeAll(async () => {
  sandbox = await startSandbox({ seed: SEED, port: 0, rateLimitPerSecond: 0, now: () => NOW });
  s = await createTestServer({ portals: sandbox.portals });
  await s.memberOf(ORG);
});
afterAll(async () => {
  await s.close();
  await sandbox.close();
});

describe('Reply (representative) sync', () => {
  it('pulls the clients, their proceedings, notices with every PDF, and the request batches', async () => {
    await save('rp', rp!.rpPan, rp!.password);
    const outcome = await run('rp', rp!.rpPan);
    expect(outcome).toMatchObject({ status: 'succeeded', failedCount: 0 });
    const procs = await n(`SELECT count(*) n FROM records WHERE org_id=$1 AND type='rpProceeding'`, [ORG]);
    const notices = await n(`SELECT count(*) n FROM records WHERE org_id=$1 AND type='rpNotice'`, [ORG]);
    const batches = await n(`SELECT count(*) n FROM records WHERE org_id=$1 AND type='rpRequestBatch'`, [
      ORG,
    ]);
    expect(procs).toBeGreaterThan(3);
    expect(notices).toBeGreaterThanOrEqual(procs);
    expect(batches).toBeGreaterThan(0);
    expect(outcome.newCount).toBe(procs + notices + batches);
    expect(
      await n(`SELECT count(DISTINCT key) n FROM documents WHERE org_id=$1 AND type='rpNotice'`, [ORG]),
    ).toBe(notices);
    const tan = await q(
      `SELECT data FROM records WHERE org_id=$1 AND type='rpProceeding' AND data->>'entityType'='TAN' LIMIT 1`,
      [ORG],
    );
    expect(tan[0].data.entityNum).toMatch(/^[A-Z]{4}\d{5}[A-Z]$/);
    const batch = await q(`SELECT data FROM records WHERE org_id=$1 AND type='rpRequestBatch' LIMIT 1`, [
      ORG,
    ]);
    expect(batch[0].data.items.length).toBe(batch[0].data.totalCount);
    // Closed proceedings carry a closure date, worked out where the portal left it blank.
    const closed = await q(
      `SELECT data FROM records WHERE org_id=$1 AND type='rpProceeding' AND status='C'`,
      [ORG],
    );
    expect(closed.length).toBeGreaterThan(0);
    for (const c of closed) {
      expect(c.data.proceedingClosureDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(['portal', 'timeline']).toContain(c.data.closureDateFrom);
    }
    const [account] = await q(
      `SELECT status, data FROM records WHERE org_id=$1 AND type='rpAccount' AND key=$2`,
      [ORG, rp!.rpPan],
    );
    expect(account.status).toBe('ok');
    expect(account.data.clientCount).toBeGreaterThanOrEqual(5);
    expect(account.data.proceedingCount).toBe(procs);
  });

  it('writes nothing when nothing changed on the portal', async () => {
    const types = ['rpProceeding', 'rpNotice', 'rpRequestBatch'];
    const before = await snapshot(types);
    const outcome = await run('rp', rp!.rpPan);
    expect(outcome).toMatchObject({ status: 'succeeded', newCount: 0, changedCount: 0 });
    expect(await snapshot(types)).toEqual(before);
  });

  it('finds new notices and batches and updates batches in progress when the clock moves on', async () => {
    await control('clock', { advanceDays: 14 });
    try {
      const outcome = await run('rp', rp!.rpPan);
      expect(outcome.status).toBe('succeeded');
      expect(outcome.newCount + outcome.changedCount).toBeGreaterThan(0);
      const newBatches = await n(
        `SELECT count(*) n FROM record_events WHERE org_id=$1 AND type='rpRequestBatch' AND kind='new' AND run_id IS NOT NULL
         AND at > now() - interval '1 minute'`,
        [ORG],
      );
      expect(newBatches).toBeGreaterThan(0);
    } finally {
      await control('clock', { advanceDays: -14 });
    }
  });

  it('blocks a locked login instead of trying it again, and a new password unblocks it', async () => {
    await save('rp', lockedRp!.rpPan, lockedRp!.password);
    const first = await run('rp', lockedRp!.rpPan);
    expect(first).toMatchObject({ status: 'login_blocked', error: 'The portal has locked this login' });
    const second = await run('rp', lockedRp!.rpPan);
    expect(second.status).toBe('login_blocked');
    expect(second.error).toContain('Update the password');
    const [account] = await q(
      `SELECT status, data FROM records WHERE org_id=$1 AND type='rpAccount' AND key=$2`,
      [ORG, lockedRp!.rpPan],
    );
    expect(account.status).toBe('login_blocked');
    await control(`accounts/${lockedRp!.rpPan}/unlock`, {});
    await save('rp', lockedRp!.rpPan, lockedRp!.password);
    expect((await run('rp', lockedRp!.rpPan)).status).toBe('succeeded');
  });

  it('keeps each login’s records under its own account', async () => {
    await save('rp', rp2!.rpPan, rp2!.password);
    expect((await run('rp', rp2!.rpPan)).status).toBe('succeeded');
    const byAccount = await q(
      `SELECT account_key, count(*)::int AS n FROM records WHERE org_id=$1 AND type='rpProceeding' GROUP BY 1`,
      [ORG],
    );
    expect(byAccount.map((r) => r.account_key).sort()).toEqual(
      [rp!.rpPan, rp2!.rpPan, lockedRp!.rpPan].sort(),
    );
  });
});

describe('ARCA sync', () => {
  it('pulls the CA profile, worklist, filed forms and UDINs', async () => {
    await save('arca', ca!.arcaId, ca!.password);
    const outcome = await run('arca', ca!.arcaId);
    expect(outcome).toMatchObject({ status: 'succeeded', failedCount: 0 });
    const count = (type: string) =>
      n(`SELECT count(*) n FROM records WHERE org_id=$1 AND type=$2`, [ORG, type]);
    const worklist = await count('arcaWorklistItem');
    const forms = await count('arcaFiledForm');
    expect(worklist).toBeGreaterThan(forms);
    expect(forms).toBeGreaterThan(0);
    expect(await count('udin')).toBe(forms);
    const [account] = await q(
      `SELECT status, data FROM records WHERE org_id=$1 AND type='arcaAccount' AND key=$2`,
      [ORG, ca!.arcaId],
    );
    expect(account.status).toBe('ok');
    expect(account.data).toMatchObject({
      name: ca!.name,
      membershipNo: ca!.membershipNo,
      firmName: ca!.firmName,
      worklistCount: worklist,
      filedFormCount: forms,
    });
    const clientPans = new Set(sandboxItAccounts({ seed: SEED }).map((a) => a.pan));
    const items = await q(`SELECT data FROM records WHERE org_id=$1 AND type='arcaWorklistItem'`, [ORG]);
    expect(items.every((r) => clientPans.has(r.data.pan))).toBe(true);
  });

  it('writes nothing on a re-sync with no change, and moves items on as the clock passes', async () => {
    const types = ['arcaWorklistItem', 'arcaFiledForm', 'udin'];
    const before = await snapshot(types);
    expect(await run('arca', ca!.arcaId)).toMatchObject({
      status: 'succeeded',
      newCount: 0,
      changedCount: 0,
    });
    expect(await snapshot(types)).toEqual(before);
    await control('clock', { advanceDays: 40 });
    try {
      const later = await run('arca', ca!.arcaId);
      expect(later.newCount + later.changedCount).toBeGreaterThan(0);
    } finally {
      await control('clock', { advanceDays: -40 });
    }
  });

  it('blocks the login on a wrong password, does not try again, and a new password unblocks it', async () => {
    await save('arca', ca2!.arcaId, 'Wrong@0000');
    const first = await run('arca', ca2!.arcaId);
    expect(first).toMatchObject({ status: 'login_blocked', error: 'The portal refused the password' });
    const second = await run('arca', ca2!.arcaId);
    expect(second.status).toBe('login_blocked');
    expect(second.error).toContain('Update the password');
    // The portal counted one wrong password only: the second run never asked it.
    const probe = await fetch(`${sandbox.portals.it}/iec/loginapi/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', sn: 'wLoginService' },
      body: JSON.stringify({ entity: ca2!.arcaId, serviceName: 'wLoginService' }),
    }).then((r) => r.json() as Promise<Record<string, unknown>>);
    const step2 = await fetch(`${sandbox.portals.it}/iec/loginapi/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', sn: 'loginService' },
      body: JSON.stringify({
        ...probe,
        serviceName: 'loginService',
        pass: Buffer.from('nope').toString('base64'),
      }),
    }).then((r) => r.json() as Promise<Record<string, unknown>>);
    expect(step2.remainingAttempts).toBe(3);
    const [account] = await q(
      `SELECT status, data FROM records WHERE org_id=$1 AND type='arcaAccount' AND key=$2`,
      [ORG, ca2!.arcaId],
    );
    expect(account.data).toMatchObject({
      loginStatus: 'login_blocked',
      loginReason: 'The portal refused the password',
    });
    await save('arca', ca2!.arcaId, ca2!.password);
    expect((await run('arca', ca2!.arcaId)).status).toBe('succeeded');
  });
});

describe('portal failures', () => {
  it('a throttling portal only slows the sync; a failing one fails the run with the reason', async () => {
    await control('faults', { rateLimitPerSecond: 2 });
    try {
      // The client waits as the portal's Retry-After says.
      const patient = createEfilingClient(sandbox.portals.it);
      expect(await run('arca', ca!.arcaId, {}, patient)).toMatchObject({
        status: 'succeeded',
        failedCount: 0,
      });
    } finally {
      await control('faults', { rateLimitPerSecond: 0 });
    }
    await control('faults', { failRate: 1 });
    try {
      const failed = await run('rp', rp!.rpPan);
      expect(failed.status).toBe('failed');
      expect(failed.error).toMatch(/^Sign-in failed/);
      const [account] = await q(`SELECT data FROM records WHERE org_id=$1 AND type='rpAccount' AND key=$2`, [
        ORG,
        rp!.rpPan,
      ]);
      expect(account.data.loginStatus).toBe('error');
      const open = await q(
        `SELECT module, ref FROM sync_failures WHERE org_id=$1 AND portal='rp' AND account_key=$2 AND resolved_at IS NULL`,
        [ORG, rp!.rpPan],
      );
      expect(open).toEqual([{ module: 'account', ref: 'Sign-in' }]);
    } finally {
      await control('faults', { failRate: 0 });
    }
    // The next clean run resolves the failed item and the login is synced again.
    expect((await run('rp', rp!.rpPan)).status).toBe('succeeded');
    expect(
      await n(
        `SELECT count(*) n FROM sync_failures WHERE org_id=$1 AND portal='rp' AND resolved_at IS NULL`,
        [ORG],
      ),
    ).toBe(0);
  });
});

describe('ITAT case-status sync', () => {
  const appeals = sandboxItatAppeals({ seed: SEED, accountCount: 20 });
  const visible = appeals.filter((a) => a.filedByAnchor);
  const pan = [...new Set(visible.map((a) => a.pan))].sort(
    (a, b) => appeals.filter((x) => x.pan === b).length - appeals.filter((x) => x.pan === a).length,
  )[0]!;

  it('updates imported appeals from the tribunal, keeps the firm’s remarks, and reports unknown numbers', async () => {
    const mine = visible.filter((a) => a.pan === pan);
    const imported = [
      // As a firm's register might spell it: lower case, leading zero.
      {
        appealNo: mine[0]!.appealNo.replace(/^(\w+) (\d)/, '$1 0$2'),
        pan,
        remarks: 'Brief counsel',
        status: 'pending',
      },
      { appealNo: 'ITA 99999/MUM/2020', pan, remarks: 'Mistyped', status: 'pending' },
    ];
    await inOrg(s.ctx.db, ORG, (tx) =>
      upsertRecords(
        tx,
        ORG,
        RESOURCES.itatAppeal,
        imported.map((data) => ({ data })),
        { source: 'manual' },
      ),
    );
    const outcome = await run('itat', pan, { searchByPan: false });
    expect(outcome.status).toBe('failed');
    expect(outcome.failedCount).toBe(1);
    const [kept] = await q(
      `SELECT source, data FROM records WHERE org_id=$1 AND type='itatAppeal' AND key=$2`,
      [ORG, encodeURIComponent(imported[0]!.appealNo)],
    );
    expect(kept.source).toBe('manual');
    expect(kept.data).toMatchObject({ remarks: 'Brief counsel', bench: expect.any(String), ay: mine[0]!.ay });
    expect(['pending', 'fixed', 'adjourned', 'heard', 'disposed']).toContain(kept.data.status);
    const open = await q(
      `SELECT ref FROM sync_failures WHERE org_id=$1 AND portal='itat' AND resolved_at IS NULL`,
      [ORG],
    );
    expect(open.map((r) => r.ref)).toEqual(['ITA 99999/MUM/2020']);
    // Without the search by PAN, the PAN's other appeals are not added.
    expect(await n(`SELECT count(*) n FROM records WHERE org_id=$1 AND type='itatAppeal'`, [ORG])).toBe(2);
  });

  it('adds the PAN’s other appeals when searching by PAN, and writes nothing the second time', async () => {
    const outcome = await run('itat', pan, { searchByPan: true });
    const all = visible.filter((a) => a.pan === pan).length;
    expect(outcome.newCount).toBe(all - 1);
    expect(await n(`SELECT count(*) n FROM records WHERE org_id=$1 AND type='itatAppeal'`, [ORG])).toBe(
      all + 1,
    );
    const before = await snapshot(['itatAppeal']);
    const again = await run('itat', pan, { searchByPan: true });
    expect(again).toMatchObject({ newCount: 0, changedCount: 0 });
    expect(await snapshot(['itatAppeal'])).toEqual(before);
  });

  it('stamps when the tribunal was asked on the PAN’s income-tax account, apart from that account’s own sync', async () => {
    const other = [...new Set(visible.map((a) => a.pan))].find((p) => p !== pan)!;
    const itSynced = '2026-11-01T05:00:00.000Z';
    // The mistyped appeal of the first test fails every run of the PAN: it goes, so the run is clean.
    await q(`DELETE FROM records WHERE org_id=$1 AND type='itatAppeal' AND key=$2`, [
      ORG,
      encodeURIComponent('ITA 99999/MUM/2020'),
    ]);
    await inOrg(s.ctx.db, ORG, (tx) =>
      upsertRecords(
        tx,
        ORG,
        RESOURCES.itAccount,
        [{ data: { pan, loginStatus: 'active', lastSyncedAt: itSynced } }],
        {
          source: 'system',
        },
      ),
    );
    expect((await run('itat', pan, { searchByPan: true })).status).toBe('succeeded');
    const [account] = await q(`SELECT data FROM records WHERE org_id=$1 AND type='itAccount' AND key=$2`, [
      ORG,
      pan,
    ]);
    expect(account.data.lastSyncedAt).toBe(itSynced);
    expect(Date.parse(account.data.itatSyncedAt)).toBeGreaterThan(Date.parse(itSynced));

    // A PAN searched for appeals that the firm holds no income-tax account for does not become one.
    expect((await run('itat', other, { searchByPan: true })).status).toBe('succeeded');
    expect(
      await n(`SELECT count(*) n FROM records WHERE org_id=$1 AND type='itAccount' AND key=$2`, [ORG, other]),
    ).toBe(0);
  });

  it('reports the tribunal failing as a failed run with the reason', async () => {
    await control('faults', { failRate: 1 });
    try {
      const outcome = await run('itat', pan, { searchByPan: true });
      expect(outcome.status).toBe('failed');
      expect(outcome.error).toMatch(/answered 50\d/);
    } finally {
      await control('faults', { failRate: 0 });
    }
  });
});
