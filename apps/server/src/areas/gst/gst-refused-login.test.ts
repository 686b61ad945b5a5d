import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalPasswordOf, sandboxGstAccounts, startSandbox, type StartedSandbox } from '@taxdesk/sandbox';
import { createTestServer, type TestServer } from '../../../test/harness';
import { seedLogins } from '../../lib/areas/demo-logins';
import { storePasswords } from '../../lib/imports/portal-secrets';
import { httpCaptchaSolver } from '../../lib/sync/captcha-solver';
import { runAccountSync, type SyncJob } from '../../lib/sync/engine';
import { REFUSED_AGAIN } from '../../lib/sync/logins';
import { createSyncRun } from '../../lib/sync-log';
import { inOrg } from '../../db/tenant';
import { GstClient } from './gst-client';
import { gstHosts } from './gst-hosts';
import { gstSyncPortal } from './gst-sync-portal';

/**
 * The GST portal locks a login after a few wrong passwords: a password it refused is never sent
 * again — not by a second worker signing in at the same moment, not by a later run of another
 * module, not after an import stores the same password again — until a new password is stored.
 * The sandbox counts the passwords it checks per login; each run here has its own connector, as
 * each worker process would, and they meet only in the database.
 */
const ORG = 'GSTRF1';
const SEED = 'gst-refused';
const accounts = sandboxGstAccounts({ seed: SEED });
const refused = accounts.find((a) => a.behaviour === 'wrong_password')!;

let sandbox: StartedSandbox;
let s: TestServer;
let token: string;

async function signIns(): Promise<number> {
  const res = await fetch(`${sandbox.url}/__sandbox/gst/accounts`);
  const body = (await res.json()) as { accounts: { username: string; signIns: number }[] };
  return body.accounts.find((a) => a.username === refused.username)!.signIns;
}

/** One run of the login for `modules`, as a worker takes it from its queue. */
async function run(modules: string[]) {
  const runId = await createSyncRun(s.ctx.db, ORG, {
    portal: gstSyncPortal.key,
    accountKey: refused.username,
    startedBy: 'test',
    modules: modules.join(', '),
  });
  const job: SyncJob = { orgId: ORG, runId, accountKey: refused.username, modules };
  const connector = new GstClient(gstHosts(sandbox.portals), { sleep: () => Promise.resolve() });
  return runAccountSync(
    s.ctx,
    gstSyncPortal,
    connector,
    job,
    httpCaptchaSolver(`${sandbox.url}/solver/captcha`),
  );
}

type AccountRow = { accountKey: string; state: string; reason: string | null; attemptsLeft: number | null };
async function account(): Promise<AccountRow> {
  const res = await s.app.inject({
    method: 'GET',
    url: `/api/o/${ORG}/sync/gst/accounts`,
    headers: { authtoken: token },
  });
  const rows = (res.json() as { data: { accounts: AccountRow[] } }).data.accounts;
  return rows.find((a) => a.accountKey === refused.username)!;
}

async function setPassword(password: string) {
  const res = await s.app.inject({
    method: 'PUT',
    url: `/api/o/${ORG}/sync/gst/logins/${encodeURIComponent(refused.username)}/password`,
    headers: { authtoken: token },
    payload: { password },
  });
  expect(res.statusCode).toBe(200);
}

beforeAll(async () => {
  sandbox = await startSandbox({ seed: SEED, port: 0, rateLimitPerSecond: 0 });
  s = await createTestServer({ portals: sandbox.portals });
  token = (await s.memberOf(ORG, 'owner')).token;
  await seedLogins(s.ctx, ORG, gstSyncPortal, [
    { loginId: refused.username, password: refused.password, fields: { gstin: refused.gstins[0] } },
  ]);
}, 60_000);

afterAll(async () => {
  await s?.close();
  await sandbox?.close();
});

describe('a password the GST portal refused', { timeout: 120_000 }, () => {
  it('is sent once when two workers start the login at the same moment, for different modules', async () => {
    const before = await signIns();
    const outcomes = await Promise.all([run(['profile']), run(['returns'])]);
    expect(outcomes.map((o) => o.status)).toEqual(['login_blocked', 'login_blocked']);
    expect(await signIns()).toBe(before + 1);
    // The portal said how many tries are left; the account shows it beside the reason.
    expect(await account()).toMatchObject({
      state: 'login_blocked',
      reason: 'The portal refused the password',
      attemptsLeft: 4,
    });
  });

  it('is not sent by a later run of any module, nor after an import stores the same password again', async () => {
    const before = await signIns();
    expect(await run(['notices'])).toMatchObject({ status: 'login_blocked' });
    await inOrg(s.ctx.db, ORG, (tx) =>
      storePasswords(tx, s.ctx, ORG, gstSyncPortal.key, [
        { loginId: refused.username, password: refused.password },
      ]),
    );
    await setPassword(refused.password);
    expect(await run(['profile'])).toMatchObject({
      status: 'login_blocked',
      error: expect.stringContaining(REFUSED_AGAIN),
    });
    expect(await signIns()).toBe(before);
    expect(await account()).toMatchObject({ state: 'login_blocked', reason: REFUSED_AGAIN, attemptsLeft: 4 });
  });

  it('is tried again once the password is changed, and a success clears the tries left', async () => {
    const before = await signIns();
    await setPassword(portalPasswordOf(refused));
    expect(await run(['profile'])).toMatchObject({ status: 'succeeded' });
    expect(await signIns()).toBe(before + 1);
    expect(await account()).toMatchObject({ state: 'synced', attemptsLeft: null });
  });
});
