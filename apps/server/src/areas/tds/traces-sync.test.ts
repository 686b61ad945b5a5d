import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxTdsAccounts, startSandbox, type StartedSandbox } from '@taxdesk/sandbox';
import { createTestServer, type TestServer } from '../../../test/harness';
import { misdirectedCalls } from '../../../test/sandbox-origins';
import type { PortalError } from '../../lib/sync/portal-error';
import { challansSync } from './challans-sync';
import { defaultsSync } from './defaults-sync';
import { downloadRequestsSync } from './download-requests-sync';
import { expandDownloadChoice, fileDownloadRequests } from './download-request-filing';
import { ldcSync } from './ldc-sync';
import { checkPanList, verifyPans } from './pan-verification';
import { statementsSync } from './statements-sync';
import { TracesClient, tracesHosts } from './traces-client';
import { captchaAnswer, signInTraces, tracesClient, tracesRun } from '../../../test/traces-test-support';

/** The TRACES connector and modules against the sandbox: sign-in, every module, downloads end to end. */

const ORG = 'TDS001';
const SEED = 'tds-sync';
const TODAY = '2026-11-21';
const accounts = sandboxTdsAccounts({ seed: SEED });
const normal = accounts[0]!;
const locked = accounts.find((a) => a.behaviour === 'locked')!;
const SLOW = 120_000;

let sandbox: StartedSandbox;
let s: TestServer;

beforeAll(async () => {
  sandbox = await startSandbox({
    seed: SEED,
    port: 0,
    rateLimitPerSecond: 0,
    slowDelayMs: 0,
    now: () => new Date(`${TODAY}T06:30:00Z`),
  });
  s = await createTestServer({ portals: sandbox.portals });
  await s.memberOf(ORG);
});

afterAll(async () => {
  await s?.close();
  await sandbox?.close();
});

const control = (path: string, body: unknown = {}) =>
  fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const rows = async (type: string) =>
  (
    await s.ctx.pools.owner.query(`SELECT key, data FROM records WHERE org_id=$1 AND type=$2 ORDER BY key`, [
      ORG,
      type,
    ])
  ).rows as {
    key: string;
    data: Record<string, unknown>;
  }[];
const docs = async (key: string) =>
  (
    await s.ctx.pools.owner.query(
      `SELECT doc_id, content FROM documents WHERE org_id=$1 AND type='tdsDownloadRequest' AND key=$2`,
      [ORG, key],
    )
  ).rows as { doc_id: string; content: Buffer }[];

async function run(client = tracesClient(sandbox.portals)) {
  const session = await signInTraces(client, sandbox.url, normal.tan, normal.password, normal.userId);
  return tracesRun(s.ctx, client, session, ORG, TODAY);
}

describe('TRACES sign-in', () => {
  it('asks a captcha, answers a wrong one with a fresh one, and signs in with the right one', async () => {
    const client = tracesClient(sandbox.portals);
    const credentials = { loginId: normal.tan, password: normal.password };
    const first = await client.signIn(credentials);
    expect(first).toMatchObject({ done: false, challenge: { kind: 'captcha', mimeType: 'image/png' } });
    if (first.done) return;
    const again = await client.answer(credentials, first.state, 'WRONG1');
    expect(again.done).toBe(false);
    if (again.done) return;
    expect(again.state.captchaId).not.toBe(first.state.captchaId);
    const done = await client.answer(
      credentials,
      again.state,
      await captchaAnswer(sandbox.url, again.state.captchaId),
    );
    expect(done.done).toBe(true);
  });

  it('refuses a wrong password, a locked login and a user id that is not the TAN’s', async () => {
    const client = tracesClient(sandbox.portals);
    const kind = (p: Promise<unknown>) =>
      p.then(
        () => 'signed in',
        (e: PortalError) => e.kind,
      );
    expect(await kind(signInTraces(client, sandbox.url, accounts[1]!.tan, 'wrong'))).toBe('wrong_password');
    expect(await kind(signInTraces(client, sandbox.url, locked.tan, locked.password))).toBe('locked');
    expect(await kind(signInTraces(client, sandbox.url, normal.tan, normal.password, 'someoneelse'))).toBe(
      'unknown_login',
    );
  });
});

describe('TRACES modules', { timeout: SLOW }, () => {
  it('syncs statements, defaults, certificates and challans, and a re-run writes nothing new', async () => {
    const first = await run();
    for (const mod of [statementsSync, defaultsSync, ldcSync, challansSync]) await mod.run(first);
    expect(first.failures).toEqual([]);
    const statements = await rows('tdsStatement');
    expect(statements.length).toBeGreaterThan(10);
    expect(statements[0]!.data).toMatchObject({ tan: normal.tan });
    expect(String(statements[0]!.data.tokenNo)).toMatch(/^\d{4}X+\d{4}$/);
    const rejected = statements.find((r) => r.data.status === 'Statement Rejected');
    if (rejected) expect(rejected.data.reason).toMatch(/T-FV/);
    expect((await rows('tdsChallan')).length).toBeGreaterThan(5);
    expect(first.accountPatch.statementCount).toBe(statements.length);
    expect(first.counts.newCount).toBeGreaterThan(0);

    const second = await run();
    for (const mod of [statementsSync, defaultsSync, ldcSync, challansSync]) await mod.run(second);
    expect(second.counts).toEqual({ newCount: 0, changedCount: 0, failedCount: 0 });
  });

  it('rides out server errors by retrying, and ends the run when the session expires', async () => {
    const r = await run();
    await control('/__sandbox/faults', { failRate: 0.2 });
    try {
      await defaultsSync.run(r);
      await statementsSync.run(r);
    } finally {
      await control('/__sandbox/faults', { failRate: 0 });
    }
    expect(r.counts.newCount + r.counts.changedCount).toBe(0);
    // Throttled: the client waits as Retry-After says and goes on.
    await control('/__sandbox/faults', { rateLimitPerSecond: 2 });
    try {
      const throttled = await run(new TracesClient(tracesHosts(sandbox.portals)));
      await ldcSync.run(throttled);
      expect(throttled.failures).toEqual([]);
    } finally {
      await control('/__sandbox/faults', { rateLimitPerSecond: 0 });
    }
    await control(`/__sandbox/traces/accounts/${normal.tan}/expire-session`);
    await expect(defaultsSync.run(r)).rejects.toMatchObject({ kind: 'session_expired' });
  });
});

describe('TRACES downloads', { timeout: SLOW }, () => {
  it('files requests, waits until Available, opens the ZIP with its password, and refuses a corrupt one', async () => {
    const choice = expandDownloadChoice({
      tans: [normal.tan],
      years: [2025],
      quarters: [1, 2, 3, 4],
      forms: ['26Q'],
      kinds: ['form16a', 'conso'],
    });
    expect(choice.ok).toBe(true);
    if (!choice.ok) return;
    expect(
      expandDownloadChoice({
        tans: ['NOTATAN'],
        years: [2025],
        quarters: [1],
        forms: ['26Q'],
        kinds: ['conso'],
      }),
    ).toMatchObject({ ok: false });

    const r1 = await run();
    const filed = await fileDownloadRequests(r1, choice.asks);
    const form16a = filed.find((f) => f.kind === 'form16a' && f.reqNo)!;
    const conso = filed.find((f) => f.kind === 'conso' && f.reqNo)!;
    expect(form16a && conso).toBeTruthy();

    // The same ask again: TRACES disables the duplicate, and the record says why.
    const [duplicate] = await fileDownloadRequests(r1, [{ ...form16a }]);
    expect(duplicate!.reqNo).toBeTruthy();
    // A statement TRACES does not have (rejected or not filed): refused with TRACES' own words.
    const [refusedAsk] = await fileDownloadRequests(r1, [{ ...form16a, fy: 2008 }]);
    expect(refusedAsk).toMatchObject({ reqNo: null, error: expect.stringMatching(/No statement available/) });

    await downloadRequestsSync.run(r1);
    expect(r1.failures).toEqual([]);
    const waiting = (await rows('tdsDownloadRequest')).find((r) => r.key === form16a.reqNo)!;
    expect(waiting.data).toMatchObject({ status: 'Submitted', fileCount: null });
    expect(await docs(form16a.reqNo!)).toHaveLength(0);
    const disabled = (await rows('tdsDownloadRequest')).find((r) => r.key === duplicate!.reqNo)!;
    expect(disabled.data).toMatchObject({ status: 'Disabled', remarks: 'Duplicate request' });

    // Later: the legacy session has idled out by then, so the sync signs in again.
    await fetch(`${sandbox.url}/__sandbox/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMinutes: 30 }),
    });
    await control(`/__sandbox/traces/requests/${conso.reqNo}/corrupt`);
    const r2 = await run();
    await downloadRequestsSync.run(r2);
    const done = (await rows('tdsDownloadRequest')).find((r) => r.key === form16a.reqNo)!;
    expect(done.data.status).toBe('Available');
    const files = await docs(form16a.reqNo!);
    expect(files.length).toBeGreaterThan(0);
    expect(done.data.fileCount).toBe(files.length);
    for (const f of files) {
      expect(f.doc_id).toMatch(/^[A-Z]{5}\d{4}[A-Z]\//);
      expect(f.content.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const refused = (await rows('tdsDownloadRequest')).find((r) => r.key === conso.reqNo)!;
    expect(refused.data.downloadError).toMatch(/not a complete ZIP/);
    expect(r2.failures).toEqual([
      { module: 'downloads', ref: conso.reqNo, reason: refused.data.downloadError },
    ]);

    // Idempotent: the kept files are not fetched again; the refused one is tried again.
    const r3 = await run();
    await downloadRequestsSync.run(r3);
    expect(r3.counts.newCount + r3.counts.changedCount).toBe(0);
    expect(r3.failures.map((f) => f.ref)).toEqual([conso.reqNo]);

    // PAN verification: a deductee PAN from the certificates, an unknown PAN; a bad list calls nothing.
    expect(checkPanList(['ABCDE1234F', 'not-a-pan', ''], '26Q')).toMatchObject({
      ok: false,
      errors: [{ line: 2, value: 'not-a-pan' }],
    });
    expect(checkPanList(['ABCDE1234F'], '99Q')).toMatchObject({ ok: false });
    const deductee = files[0]!.doc_id.slice(0, 10);
    const list = checkPanList([deductee, 'ZZZPZ9999Z', deductee.toLowerCase()], '26Q');
    expect(list).toEqual({ ok: true, pans: [deductee, 'ZZZPZ9999Z'] });
    if (!list.ok) return;
    const results = await verifyPans(r3, list.pans, '26Q');
    expect(results[0]).toMatchObject({ pan: deductee, error: null });
    expect(['VALID', 'INACTIVE', 'DELETED']).toContain(results[0]!.status);
    expect(results[0]!.name).toBeTruthy();
    expect(results[1]).toMatchObject({ pan: 'ZZZPZ9999Z', status: 'NOT FOUND', name: null });
    expect((await rows('panVerification')).map((r) => r.data.pan)).toEqual(
      expect.arrayContaining([deductee, 'ZZZPZ9999Z']),
    );
  });
});

// Last: every call of this file's syncs went to its own portal's origin.
describe('portal origins', () => {
  it("called no other portal's origin", async () => {
    expect(await misdirectedCalls(sandbox)).toEqual({});
  });
});
