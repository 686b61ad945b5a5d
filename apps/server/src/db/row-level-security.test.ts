import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '@taxdesk/domain';
import { appUrlFrom } from './pool';
import { inOrg } from './tenant';
import { upsertRecords } from '../lib/records/upsert';
import { createTestServer, type TestServer } from '../../test/harness';
import { TEST_APP_PASSWORD } from '../../test/global-setup';

let s: TestServer;
let app: pg.Client;

beforeAll(async () => {
  s = await createTestServer();
  await s.memberOf('RLSAA1');
  await s.memberOf('RLSBB2');
  for (const org of ['RLSAA1', 'RLSBB2']) {
    await inOrg(s.ctx.db, org, (tx) =>
      upsertRecords(tx, org, RESOURCES.itNotice, [
        { data: { headerSeqNo: `${org}-1`, pan: 'AAAPL1234C', description: 'x' } },
      ]),
    );
  }
  app = new pg.Client({ connectionString: appUrlFrom(s.ownerUrl, TEST_APP_PASSWORD) });
  await app.connect();
});
afterAll(async () => {
  await app.end();
  await s.close();
});

describe('row-level security for the app role', () => {
  it('shows nothing without an organisation set', async () => {
    for (const table of [
      'records',
      'record_events',
      'documents',
      'portal_credentials',
      'memberships',
      'orgs',
    ]) {
      const r = await app.query(`SELECT count(*)::int AS n FROM ${table}`);
      expect(r.rows[0].n, table).toBe(0);
    }
  });

  it('shows only the organisation set in the transaction', async () => {
    await app.query('BEGIN');
    await app.query(`SELECT set_config('app.org_id', 'RLSAA1', true)`);
    const r = await app.query('SELECT key FROM records');
    await app.query('COMMIT');
    expect(r.rows.map((x) => x.key)).toEqual(['RLSAA1-1']);
  });

  it('refuses writing into another organisation', async () => {
    await app.query('BEGIN');
    await app.query(`SELECT set_config('app.org_id', 'RLSAA1', true)`);
    await expect(
      app.query(
        `INSERT INTO records (org_id, type, key, data, hash) VALUES ('RLSBB2', 'itNotice', 'sneaky', '{}', 'h')`,
      ),
    ).rejects.toThrow(/row-level security/);
    await app.query('ROLLBACK');
    await app.query('BEGIN');
    await app.query(`SELECT set_config('app.org_id', 'RLSAA1', true)`);
    const upd = await app.query(`UPDATE records SET title = 'changed' WHERE org_id = 'RLSBB2'`);
    await app.query('ROLLBACK');
    expect(upd.rowCount).toBe(0);
  });

  it('cannot switch row security off or escape its role', async () => {
    const role = await app.query(`SELECT rolbypassrls, rolsuper FROM pg_roles WHERE rolname = current_user`);
    expect(role.rows[0]).toEqual({ rolbypassrls: false, rolsuper: false });
    await app.query('SET row_security = off');
    await expect(app.query('SELECT count(*) FROM records')).rejects.toThrow(/row-level security/);
    await app.query('RESET row_security');
    await expect(app.query('ALTER TABLE records DISABLE ROW LEVEL SECURITY')).rejects.toThrow(/owner/);
  });
});
