import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultColumns,
  fieldOf,
  filterStyles,
  formatValue,
  listFieldValue,
  recordKey,
  RESOURCES,
  RESOURCE_TYPES,
  sortableFields,
  type Page,
  type RecordDetail,
  type RecordRow,
} from '@taxdesk/domain';
import { inOrg } from '../../db/tenant';
import { upsertRecords } from '../../lib/records/upsert';
import { createTestServer, type TestServer } from '../../../test/harness';
import { sampleRecords } from '../../../test/sample-records';

const COUNT = 37;
let s: TestServer;
let token: string;
let otherToken: string;

beforeAll(async () => {
  s = await createTestServer();
  token = (await s.memberOf('CONF01')).token;
  otherToken = (await s.memberOf('CONF02')).token;
  for (const type of RESOURCE_TYPES) {
    const def = RESOURCES[type];
    await inOrg(s.ctx.db, 'CONF01', (tx) =>
      upsertRecords(
        tx,
        'CONF01',
        def,
        sampleRecords(def, COUNT).map((data) => ({ data })),
      ),
    );
    await inOrg(s.ctx.db, 'CONF02', (tx) =>
      upsertRecords(
        tx,
        'CONF02',
        def,
        sampleRecords(def, 3, 'other-').map((data) => ({ data })),
      ),
    );
  }
});
afterAll(() => s.close());

async function get<T>(url: string, auth = token): Promise<{ status: number; data: T; raw: string }> {
  const res = await s.app.inject({ method: 'GET', url, headers: { authtoken: auth } });
  return { status: res.statusCode, data: (res.json() as { data: T }).data, raw: res.body };
}

async function allPages(type: string, params: string): Promise<RecordRow[]> {
  const rows: RecordRow[] = [];
  let cursor = '';
  for (let i = 0; i < 50; i++) {
    const page = await get<Page<RecordRow>>(
      `/api/o/CONF01/records/${type}?limit=7&${params}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(page.status).toBe(200);
    rows.push(...page.data.rows);
    if (!page.data.nextCursor) return rows;
    cursor = page.data.nextCursor;
  }
  throw new Error('pagination did not end');
}

describe.each(RESOURCE_TYPES)('record type %s', (type) => {
  const def = RESOURCES[type];

  it('lists every record once across keyset pages, with the total', async () => {
    const rows = await allPages(type, '');
    expect(rows).toHaveLength(COUNT);
    expect(new Set(rows.map((r) => r.key)).size).toBe(COUNT);
    const first = await get<Page<RecordRow>>(`/api/o/CONF01/records/${type}?limit=5`);
    expect(first.data.total).toBe(COUNT);
    expect(first.data.totalIsEstimate).toBe(false);
  });

  it.each(sortableFields(def))('sorts by %s both ways, records without a value last', async (field) => {
    const col = fieldOf(def, field)!.column!;
    for (const dir of ['', '-']) {
      const rows = await allPages(type, `sort=${dir}${field}`);
      expect(rows).toHaveLength(COUNT);
      const values = rows.map((r) => r[col as keyof RecordRow] as string | number | null);
      const present = values.filter((v) => v != null);
      expect(values.slice(present.length).every((v) => v == null)).toBe(true);
      const sorted = [...present].sort((a, b) => (a! < b! ? -1 : a! > b! ? 1 : 0));
      expect(present).toEqual(dir ? sorted.reverse() : sorted);
    }
  });

  it('filters by each filterable field', async () => {
    const all = await allPages(type, '');
    for (const [field, style] of Object.entries(filterStyles(def))) {
      const f = fieldOf(def, field)!;
      if (style === 'in') {
        const facets = await get<{ value: string; count: number }[]>(
          `/api/o/CONF01/records/${type}/facets/${field}`,
        );
        expect(facets.status).toBe(200);
        const pick = facets.data[0]!;
        const rows = await allPages(type, `${field}=${encodeURIComponent(pick.value)}`);
        expect(rows.length).toBe(pick.count);
        expect(
          rows.every((r) => String(f.column ? r[f.column as keyof RecordRow] : r.data[field]) === pick.value),
        ).toBe(true);
      } else {
        // A due column filters the effective due date (docs/deadlines.md), which a list shows.
        const values = all
          .map((r) => listFieldValue(r, f))
          .filter((v) => v != null)
          .map(String)
          .sort();
        const from = values[Math.floor(values.length / 4)]!.slice(0, 10);
        const to = values[Math.floor((values.length * 3) / 4)]!.slice(0, 10);
        const rows = await allPages(type, `${field}.from=${from}&${field}.to=${to}`);
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.length).toBeLessThan(all.length);
        for (const r of rows) {
          const v = String(listFieldValue(r, f)).slice(0, 10);
          expect(v >= from && v <= to, `${v} in ${from}..${to}`).toBe(true);
        }
      }
    }
  });

  it('searches by text', async () => {
    const target = (await allPages(type, ''))[3]!;
    const rows = await allPages(type, `q=${encodeURIComponent(target.key)}`);
    expect(rows.map((r) => r.key)).toContain(target.key);
  });

  it('answers the detail by natural key, with history', async () => {
    const data = sampleRecords(def, COUNT)[5]!;
    const key = recordKey(def, data);
    const detail = await get<RecordDetail>(`/api/o/CONF01/records/${type}/item/${key}`);
    expect(detail.status).toBe(200);
    expect(detail.data.record.key).toBe(key);
    expect(detail.data.events[0]?.kind).toBe('new');
    expect((await get(`/api/o/CONF01/records/${type}/item/no-such-key`)).status).toBe(404);
  });

  it('exports CSV and XLSX with the chosen columns', async () => {
    const cols = defaultColumns(def).slice(0, 3);
    const csv = await s.app.inject({
      method: 'GET',
      url: `/api/o/CONF01/records/${type}/export?format=csv&cols=${cols.join(',')}`,
      headers: { authtoken: token },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(COUNT + 1);
    expect(lines[0]).toBe(cols.map((c) => fieldOf(def, c)!.label).join(','));

    const xlsx = await s.app.inject({
      method: 'GET',
      url: `/api/o/CONF01/records/${type}/export?format=xlsx`,
      headers: { authtoken: token },
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(COUNT + 1);
    const firstField = fieldOf(def, defaultColumns(def)[0]!)!;
    const values = new Set(
      sheet
        .getColumn(1)
        .values.slice(2)
        .map((v) => String(v instanceof Date ? v.toISOString().slice(0, 10) : v)),
    );
    const sample = sampleRecords(def, COUNT).map((d) => formatValue(firstField, d[firstField.key]));
    expect(sample.some((v) => values.has(v))).toBe(true);
  });

  it('shows another organisation nothing of this one', async () => {
    const mine = await get<Page<RecordRow>>(`/api/o/CONF02/records/${type}`, otherToken);
    expect(mine.data.total).toBe(3);
    expect(mine.data.rows.every((r) => r.key.startsWith('other-'))).toBe(true);
    const key = recordKey(def, sampleRecords(def, COUNT)[5]!);
    expect((await get(`/api/o/CONF02/records/${type}/item/${key}`, otherToken)).status).toBe(404);
    const search = await get<Page<RecordRow>>(
      `/api/o/CONF02/records/${type}?q=${encodeURIComponent(key.slice(0, 12))}`,
      otherToken,
    );
    expect(search.data.rows.filter((r) => !r.key.startsWith('other-'))).toEqual([]);
    // A member of CONF02 asking for CONF01 gets 404: not a member.
    expect((await get(`/api/o/CONF01/records/${type}`, otherToken)).status).toBe(404);
  });
});

describe('records API input', () => {
  it('refuses unknown types, bad sorts and bad cursors clearly', async () => {
    expect((await get('/api/o/CONF01/records/nope')).status).toBe(404);
    const sort = await get('/api/o/CONF01/records/itNotice?sort=description');
    expect(sort.status).toBe(400);
    expect(sort.raw).toContain('cannot be sorted by description');
    expect((await get('/api/o/CONF01/records/itNotice?cursor=abc')).status).toBe(400);
  });

  it('writes nothing when the same records come again', async () => {
    const def = RESOURCES.itNotice;
    const again = await inOrg(s.ctx.db, 'CONF01', (tx) =>
      upsertRecords(
        tx,
        'CONF01',
        def,
        sampleRecords(def, COUNT).map((data) => ({ data })),
      ),
    );
    expect(again).toEqual({ inserted: [], changed: [], unchanged: COUNT });
  });
});
