import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '@taxdesk/domain';
import { sandboxGstAccounts, startSandbox, type StartedSandbox } from '@taxdesk/sandbox';
import { inOrg } from '../../db/tenant';
import { upsertRecords } from '../../lib/records/upsert';
import { commit, csvFile, upload } from '../../../test/imports-test-support';
import { createTestServer, type TestServer } from '../../../test/harness';
import { APPLICATION_TYPES, GST_START } from './applications-sync';
import { arnStatusSync } from './arn-status-sync';
import { searchApplications } from './cases-api';
import { GstClient } from './gst-client';
import { gstHosts } from './gst-hosts';
import { portalDay } from './gst-values';
import { gstRun, signIn, TEST_NOW, TEST_TODAY } from '../../../test/gst-test-support';

/** ARNs imported to track, then their status read through the login that filed them. */
const ORG = 'GSTARN';
const SEED = 'gst-arn';
const accounts = sandboxGstAccounts({ seed: SEED });
const account = accounts.find((a) => a.behaviour === 'normal')!;
const gstin = account.gstins[0]!;

let sandbox: StartedSandbox;
let s: TestServer;
let owner: { token: string };
const portal = () => new GstClient(gstHosts(sandbox.portals), { sleep: () => Promise.resolve() });

beforeAll(async () => {
  sandbox = await startSandbox({ seed: SEED, port: 0, rateLimitPerSecond: 0, now: () => TEST_NOW });
  s = await createTestServer({ portals: sandbox.portals });
  owner = await s.memberOf(ORG, 'owner', 'arn@firm.example');
  await inOrg(s.ctx.db, ORG, (tx) =>
    upsertRecords(tx, ORG, RESOURCES.gstAccount, [
      { data: { portalUserName: account.username, gstin, gstins: account.gstins.join(', ') } },
    ]),
  );
});
afterAll(async () => {
  await s.close();
  await sandbox.close();
});

const arnRow = async (arn: string) =>
  (
    await s.ctx.pools.owner.query<{ data: Record<string, unknown>; source: string }>(
      `SELECT data, source FROM records WHERE org_id=$1 AND type='gstArn' AND data->>'arn'=$2`,
      [ORG, arn],
    )
  ).rows[0];

describe('ARN tracking', { timeout: 120_000 }, () => {
  let arn = '';
  let status = '';

  it('finds an application of the login on the portal', async () => {
    const client = portal();
    const session = await signIn(sandbox, client, { loginId: account.username, password: account.password });
    for (const type of APPLICATION_TYPES) {
      const rows = await searchApplications(client, session, type, GST_START, portalDay(TEST_TODAY));
      const mine = rows.find((r) => account.gstins.includes(String(r.gstin)));
      if (mine) {
        arn = mine.arn;
        status = String(mine.statusDesc);
        break;
      }
    }
    expect(arn).toMatch(/^[A-Z]{2}[0-9]{12}[0-9A-Z]$/);
  });

  it('imports ARNs with their GSTIN, refusing bad ARNs and GSTINs not of the organisation', async () => {
    const file = csvFile([
      ['ARN', 'GSTIN'],
      [arn.toLowerCase(), gstin],
      ['AA27071900001', gstin],
      ['A1270719000001X', gstin],
      ['AA270719000009X', '27AAPFU0939F1ZV'],
      ['AA270719000002X', '27AAPFU0939F1'],
    ]);
    const preview = await upload(s, owner.token, ORG, 'gstArns', file, 'arns.csv');
    expect(preview.status).toBe(200);
    expect(preview.body.data.counts).toMatchObject({ rows: 5, valid: 1, errors: 4, new: 1 });
    const messages = preview.body.data.errors.map((e) => `${e.rowNo}: ${e.message}`).join('\n');
    expect(messages).toContain('3: ARN: AA27071900001 is not an ARN');
    expect(messages).toContain('4: ARN: A1270719000001X is not an ARN');
    expect(messages).toContain("5: GSTIN 27AAPFU0939F1ZV is not one of this organisation's GST accounts");
    expect(messages).toContain('6: GSTIN: 27AAPFU0939F1: GSTIN must be 15');
    const done = await commit(s, owner.token, ORG, 'gstArns', preview.body.data.id, true);
    expect(done.body.data.counts).toMatchObject({ new: 1, skipped: 4 });
    const row = await arnRow(arn);
    expect(row?.data).toMatchObject({ arn, gstin, portalUserName: account.username });
    expect(row?.data.statusDesc ?? null).toBeNull();
    // ARN Sync signs in to the logins holding tracked ARNs: the facet names them.
    const holders = await s.app.inject({
      method: 'GET',
      url: `/api/o/${ORG}/records/gstArn/facets/portalUserName`,
      headers: { authtoken: owner.token },
    });
    expect((holders.json() as { data: { value: string }[] }).data.map((f) => f.value)).toEqual([
      account.username,
    ]);
  });

  it("reads the tracked ARN's status through its login; a re-sync writes nothing", async () => {
    const client = portal();
    const session = await signIn(sandbox, client, { loginId: account.username, password: account.password });
    const run = await gstRun(s, ORG, client, session, 'arnStatus');
    await arnStatusSync.run(run);
    expect(run.failures).toEqual([]);
    expect(run.counts.changedCount).toBe(1);
    const row = await arnRow(arn);
    expect(row?.data).toMatchObject({ statusDesc: status, statusCheckedAt: TEST_TODAY });
    expect(row?.data.caseTypeCd).toBeTruthy();

    const again = await gstRun(s, ORG, client, session, 'arnStatus');
    await arnStatusSync.run(again);
    expect(again.counts).toMatchObject({ newCount: 0, changedCount: 0 });
  });
});
