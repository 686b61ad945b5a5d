import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxGstAccounts, startSandbox, type StartedSandbox } from '@taxdesk/sandbox';
import { createTestServer, type TestServer } from '../../../test/harness';
import { readZip, type ZipFile } from '../../../test/zip-reader';
import { GstClient } from './gst-client';
import { gstHosts } from './gst-hosts';
import { gstSyncPortal } from './gst-sync-portal';
import { gstRun, signIn, TEST_NOW } from '../../../test/gst-test-support';

/** A GST login's, a GSTIN's or a case's notices, replies and orders as one ZIP with an index. */

const ORG = 'GSTZIP';
const OTHER = 'GSTZP2';
const SEED = 'gst-zip';
const accounts = sandboxGstAccounts({ seed: SEED });
const multi = accounts.find((a) => a.behaviour === 'normal' && a.gstins.length > 1)!;

let sandbox: StartedSandbox;
let s: TestServer;
let token: string;
let viewer: string;
let stranger: string;

const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await s.ctx.pools.owner.query(text, params)).rows as T[];

beforeAll(async () => {
  sandbox = await startSandbox({ seed: SEED, port: 0, rateLimitPerSecond: 0, now: () => TEST_NOW });
  s = await createTestServer({ portals: sandbox.portals });
  token = (await s.memberOf(ORG, 'owner')).token;
  viewer = (await s.memberOf(ORG, 'viewer')).token;
  stranger = (await s.memberOf(OTHER, 'owner')).token;
  const client = new GstClient(gstHosts(sandbox.portals), { sleep: () => Promise.resolve() });
  const session = await signIn(sandbox, client, { loginId: multi.username, password: multi.password });
  const run = await gstRun(s, ORG, client, session, 'notices,additionalNotices');
  for (const key of ['notices', 'additionalNotices'])
    await gstSyncPortal.modules.find((m) => m.key === key)!.run(run);
  expect(run.failures).toEqual([]);
}, 120_000);

afterAll(async () => {
  await s?.close();
  await sandbox?.close();
});

async function download(query: Record<string, string>, as = token) {
  const res = await s.app.inject({
    method: 'GET',
    url: `/api/o/${ORG}/gst/bulk-download?${new URLSearchParams(query).toString()}`,
    headers: { authtoken: as },
  });
  return res;
}

/** The archive's files (index apart) and the index's rows by path. */
function archive(files: ZipFile[]) {
  const [index, ...rest] = files;
  expect(index!.name).toBe('index.csv');
  const lines = index!.content
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(
    'Path,GSTIN,GST username,Case,Folder,Record type,Reference,Dated,Due on,File name,Size (bytes),SHA-256',
  );
  const paths = lines.slice(1).map((l) => l.split(',')[0]!);
  expect(paths).toEqual(rest.map((f) => f.name));
  return rest;
}

const storedFiles = async (where: string, params: unknown[]) =>
  Number(
    (
      await q<{ n: string }>(
        `SELECT count(*) AS n FROM documents d JOIN records r ON r.org_id = d.org_id AND r.type = d.type AND r.key = d.key
         WHERE d.org_id = $1 AND d.type IN ('gstNotice', 'gstAdditionalNotice', 'gstCase') AND ${where}`,
        [ORG, ...params],
      )
    )[0]!.n,
  );

describe('GST bulk download', { timeout: 120_000 }, () => {
  it('holds every notice, reply and order of the login, by GSTIN and case, with an index', async () => {
    const res = await download({ account: multi.username });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="gst-GSTZIP-.+\.zip"$/);
    const files = archive(readZip(res.rawPayload));
    expect(files.length).toBe(await storedFiles('r.account_key = $2', [multi.username]));
    const gstins = new Set(files.map((f) => f.name.split('/')[0]));
    expect([...gstins].sort()).toEqual([...multi.gstins].sort());
    expect(files.some((f) => /\/Notices and orders\/Notice .+\.pdf$/.test(f.name))).toBe(true);
    expect(files.some((f) => /\/Case [^/]+\/(Replies|Orders)\//.test(f.name))).toBe(true);
    for (const f of files) expect(f.content.subarray(0, 4).toString()).toBe('%PDF');
    // Viewers may download too.
    expect((await download({ account: multi.username }, viewer)).statusCode).toBe(200);
  });

  it('narrows to one GSTIN', async () => {
    const gstin = multi.gstins[1]!;
    const files = archive(readZip((await download({ gstin })).rawPayload));
    expect(files.length).toBe(await storedFiles(`r.data->>'gstin' = $2`, [gstin]));
    for (const f of files) expect(f.name.startsWith(`${gstin}/`)).toBe(true);
  });

  it("holds an additional notice's whole case, and the case of a case document", async () => {
    const [task] = await q<{ task: string; case_id: string }>(
      `SELECT r.data->>'caseTaskId' AS task, r.data->>'caseId' AS case_id FROM records r
       WHERE r.org_id = $1 AND r.type = 'gstCase'
       GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1`,
      [ORG],
    );
    const inCase = await storedFiles(`r.data->>'caseId' = $2`, [task!.case_id]);
    expect(inCase).toBeGreaterThan(1);
    const byTask = archive(readZip((await download({ caseTask: task!.task })).rawPayload));
    expect(byTask.length).toBe(inCase);
    const folders = new Set(byTask.map((f) => f.name.split('/').slice(0, 2).join('/')));
    expect(folders.size, [...folders].join(' | ')).toBe(1);

    const [item] = await q<{ item: string }>(
      `SELECT data->>'itemId' AS item FROM records WHERE org_id = $1 AND type = 'gstCase' AND data->>'caseId' = $2 LIMIT 1`,
      [ORG, task!.case_id],
    );
    const byItem = archive(readZip((await download({ caseItem: item!.item })).rawPayload));
    expect(byItem.map((f) => f.name)).toEqual(byTask.map((f) => f.name));
  });

  it('refuses an empty or bad choice with the reason, and another organisation gets nothing', async () => {
    expect((await download({})).statusCode).toBe(400);
    const bad = await download({ gstin: '27ABC' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('GSTIN must be 15 letters or digits');
    const none = await download({ account: 'nobody-here' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('No notices, replies or orders');
    const other = await s.app.inject({
      method: 'GET',
      url: `/api/o/${OTHER}/gst/bulk-download?account=${multi.username}`,
      headers: { authtoken: stranger },
    });
    expect(other.statusCode).toBe(400);
    expect((await download({ account: multi.username }, stranger)).statusCode).toBe(404);
  });
});
