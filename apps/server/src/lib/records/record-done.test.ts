import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDone, RESOURCE_TYPES, RESOURCES, statusField } from '@taxdesk/domain';
import { createTestServer, type TestServer } from '../../../test/harness';
import { recordDoneFunctionSql } from './record-done';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

describe('record_done()', () => {
  it('agrees with every type’s done rule, for each status, a blank one and an unknown one', async () => {
    const cases = RESOURCE_TYPES.flatMap((type) =>
      [...Object.keys(statusField(RESOURCES[type])?.options ?? {}), null, 'not-a-status'].map((status) => ({
        type,
        status,
      })),
    );
    const r = await s.ctx.pools.owner.query<{ type: string; status: string | null; done: boolean }>(
      `SELECT c.type, c.status, record_done(c.type, c.status) AS done
       FROM jsonb_to_recordset($1::jsonb) AS c(type text, status text)`,
      [JSON.stringify(cases)],
    );
    const wrong = r.rows.filter(
      (row) => row.done !== isDone(RESOURCES[row.type as keyof typeof RESOURCES], row.status),
    );
    // A done rule changed without a migration: add one with recordDoneFunctionSql() and a recount of record_counts.
    expect(wrong, recordDoneFunctionSql()).toEqual([]);
    expect(r.rows.filter((row) => row.done).length).toBeGreaterThan(10);
  });
});
