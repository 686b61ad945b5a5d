import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { RESOURCES } from '@taxdesk/domain';
import { inOrg } from '../../db/tenant';
import { upsertRecords } from '../../lib/records/upsert';
import { sampleRecords } from '../../../test/sample-records';
import { createTestServer, type TestServer } from '../../../test/harness';

let s: TestServer;
const ORG = 'GONE01';
const KEEP = 'KEEP01';
let owner: { token: string; userId: string; email: string };
let keeper: { token: string; userId: string; email: string };

/** Rows per table that has an org_id column, for one organisation: every such table, found from the catalogue. */
async function rowsByTable(orgId: string): Promise<Record<string, number>> {
  const tables = await s.ctx.pools.owner.query<{ table_name: string }>(`
    SELECT table_name FROM information_schema.columns
    WHERE table_schema = 'public' AND column_name = 'org_id' ORDER BY table_name`);
  const out: Record<string, number> = {};
  for (const { table_name } of tables.rows) {
    const r = await s.ctx.pools.owner.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${table_name}" WHERE org_id = $1`,
      [orgId],
    );
    out[table_name] = r.rows[0]!.n;
  }
  // orgs itself is keyed by id.
  const org = await s.ctx.pools.owner.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM orgs WHERE id = $1',
    [orgId],
  );
  out.orgs = org.rows[0]!.n;
  return out;
}

async function fill(orgId: string, token: string): Promise<void> {
  const post = (url: string, payload: object) =>
    s.app.inject({ method: 'POST', url: `/api/o/${orgId}${url}`, headers: { authtoken: token }, payload });
  expect(
    (await post('/it/accounts', { pan: 'AAAPL1234C', password: 'secret-pass', name: 'Client' })).statusCode,
  ).toBe(200);
  expect(
    (await post('/members/invitations', { email: `new-${orgId}@example.com`, role: 'member' })).statusCode,
  ).toBe(200);
  expect((await post('/api-keys', { name: 'Key', scope: 'read' })).statusCode).toBe(200);
  await s.app.inject({
    method: 'PUT',
    url: `/api/o/${orgId}/settings`,
    headers: { authtoken: token },
    payload: {
      name: `Org ${orgId}`,
      contactEmail: '',
      contactPhone: '',
      timezone: 'Asia/Kolkata',
      alerts: { newNotices: true, weeklyDigest: true, notSynced: true },
    },
  });
  await s.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: { authtoken: token },
    payload: { orgId, name: 'page_view', path: `/a/${orgId}` },
  });
  await inOrg(s.ctx.db, orgId, async (tx) => {
    await upsertRecords(
      tx,
      orgId,
      RESOURCES.itNotice,
      sampleRecords(RESOURCES.itNotice, 5).map((data) => ({ data })),
    );
    await tx.execute(sql`
      INSERT INTO documents (org_id, type, key, doc_id, file_name, content_type, size, sha256, content)
      VALUES (${orgId}, 'itNotice', 'headerSeqNo-0000', 'D1', 'notice.pdf', 'application/pdf', 4, 'x', ${Buffer.from('%PDF')})`);
  });
}

beforeAll(async () => {
  s = await createTestServer();
  owner = await s.memberOf(ORG, 'owner');
  keeper = await s.memberOf(KEEP, 'owner');
  await fill(ORG, owner.token);
  await fill(KEEP, keeper.token);
});
afterAll(() => s.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  s.app.inject({ method, url, headers: { authtoken: token }, payload });

describe('exporting the organisation', () => {
  it('is for owners only', async () => {
    for (const role of ['admin', 'member', 'viewer'] as const) {
      const who = await s.memberOf(ORG, role);
      expect((await call('GET', `/api/o/${ORG}/account/export`, who.token)).statusCode).toBe(403);
    }
    expect((await call('GET', `/api/o/${ORG}/account/export`, keeper.token)).statusCode).toBe(404);
  });

  it('streams a ZIP with every record type, the documents and the members', async () => {
    const res = await call('GET', `/api/o/${ORG}/account/export`, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/taxdesk-GONE01-\d{4}-\d\d-\d\d\.zip/);
    const zip = res.rawPayload;
    expect(zip.subarray(0, 4).toString('hex')).toBe('504b0304');
    const names = zip.toString('latin1');
    for (const name of [
      'organisation.json',
      'records/itAccount.xlsx',
      'records/itNotice.xlsx',
      'documents/itNotice/headerSeqNo-0000/notice.pdf',
    ])
      expect(names).toContain(name);
    // The end of central directory record: a complete archive.
    expect(zip.includes(Buffer.from('504b0506', 'hex'))).toBe(true);
  });
});

describe('deleting the organisation', () => {
  it('is for owners only, after typing the organisation id', async () => {
    for (const role of ['admin', 'member', 'viewer'] as const) {
      const who = await s.memberOf(ORG, role);
      expect(
        (await call('POST', `/api/o/${ORG}/account/delete`, who.token, { confirm: ORG })).statusCode,
      ).toBe(403);
    }
    const wrong = await call('POST', `/api/o/${ORG}/account/delete`, owner.token, { confirm: 'GONE02' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({
      field: 'confirm',
      message: 'Type the organisation id GONE01 to confirm',
    });
    expect(
      (await call('POST', `/api/o/${ORG}/account/delete`, keeper.token, { confirm: ORG })).statusCode,
    ).toBe(404);
    expect((await rowsByTable(ORG)).orgs).toBe(1);
  });

  it('leaves nothing behind in any table, and touches no other organisation', async () => {
    const before = await rowsByTable(ORG);
    const keptBefore = await rowsByTable(KEEP);
    // The organisation had rows in the tables this test can fill.
    for (const t of [
      'records',
      'record_events',
      'documents',
      'portal_credentials',
      'memberships',
      'invitations',
      'api_keys',
      'email_log',
      'org_settings',
      'analytics_events',
    ])
      expect(before[t], t).toBeGreaterThan(0);

    const res = await call('POST', `/api/o/${ORG}/account/delete`, owner.token, { confirm: 'gone01' });
    expect(res.statusCode).toBe(200);
    const after = await rowsByTable(ORG);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    expect(await rowsByTable(KEEP)).toEqual(keptBefore);

    // The owner is told, in a platform email (the organisation's own log went with it).
    const told = await s.ctx.pools.owner.query(
      'SELECT org_id, template FROM email_log WHERE recipient = $1',
      [owner.email],
    );
    expect(told.rows).toEqual([{ org_id: null, template: 'org-deleted' }]);
    expect((await call('GET', `/api/o/${ORG}/org/info`, owner.token)).statusCode).toBe(404);
  });
});
