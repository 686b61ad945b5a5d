import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness';
import { commit, csvFile, panAt, upload } from '../../../test/imports-test-support';

/**
 * A commit that fails half-way leaves nothing of the file: the rows written before the failure go
 * with the rolled-back transaction. The failure is a real one, raised by PostgreSQL on the last
 * row (well past the first batch of writes), or the connection killed mid-commit.
 */
let s: TestServer;
let token: string;
const ORG = 'IMPX01';
const ROWS = 1200;
const LAST = panAt(ROWS - 1);

beforeAll(async () => {
  s = await createTestServer();
  // A connection killed while checked out emits 'error' on its client, which the pool does not
  // listen to then (db/pool.ts only guards idle ones): listen here so the killed commit fails
  // its request rather than the test process.
  s.ctx.pools.app.on('connect', (client) => client.on('error', () => {}));
  token = (await s.memberOf(ORG)).token;
});
afterAll(async () => {
  await s.ctx.pools.owner.query('DROP TRIGGER IF EXISTS import_test_failure ON records');
  await s.close();
});

function bigFile(): Buffer {
  const rows: unknown[][] = [['Name', 'PAN', 'Password']];
  for (let i = 0; i < ROWS; i++) rows.push([`Client ${i}`, panAt(i), `pw-${i}`]);
  return csvFile(rows);
}

async function written(): Promise<{ records: number; secrets: number; events: number; status: string[] }> {
  const q = (sql: string) => s.ctx.pools.owner.query(sql, [ORG]);
  const [records, secrets, events, status] = await Promise.all([
    q(`SELECT count(*)::int AS n FROM records WHERE org_id = $1`),
    q(`SELECT count(*)::int AS n FROM portal_credentials WHERE org_id = $1`),
    q(`SELECT count(*)::int AS n FROM record_events WHERE org_id = $1`),
    q(`SELECT status FROM imports WHERE org_id = $1`),
  ]);
  return {
    records: records.rows[0].n,
    secrets: secrets.rows[0].n,
    events: events.rows[0].n,
    status: status.rows.map((r: { status: string }) => r.status),
  };
}

describe('a commit that fails half-way', () => {
  it('an error on the last row: nothing written, the preview still there to retry', async () => {
    await s.ctx.pools.owner.query(`
      CREATE OR REPLACE FUNCTION import_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.key = '${LAST}' THEN RAISE EXCEPTION 'storage failure (test)'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER import_test_failure BEFORE INSERT ON records FOR EACH ROW EXECUTE FUNCTION import_test_fail();`);
    const preview = await upload(s, token, ORG, 'itAccounts', bigFile(), 'big.csv');
    expect(preview.body.data.counts.new).toBe(ROWS);

    const res = await commit(s, token, ORG, 'itAccounts', preview.body.data.id);
    expect(res.status).toBe(500);
    expect(res.body.message).toBe('The import failed and nothing was saved; please try again');
    expect(await written()).toEqual({ records: 0, secrets: 0, events: 0, status: ['pending'] });

    await s.ctx.pools.owner.query('DROP TRIGGER import_test_failure ON records');
    const retry = await commit(s, token, ORG, 'itAccounts', preview.body.data.id);
    expect(retry.status).toBe(200);
    expect(await written()).toMatchObject({ records: ROWS, secrets: ROWS, status: ['committed'] });
  });

  it('the connection dies mid-commit: nothing of that commit is written', async () => {
    // Second file: new details for every account; the commit is stopped while it writes.
    const rows: unknown[][] = [['Name', 'PAN', 'Group']];
    for (let i = 0; i < ROWS; i++) rows.push([`Client ${i}`, panAt(i), 'Changed']);
    const preview = await upload(s, token, ORG, 'itAccounts', csvFile(rows), 'changed.csv');
    expect(preview.body.data.counts.updated).toBe(ROWS);
    await s.ctx.pools.owner.query(`
      CREATE OR REPLACE FUNCTION import_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.key = '${LAST}' THEN PERFORM pg_sleep(30); END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER import_test_failure BEFORE INSERT ON records FOR EACH ROW EXECUTE FUNCTION import_test_fail();`);
    const before = await written();
    const pending = commit(s, token, ORG, 'itAccounts', preview.body.data.id);
    // Wait until the commit sleeps inside its transaction, past its first writes, then kill it.
    let pid: number | null = null;
    for (let i = 0; i < 200 && pid === null; i++) {
      const r = await s.ctx.pools.owner.query(
        `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event = 'PgSleep'`,
      );
      pid = (r.rows[0]?.pid as number | undefined) ?? null;
      if (pid === null) await new Promise((ok) => setTimeout(ok, 50));
    }
    expect(pid).not.toBeNull();
    await s.ctx.pools.owner.query('SELECT pg_terminate_backend($1)', [pid]);
    const res = await pending;
    expect(res.status).toBe(500);
    await s.ctx.pools.owner.query('DROP TRIGGER import_test_failure ON records');
    const after = await written();
    expect(after).toEqual({ ...before, status: ['committed', 'pending'] });
    const changed = await s.ctx.pools.owner.query(
      `SELECT count(*)::int AS n FROM records WHERE org_id = $1 AND data->>'group' = 'Changed'`,
      [ORG],
    );
    expect(changed.rows[0].n).toBe(0);
  });
});
