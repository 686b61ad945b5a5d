import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, sandboxItAccounts, type StartedSandbox } from '@taxdesk/sandbox';
import { startBoss } from '../../../jobs/boss';
import { inOrg } from '../../../db/tenant';
import { createSyncRun } from '../../../lib/sync-log';
import { answerRequest } from '../../../lib/sync/sign-in-requests';
import { createTestServer, type TestServer } from '../../../../test/harness';
import { saveItAccount } from '../accounts/it-accounts';
import { createItPortalClient } from '../connector/it-portal-client';
import { syncItAccount } from '../../../../test/it-sync';
import { startSyncBatch } from '../../../lib/sync/batches';
import { createSyncQueues, startSyncWorkers } from '../../../lib/sync/workers';
import { itSyncPortal } from './it-sync-portal';

const ORG = 'SYNC01';
const accounts = sandboxItAccounts({ seed: 'sync-test', accountCount: 20 });
const normal = accounts.filter((a) => a.behaviour === 'normal');
const byBehaviour = (b: string) => accounts.find((a) => a.behaviour === b)!;

let sandbox: StartedSandbox;
let s: TestServer;
let tenant: { orgId: string; userId: string; role: 'owner' };
const portal = () =>
  createItPortalClient(sandbox.portals.it, { sleep: () => new Promise((r) => setTimeout(r, 5)) });

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 'sync-test', accountCount: 20, port: 0, rateLimitPerSecond: 0 });
  s = await createTestServer({ portals: sandbox.portals });
  const member = await s.memberOf(ORG);
  tenant = { orgId: ORG, userId: member.userId, role: 'owner' };
  for (const a of accounts)
    await saveItAccount(s.ctx, tenant, { pan: a.pan, password: a.password, name: a.name });
});
afterAll(async () => {
  await s.close();
  await sandbox.close();
});

async function sync(pan: string) {
  const runId = await createSyncRun(s.ctx.db, ORG, {
    portal: 'it',
    accountKey: pan,
    startedBy: 'test',
    modules: 'all',
  });
  // This file is about e-proceedings; the other modules have their own tests beside them.
  const outcome = await syncItAccount(s.ctx, portal(), { orgId: ORG, pan, runId, modules: ['proceedings'] });
  return { runId, outcome };
}

const count = async (sql: string, params: unknown[] = []) =>
  Number((await s.ctx.pools.owner.query(sql, params)).rows[0].n);

const control = (path: string, body: unknown) =>
  fetch(`${sandbox.url}/__sandbox/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('income-tax sync against the sandbox portal', () => {
  it('pulls proceedings, notices and every notice PDF, and logs the run', async () => {
    const pan = normal[0]!.pan;
    const { runId, outcome } = await sync(pan);
    expect(outcome.status).toBe('succeeded');
    const proceedings = await count(
      `SELECT count(*) n FROM records WHERE org_id=$1 AND type='itProceeding' AND account_key=$2`,
      [ORG, pan],
    );
    const notices = await count(
      `SELECT count(*) n FROM records WHERE org_id=$1 AND type='itNotice' AND account_key=$2`,
      [ORG, pan],
    );
    const docs = await count(
      `SELECT count(DISTINCT key) n FROM documents WHERE org_id=$1 AND type='itNotice'`,
      [ORG],
    );
    expect(proceedings).toBeGreaterThan(0);
    expect(notices).toBeGreaterThanOrEqual(proceedings);
    expect(docs).toBe(notices);
    expect(outcome.newCount).toBe(proceedings + notices);
    const pdf = await s.ctx.pools.owner.query(`SELECT content FROM documents WHERE org_id=$1 LIMIT 1`, [ORG]);
    expect(pdf.rows[0].content.subarray(0, 5).toString()).toBe('%PDF-');

    const log = await s.ctx.pools.owner.query(
      `SELECT data FROM records WHERE org_id=$1 AND type='syncLog' AND key=$2`,
      [ORG, runId],
    );
    expect(log.rows[0].data).toMatchObject({
      status: 'succeeded',
      newCount: outcome.newCount,
      accountKey: pan,
    });
    const account = await s.ctx.pools.owner.query(
      `SELECT status, data FROM records WHERE org_id=$1 AND type='itAccount' AND key=$2`,
      [ORG, pan],
    );
    expect(account.rows[0].status).toBe('ok');
    expect(account.rows[0].data.proceedingCount).toBe(proceedings);
  });

  it('serves a notice PDF from the detail to members only', async () => {
    const member = await s.ctx.pools.owner.query(`SELECT email FROM users WHERE id=$1`, [tenant.userId]);
    const token = await s.tokenFor(member.rows[0].email);
    const notice = await s.ctx.pools.owner.query(
      `SELECT key FROM records WHERE org_id=$1 AND type='itNotice' LIMIT 1`,
      [ORG],
    );
    const detail = await s.app.inject({
      method: 'GET',
      url: `/api/o/${ORG}/records/itNotice/item/${notice.rows[0].key}`,
      headers: { authtoken: token },
    });
    const doc = detail.json().data.documents[0];
    expect(doc).toMatchObject({ contentType: 'application/pdf' });
    const pdf = await s.app.inject({
      method: 'GET',
      url: `/api/o/${ORG}/documents/${doc.id}`,
      headers: { authtoken: token },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const outsider = (await s.memberOf('SYNC02')).token;
    expect(
      (
        await s.app.inject({
          method: 'GET',
          url: `/api/o/SYNC02/documents/${doc.id}`,
          headers: { authtoken: outsider },
        })
      ).statusCode,
    ).toBe(404);
    // Passwords never leave the server.
    const list = await s.app.inject({
      method: 'GET',
      url: `/api/o/${ORG}/records/itAccount`,
      headers: { authtoken: token },
    });
    for (const a of accounts) expect(list.body).not.toContain(a.password);
  });

  it('writes nothing on a re-sync with no change', async () => {
    const pan = normal[0]!.pan;
    const before = await s.ctx.pools.owner.query(
      `SELECT max(updated_at) AS at, count(*) AS n FROM records WHERE org_id=$1 AND type IN ('itProceeding','itNotice')`,
      [ORG],
    );
    const events = await count(`SELECT count(*) n FROM record_events WHERE org_id=$1`, [ORG]);
    const { outcome } = await sync(pan);
    expect(outcome).toMatchObject({ status: 'succeeded', newCount: 0, changedCount: 0 });
    const after = await s.ctx.pools.owner.query(
      `SELECT max(updated_at) AS at, count(*) AS n FROM records WHERE org_id=$1 AND type IN ('itProceeding','itNotice')`,
      [ORG],
    );
    expect(after.rows[0]).toEqual(before.rows[0]);
    expect(await count(`SELECT count(*) n FROM record_events WHERE org_id=$1`, [ORG])).toBe(events);
  });

  it('finds the notices the portal issues later, and records them as new', async () => {
    const pans = normal.slice(0, 8).map((a) => a.pan);
    for (const pan of pans) await sync(pan);
    const before = await count(`SELECT count(*) n FROM records WHERE org_id=$1 AND type='itNotice'`, [ORG]);
    await control('clock', { advanceDays: 30 });
    let found = 0;
    for (const pan of pans) found += (await sync(pan)).outcome.newCount;
    const after = await count(`SELECT count(*) n FROM records WHERE org_id=$1 AND type='itNotice'`, [ORG]);
    expect(after).toBeGreaterThan(before);
    expect(found).toBeGreaterThanOrEqual(after - before);
    expect(
      await count(
        `SELECT count(*) n FROM record_events WHERE org_id=$1 AND type='itNotice' AND kind='new' AND at > now() - interval '1 minute'`,
        [ORG],
      ),
    ).toBeGreaterThan(0);
  });

  it('blocks the login on a wrong password and does not try again until the password is updated', async () => {
    const a = normal[1]!;
    await control(`accounts/${a.pan}/password`, { password: 'Changed@2026' });
    const first = await sync(a.pan);
    expect(first.outcome.status).toBe('login_blocked');
    const cred = await s.ctx.pools.owner.query(
      `SELECT blocked_reason, attempts_left FROM portal_credentials WHERE org_id=$1 AND login_id=$2`,
      [ORG, a.pan],
    );
    expect(cred.rows[0].blocked_reason).toMatch(/refused the password/);
    // The e-filing portal's remainingAttempts, kept with the credential and on the account.
    expect(cred.rows[0].attempts_left).toBe(4);
    const acc = await s.ctx.pools.owner.query(
      `SELECT status, data->'loginAttemptsLeft' AS left FROM records WHERE org_id=$1 AND type='itAccount' AND key=$2`,
      [ORG, a.pan],
    );
    expect(acc.rows[0]).toEqual({ status: 'login_blocked', left: 4 });

    // The portal is not asked again: its failed-attempt count stays at one.
    await sync(a.pan);
    const portalView = (await (await fetch(`${sandbox.url}/__sandbox/accounts`)).json()) as {
      accounts: { pan: string; failedAttempts: number }[];
    };
    expect(portalView.accounts.find((x) => x.pan === a.pan)!.failedAttempts).toBe(1);

    const res = await s.app.inject({
      method: 'PUT',
      url: `/api/o/${ORG}/it/accounts/${a.pan}/password`,
      headers: {
        authtoken: await s.tokenFor(
          (await s.ctx.pools.owner.query(`SELECT email FROM users WHERE id=$1`, [tenant.userId])).rows[0]
            .email,
        ),
      },
      payload: { password: 'Changed@2026' },
    });
    expect(res.statusCode).toBe(200);
    expect((await sync(a.pan)).outcome.status).toBe('succeeded');
    const after = await s.ctx.pools.owner.query(
      `SELECT attempts_left, refused_secret IS NOT NULL AS refused FROM portal_credentials WHERE org_id=$1 AND login_id=$2`,
      [ORG, a.pan],
    );
    expect(after.rows[0]).toEqual({ attempts_left: null, refused: true });
  });

  it('shows a locked account as login blocked; an OTP account waits for its OTP and signs in with it', async () => {
    const locked = await sync(byBehaviour('locked').pan);
    expect(locked.outcome).toMatchObject({ status: 'login_blocked', error: expect.stringMatching(/locked/) });
    const pan = byBehaviour('otp').pan;
    const otp = await sync(pan);
    expect(otp.outcome).toMatchObject({ status: 'waiting', error: expect.stringMatching(/OTP/) });
    const acc = await s.ctx.pools.owner.query(
      `SELECT status FROM records WHERE org_id=$1 AND type='itAccount' AND key=$2`,
      [ORG, pan],
    );
    expect(acc.rows[0].status).toBe('waiting');
    const [question] = (
      await s.ctx.pools.owner.query(`SELECT id, kind, prompt FROM sign_in_requests WHERE run_id = $1`, [
        otp.runId,
      ])
    ).rows;
    expect(question).toMatchObject({ kind: 'otp', prompt: expect.stringMatching(/mobile XXXXXX\d{4}/) });
    // The person types the OTP the portal sent (read from the sandbox's test control); the run goes on.
    const sent = (await (await fetch(`${sandbox.url}/__sandbox/accounts/${pan}/otp`)).json()) as {
      otp: string;
    };
    await inOrg(s.ctx.db, ORG, (tx) => answerRequest(s.ctx, tx, ORG, question.id, sent.otp, 'test'));
    await s.ctx.pools.owner.query(
      `UPDATE records SET status = 'queued', data = data || '{"status":"queued","resumed":true}' WHERE org_id = $1 AND type = 'syncLog' AND key = $2`,
      [ORG, otp.runId],
    );
    const resumed = await syncItAccount(s.ctx, portal(), {
      orgId: ORG,
      pan,
      runId: otp.runId,
      modules: ['proceedings'],
    });
    expect(resumed.status).toBe('succeeded');
  });

  it('gets through a flaky account and rate limits', async () => {
    await control('faults', { rateLimitPerSecond: 3 });
    const flaky = await sync(byBehaviour('flaky').pan);
    expect(['succeeded', 'failed']).toContain(flaky.outcome.status);
    expect((await sync(normal[2]!.pan)).outcome.status).toBe('succeeded');
    await control('faults', { rateLimitPerSecond: 0 });
  });

  it('runs syncs as jobs on the queue, one run per account at a time', async () => {
    const boss = await startBoss(s.ownerUrl, () => {});
    try {
      await createSyncQueues(boss, [itSyncPortal]);
      const ctx = { ...s.ctx, boss };
      await startSyncWorkers(ctx, boss, [itSyncPortal], () => 2);
      const pans = normal.slice(3, 6).map((a) => a.pan);
      const enqueue = () =>
        startSyncBatch(ctx, ORG, itSyncPortal, {
          accounts: pans.map((accountKey) => ({ accountKey })),
          modules: itSyncPortal.modules.map((m) => m.key),
          trigger: 'manual',
          startedBy: 'test',
        });
      const { runIds } = await enqueue();
      expect(runIds).toHaveLength(3);
      expect((await enqueue()).skipped).toEqual(pans);
      for (let i = 0; i < 100; i++) {
        const done = await count(
          `SELECT count(*) n FROM records WHERE org_id=$1 AND type='syncLog' AND key = ANY($2) AND status = 'succeeded'`,
          [ORG, runIds],
        );
        if (done === 3) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(
        await count(
          `SELECT count(*) n FROM records WHERE org_id=$1 AND type='syncLog' AND key = ANY($2) AND status = 'succeeded'`,
          [ORG, runIds],
        ),
      ).toBe(3);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });
});
