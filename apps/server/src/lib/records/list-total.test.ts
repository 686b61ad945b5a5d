import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor, type Page, type RecordRow } from '@taxdesk/domain';
import { createTestServer, type TestServer } from '../../../test/harness';
import { EXACT_COUNT_LIMIT } from './list';

// More notices than the exact count covers, in two sections: one section's share stays under it.
const MANY = EXACT_COUNT_LIMIT + 200;
let s: TestServer;
let token: string;

beforeAll(async () => {
  s = await createTestServer();
  token = (await s.memberOf('TOTAL1')).token;
  await s.memberOf('TOTAL2');
  for (const [org, rows] of [
    ['TOTAL1', MANY],
    ['TOTAL2', 50],
  ] as const) {
    await s.ctx.pools.owner.query(
      `INSERT INTO records (org_id, type, key, account_key, section, due_on, data, hash)
       SELECT $1, 'itNotice', lpad(g::text, 6, '0'), 'AAAPA1234A', CASE WHEN g % 4 = 0 THEN '148' ELSE '143(2)' END,
              CASE WHEN g % 5 = 0 THEN NULL ELSE date '2025-01-01' + g % 300 END,
              jsonb_build_object('headerSeqNo', lpad(g::text, 6, '0'), 'noticeSection', CASE WHEN g % 4 = 0 THEN '148' ELSE '143(2)' END),
              md5(g::text)
       FROM generate_series(1, $2) g`,
      [org, rows],
    );
  }
  await s.ctx.pools.owner.query('ANALYZE records');
});
afterAll(() => s.close());

async function page(params: string): Promise<Page<RecordRow>> {
  const res = await s.app.inject({
    method: 'GET',
    url: `/api/o/TOTAL1/records/itNotice?${params}`,
    headers: { authtoken: token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Page<RecordRow> }).data;
}

describe('list totals', () => {
  it('past the exact count, a total of at least what was counted, marked as an estimate', async () => {
    const first = await page('limit=10');
    expect(first.rows).toHaveLength(10);
    expect(first.totalIsEstimate).toBe(true);
    expect(first.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
  });

  it('under it, exact: the same on the first page, a later page and past the last', async () => {
    const exact = Math.floor(MANY / 4);
    const first = await page('limit=10&noticeSection=148');
    expect(first).toMatchObject({ total: exact, totalIsEstimate: false });
    expect(first.rows.every((r) => r.section === '148')).toBe(true);
    const later = await page(`limit=10&noticeSection=148&cursor=${first.nextCursor}`);
    expect(later).toMatchObject({ total: exact, totalIsEstimate: false });
    // Walk to the end: each page keeps the total, and the pages hold every matching row once.
    let cursor: string | null = first.nextCursor;
    const seen = new Set(first.rows.map((r) => r.key));
    while (cursor) {
      const next: Page<RecordRow> = await page(`limit=100&noticeSection=148&cursor=${cursor}`);
      expect(next).toMatchObject({ total: exact, totalIsEstimate: false });
      for (const r of next.rows) seen.add(r.key);
      cursor = next.nextCursor;
    }
    expect(seen.size).toBe(exact);
    // A cursor past the last row (no key sorts below the empty one): no rows, the same total.
    const past = await page(`limit=10&noticeSection=148&cursor=${encodeCursor([1, null, ''])}`);
    expect(past).toMatchObject({ rows: [], total: exact, totalIsEstimate: false });
  });

  it('one section or two: the same rows as the sections one by one', async () => {
    const one = await page('limit=500&noticeSection=148&sort=responseDueDate');
    const both = await page('limit=500&noticeSection=148,143%282%29&sort=responseDueDate');
    expect(one.total).toBe(Math.floor(MANY / 4));
    expect(both.totalIsEstimate).toBe(true);
    const dues = one.rows.map((r) => r.dueOn).filter((d) => d != null);
    expect(dues).toEqual([...dues].sort());
  });

  it('a section and due range: exact, only matching rows, in due order', async () => {
    const r = await page(
      'limit=500&noticeSection=148&responseDueDate.from=2025-03-01&responseDueDate.to=2025-03-31&sort=responseDueDate',
    );
    const expected = (
      await s.ctx.pools.owner.query(
        `SELECT key FROM records WHERE org_id = 'TOTAL1' AND section = '148' AND due_on BETWEEN '2025-03-01' AND '2025-03-31'
         ORDER BY due_on, key`,
      )
    ).rows.map((row: { key: string }) => row.key);
    expect(expected.length).toBeGreaterThan(0);
    expect(r.total).toBe(expected.length);
    expect(r.rows.map((row) => row.key)).toEqual(expected);
  });
});
