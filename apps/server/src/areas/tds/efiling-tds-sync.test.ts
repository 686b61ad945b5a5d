import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxTdsAccounts, startSandbox, type StartedSandbox } from '@taxdesk/sandbox';
import { createTestServer, type TestServer } from '../../../test/harness';
import { misdirectedCalls } from '../../../test/sandbox-origins';
import { createEfilingClient } from '../../lib/portal/efiling-client';
import type { EfilingSession } from '../../lib/portal/efiling-types';
import type { FailedItem, SyncRun } from '../../lib/sync/sync-module';
import { tdsEfilingConnector, type TdsEfilingConnector } from './efiling-tds-connector';
import { tdsInboxSync, tdsProceedingsSync } from './efiling-tds-notices-sync';
import {
  tdsApplicationsSync,
  tdsEfilingDemandsSync,
  tdsFiledFormsSync,
  tdsPaymentsSync,
} from './efiling-tds-records-sync';

/** The e-filing portal with a TAN login: every module against the sandbox, re-runs, failures. */

const ORG = 'TDSEF1';
const SEED = 'taxdesk';
const TODAY = '2026-11-21';
const accounts = sandboxTdsAccounts({ seed: SEED });
const normals = accounts.filter((a) => a.behaviour === 'normal');
const locked = accounts.find((a) => a.behaviour === 'locked')!;
const MODULES = [
  tdsFiledFormsSync,
  tdsProceedingsSync,
  tdsEfilingDemandsSync,
  tdsPaymentsSync,
  tdsInboxSync,
  tdsApplicationsSync,
];

let sandbox: StartedSandbox;
let s: TestServer;
let connector: TdsEfilingConnector;

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
  connector = tdsEfilingConnector(
    createEfilingClient(sandbox.portals.it, { sleep: () => new Promise((r) => setTimeout(r, 2)) }),
  );
});

afterAll(async () => {
  await s?.close();
  await sandbox?.close();
});

async function run(tan: string, password: string) {
  const step = await connector.signIn({ loginId: tan, password });
  if (!step.done) throw new Error('asked a question');
  const failures: FailedItem[] = [];
  const engineFields = { options: {} };
  const r: SyncRun<TdsEfilingConnector> & { failures: FailedItem[] } = {
    ...engineFields,
    app: s.ctx,
    portal: connector,
    session: step.session as EfilingSession,
    orgId: ORG,
    accountKey: tan,
    runId: randomUUID(),
    today: TODAY,
    counts: { newCount: 0, changedCount: 0, failedCount: 0 },
    accountPatch: {},
    failures,
    failed: (item) => failures.push(item),
  };
  return r;
}

const count = async (sql: string) => Number((await s.ctx.pools.owner.query(sql, [ORG])).rows[0]!.n);

describe('e-filing with a TAN', { timeout: 120_000 }, () => {
  it('refuses the TRACES password and a locked TAN', async () => {
    const kind = (p: Promise<unknown>) =>
      p.then(
        () => 'signed in',
        (e: { kind: string }) => e.kind,
      );
    expect(await kind(connector.signIn({ loginId: normals[0]!.tan, password: normals[0]!.password }))).toBe(
      'wrong_password',
    );
    expect(await kind(connector.signIn({ loginId: locked.tan, password: locked.efilingPassword }))).toBe(
      'locked',
    );
  });

  it('syncs filed statements, proceedings with notice PDFs, inbox with PDFs and applications; a re-run writes nothing', async () => {
    for (const a of normals.slice(0, 4)) {
      const r = await run(a.tan, a.efilingPassword);
      for (const mod of MODULES) await mod.run(r);
      expect(r.failures, a.tan).toEqual([]);
    }
    expect(
      await count(
        `SELECT count(*) n FROM records WHERE org_id=$1 AND type='tdsFiledForm' AND data->>'tempAckNo' ~ '^[0-9]{15}$'`,
      ),
    ).toBeGreaterThan(20);
    // Each TAN's TDS deposits (minor head 200), over several years, with the CIN's parts.
    expect(
      await count(
        `SELECT count(DISTINCT account_key) n FROM records WHERE org_id=$1 AND type='tdsPayment'
         AND data->>'minorHead' = '200' AND data->>'bsrCode' ~ '^[0-9]{7}$' AND data->>'challanSerialNo' ~ '^[0-9]{5}$'`,
      ),
    ).toBe(4);
    expect(
      await count(`SELECT count(DISTINCT year) n FROM records WHERE org_id=$1 AND type='tdsPayment'`),
    ).toBeGreaterThanOrEqual(3);
    expect(
      await count(`SELECT count(*) n FROM records WHERE org_id=$1 AND type='tdsProceeding'`),
    ).toBeGreaterThan(0);
    expect(
      await count(`SELECT count(*) n FROM documents WHERE org_id=$1 AND type='tdsProceedingNotice'`),
    ).toBeGreaterThan(0);
    expect(await count(`SELECT count(*) n FROM documents WHERE org_id=$1 AND type='tdsNotice'`)).toBe(
      await count(`SELECT count(*) n FROM records WHERE org_id=$1 AND type='tdsNotice'`),
    );
    expect(
      await count(`SELECT count(*) n FROM records WHERE org_id=$1 AND type='tdsNotice'`),
    ).toBeGreaterThan(0);

    const again = await run(normals[0]!.tan, normals[0]!.efilingPassword);
    for (const mod of MODULES) await mod.run(again);
    expect(again.counts).toEqual({ newCount: 0, changedCount: 0, failedCount: 0 });
  });

  it('rides out server errors by retrying: a re-run under faults changes nothing', async () => {
    const a = normals[0]!;
    const r = await run(a.tan, a.efilingPassword);
    await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ failRate: 0.2 }),
    });
    try {
      await tdsFiledFormsSync.run(r);
      await tdsInboxSync.run(r);
    } finally {
      await fetch(`${sandbox.url}/__sandbox/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ failRate: 0 }),
      });
    }
    expect(r.counts.newCount + r.counts.changedCount).toBe(0);
  });

  it('ends the run when the portal session is gone', async () => {
    const a = normals[1]!;
    const r = await run(a.tan, a.efilingPassword);
    await fetch(`${sandbox.url}/__sandbox/accounts/${a.tan}/end-session`, { method: 'POST' });
    await expect(tdsFiledFormsSync.run(r)).rejects.toMatchObject({ kind: 'session_expired' });
  });
});

// Last: every call of this file's syncs went to its own portal's origin.
describe('portal origins', () => {
  it("called no other portal's origin", async () => {
    expect(await misdirectedCalls(sandbox)).toEqual({});
  });
});
