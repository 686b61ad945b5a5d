import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, RecordRow } from '@taxdesk/domain';
import { inOrg } from '../../db/tenant';
import { createTestServer, type TestServer } from '../../../test/harness';
import { RECORD_COLUMNS, toRecordRow, type RecordDbRow } from './record-row';

// The list page is answered in one statement (app_list_page) that checks the session, the
// membership and the licence itself, and writes the rows as JSON in PostgreSQL.
let s: TestServer;
let owner: { token: string; userId: string; email: string };

beforeAll(async () => {
  s = await createTestServer();
  owner = await s.memberOf('PAGE01');
  await s.memberOf('PAGE02');
  await s.ctx.pools.owner.query(
    `INSERT INTO records (org_id, type, key, account_key, status, issued_on, due_on, amount, section, title, data, hash,
                          first_seen_at, updated_at, removed_at, work_status, review_state, overrides, assignee_id)
     SELECT 'PAGE01', 'itNotice', lpad(g::text, 4, '0'), 'AAAPA1234A', 'O',
            CASE WHEN g % 4 = 0 THEN NULL ELSE timestamptz '2025-03-04 05:06:07.891234+00' + g * interval '1 hour 7 microseconds' END,
            CASE WHEN g % 3 = 0 THEN NULL ELSE date '2025-01-01' + g END,
            CASE WHEN g % 2 = 0 THEN 1234.50 + g END, '143(2)', 'Notice ' || g,
            jsonb_build_object('headerSeqNo', lpad(g::text, 4, '0'), 'nested', jsonb_build_object('n', g, 'q', 'a"b'), 'list', jsonb_build_array(1, 'x', null)),
            md5(g::text), timestamptz '2024-12-31 23:59:59.999999+00', now(),
            CASE WHEN g % 5 = 0 THEN timestamptz '2026-01-02 03:04:05.006+05:30' END,
            CASE WHEN g % 2 = 0 THEN 'in_progress' END, CASE WHEN g % 7 = 0 THEN 'requested' END,
            CASE WHEN g % 6 = 0 THEN jsonb_build_object('dueOn', '2026-05-01') END,
            CASE WHEN g % 3 = 1 THEN $1::uuid END
     FROM generate_series(1, 30) g`,
    [owner.userId],
  );
});
afterAll(() => s.close());

function list(org: string, token: string, params = '') {
  return s.app.inject({
    method: 'GET',
    url: `/api/o/${org}/records/itNotice?${params}`,
    headers: { authtoken: token },
  });
}

function sessionOf(token: string): string {
  return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
}

describe('the list page in one statement', () => {
  it('writes every row as the record reader does, through both parts of the page and every page', async () => {
    const seen: RecordRow[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 10; i++) {
      const res = await list('PAGE01', owner.token, `limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { success: boolean; data: Page<RecordRow> };
      expect(body.success).toBe(true);
      expect(body.data.total).toBe(30);
      expect(body.data.totalIsEstimate).toBe(false);
      seen.push(...body.data.rows);
      cursor = body.data.nextCursor;
      if (!cursor) break;
    }
    expect(seen.map((r) => r.key)).toHaveLength(30);
    const reference = await inOrg(s.ctx.db, 'PAGE01', (tx) =>
      tx.execute<RecordDbRow>(
        sql`SELECT ${RECORD_COLUMNS} FROM records WHERE org_id = 'PAGE01' ORDER BY issued_on DESC NULLS LAST, key DESC`,
      ),
    );
    expect(reference.rows).toHaveLength(30);
    expect(seen).toEqual(reference.rows.map(toRecordRow));
  });

  it('refuses a token whose session was signed out, before anything else', async () => {
    const user = await s.memberOf('PAGE01', 'viewer');
    expect((await list('PAGE01', user.token)).statusCode).toBe(200);
    await s.ctx.pools.owner.query('UPDATE sessions SET revoked_at = now() WHERE id = $1', [
      sessionOf(user.token),
    ]);
    expect((await list('PAGE01', user.token)).statusCode).toBe(401);
    // A bad sort goes the usual way, which asks the session too.
    expect((await list('PAGE01', user.token, 'sort=nonsense')).statusCode).toBe(401);
    expect((await list('NOPE99', user.token)).statusCode).toBe(401);
  });

  it('refuses a session past its end by the server clock', async () => {
    const user = await s.memberOf('PAGE01', 'viewer');
    await s.ctx.pools.owner.query(
      `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [sessionOf(user.token)],
    );
    expect((await list('PAGE01', user.token)).statusCode).toBe(401);
  });

  it('answers 404 for an organisation the caller is not in, and shows its rows to nobody else', async () => {
    expect((await list('PAGE02', owner.token)).statusCode).toBe(404);
    expect((await list('NOPE99', owner.token)).statusCode).toBe(404);
    expect((await list('not an id', owner.token)).statusCode).toBe(404);
    const other = await s.memberOf('PAGE02');
    const res = await list('PAGE02', other.token);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: Page<RecordRow> }).data.rows).toEqual([]);
  });

  it('answers 403 when the licence for the area has ended, and 400 for a bad query', async () => {
    const user = await s.memberOf('PAGE03');
    expect((await list('PAGE03', user.token, 'sort=nonsense')).statusCode).toBe(400);
    await s.ctx.pools.owner.query(`UPDATE orgs SET lic_expiry_it = 20200101 WHERE id = 'PAGE03'`);
    expect((await list('PAGE03', user.token)).statusCode).toBe(403);
    expect((await list('PAGE03', user.token, 'sort=nonsense')).statusCode).toBe(403);
  });

  it('answers 400 for a cursor that is not one of its own', async () => {
    for (const c of [
      [0, 'not a time', '0001'],
      [0, { a: 1 }, '0001'],
      [0, ['x'], '0001'],
      [0, '2025-02-30 10:00:00+00', '0001'],
      [0, '2025-03-04 25:00:00+00', '0001'],
      [0, '2025-03-04 05:06:07+00', 5],
      'junk',
    ]) {
      const cursor = Buffer.from(JSON.stringify(c)).toString('base64url');
      const res = await list('PAGE01', owner.token, `cursor=${cursor}`);
      expect(res.statusCode, `${JSON.stringify(c)}: ${res.body}`).toBe(400);
    }
  });

  it('refuses a missing or forged token', async () => {
    expect((await list('PAGE01', '')).statusCode).toBe(401);
    expect((await list('PAGE01', `${owner.token}x`)).statusCode).toBe(401);
  });
});
