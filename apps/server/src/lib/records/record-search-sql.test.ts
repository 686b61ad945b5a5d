import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES, RESOURCE_TYPES, searchFields, searchText, SEARCH_TYPES } from '@taxdesk/domain';
import { createTestServer, type TestServer } from '../../../test/harness';
import { recordSearchFunctionsSql } from './record-search-sql';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

/** Each marked field a value of its own (mixed case, a number, a blank), and an unmarked field beside them. */
function sampleData(type: (typeof RESOURCE_TYPES)[number]): Record<string, unknown> {
  const data: Record<string, unknown> = { notMarked: 'UNMARKED-1' };
  searchFields(RESOURCES[type]).forEach((f, i) => {
    data[f.key] = i === 1 ? 4711 : i === 2 ? '' : `${type}-${f.key}-AbC/${i}`;
  });
  return data;
}

describe('record_search_text() and record_search_client()', () => {
  it('agree with the definitions’ marked fields and client types, for every type', async () => {
    const cases = RESOURCE_TYPES.map((type) => ({ type, data: sampleData(type) }));
    const r = await s.ctx.pools.owner.query<{ type: string; text: string | null; client: boolean }>(
      `SELECT c.type, record_search_text(c.type, c.data) AS text, record_search_client(c.type) AS client
       FROM jsonb_to_recordset($1::jsonb) AS c(type text, data jsonb)`,
      [JSON.stringify(cases)],
    );
    const clients = new Set(SEARCH_TYPES.filter((t) => t.client).map((t) => t.def.type));
    const wrong = r.rows.filter(
      (row) =>
        row.text !==
          searchText(RESOURCES[row.type as keyof typeof RESOURCES], sampleData(row.type as never)) ||
        row.client !== clients.has(row.type),
    );
    // A field marked or unmarked without a migration: add one with recordSearchFunctionsSql() and refill record_search.
    expect(wrong, recordSearchFunctionsSql()).toEqual([]);
    expect(r.rows.filter((row) => row.text !== null).length).toBeGreaterThan(50);
    expect(r.rows.find((row) => row.type === 'itNotice')?.text).toBe('itnotice-headerseqno-abc/0\n4711');
  });
});
