import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '@taxdesk/domain';
import { inOrg } from '../../../db/tenant';
import { upsertRecords } from '../../../lib/records/upsert';
import { createTestServer, type TestServer } from '../../../../test/harness';
import { readZip, zipDirectory } from '../../../../test/zip-reader';

const ORG = 'BULK01';
const OTHER = 'BULK02';
const A = 'AAAPA1111A';
const B = 'AAACB2222B';
const C = 'AAAFC3333C';
let s: TestServer;
let owner: { token: string; userId: string };
let viewer: { token: string; userId: string };
let outsider: { token: string };

const pdf = (label: string) => Buffer.from(`%PDF-1.4\n% ${label}\n%%EOF\n`);

async function seed(
  orgId: string,
  type: 'itAccount' | 'itProceeding' | 'itNotice',
  rows: Record<string, unknown>[],
) {
  await inOrg(s.ctx.db, orgId, (tx) =>
    upsertRecords(
      tx,
      orgId,
      RESOURCES[type],
      rows.map((data) => ({ data })),
    ),
  );
}

async function addDocument(
  orgId: string,
  type: string,
  key: string,
  docId: string,
  fileName: string,
  content: Buffer,
) {
  const sha = createHash('sha256').update(content).digest('hex');
  await inOrg(s.ctx.db, orgId, (tx) =>
    tx.execute(sql`
      INSERT INTO documents (org_id, type, key, doc_id, file_name, content_type, size, sha256, content)
      VALUES (${orgId}, ${type}, ${key}, ${docId}, ${fileName}, 'application/pdf', ${content.length}, ${sha}, ${content})`),
  );
}

async function post<T = unknown>(url: string, token: string, payload: unknown) {
  const res = await s.app.inject({
    method: 'POST',
    url,
    headers: { authtoken: token },
    payload: payload as object,
  });
  return { status: res.statusCode, body: res.json() as { message?: string; data: T } };
}

type Ticket = {
  url: string;
  ticket: string;
  files: number;
  bytes: number;
  accounts: number;
  proceedings: number;
};

/** Asks for the archive, then fetches it by its ticket as the browser would (no AuthToken). */
async function download(selection: unknown, token = owner.token) {
  const asked = await post<Ticket>(`/api/o/${ORG}/it/bulk-download`, token, selection);
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const res = await s.app.inject({ method: 'GET', url: asked.body.data.url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['content-disposition']).toMatch(
    /^attachment; filename="taxdesk-BULK01-notices-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  const files = readZip(res.rawPayload);
  return { ticket: asked.body.data, files, names: files.map((f) => f.name) };
}

function indexOf(files: { name: string; content: Buffer }[]): string[][] {
  const csv = files
    .find((f) => f.name === 'index.csv')!
    .content.toString('utf8')
    .replace(/^\uFEFF/, '');
  return csv
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
}

beforeAll(async () => {
  s = await createTestServer();
  owner = await s.memberOf(ORG, 'owner');
  viewer = await s.memberOf(ORG, 'viewer');
  outsider = await s.memberOf(OTHER, 'owner');
  await seed(ORG, 'itAccount', [
    { pan: A, name: 'Alpha', group: 'Group A', branch: 'Pune' },
    { pan: B, name: 'Beta', group: 'Group B', branch: 'Mumbai' },
    { pan: C, name: 'Gamma', group: 'Group B', branch: 'Pune' },
  ]);
  await seed(ORG, 'itProceeding', [
    { proceedingReqId: '101', pan: A, proceedingName: 'Assessment u/s 143(3)', assessmentYear: '2023-24' },
    { proceedingReqId: '102', pan: A, proceedingName: 'Penalty u/s 270A', assessmentYear: '2024-25' },
    { proceedingReqId: '201', pan: B, proceedingName: 'Reassessment u/s 147', assessmentYear: '2023-24' },
  ]);
  await seed(ORG, 'itNotice', [
    {
      headerSeqNo: '9001',
      pan: A,
      proceedingReqId: '101',
      ay: '2023-24',
      documentIdentificationNumber: 'DIN-1',
    },
    { headerSeqNo: '9002', pan: A, proceedingReqId: '101', ay: '2023-24' },
    { headerSeqNo: '9003', pan: A, proceedingReqId: '102', ay: '2024-25' },
    { headerSeqNo: '9004', pan: B, proceedingReqId: '201', ay: '2023-24' },
    { headerSeqNo: '9005', pan: C, ay: '2022-23' },
  ]);
  await addDocument(ORG, 'itNotice', '9001', 'd1', 'notice.pdf', pdf('9001 notice'));
  await addDocument(ORG, 'itNotice', '9001', 'r1', 'Reply R1 - submission.pdf', pdf('9001 reply'));
  await addDocument(ORG, 'itNotice', '9002', 'd2', 'notice.pdf', pdf('9002 notice'));
  await addDocument(ORG, 'itNotice', '9002', 'd2b', 'notice.pdf', pdf('9002 annexure'));
  await addDocument(ORG, 'itProceeding', '101', 'co', 'closure order.pdf', pdf('101 closure'));
  await addDocument(ORG, 'itNotice', '9003', 'd3', 'notice.pdf', pdf('9003 notice'));
  await addDocument(ORG, 'itNotice', '9004', 'd4', 'notice.pdf', pdf('9004 notice'));
  await addDocument(ORG, 'itNotice', '9005', 'd5', 'a:b/c.pdf', pdf('9005 notice'));
  await seed(OTHER, 'itAccount', [{ pan: A, name: 'Their Alpha' }]);
  await seed(OTHER, 'itNotice', [{ headerSeqNo: '9001', pan: A, proceedingReqId: '101' }]);
  await addDocument(OTHER, 'itNotice', '9001', 'd1', 'theirs.pdf', pdf('not yours'));
});
afterAll(() => s.close());

describe('bulk download', () => {
  it('puts every notice, reply and closure order of the chosen PAN in folders by PAN, year and proceeding, with an index', async () => {
    const { ticket, files, names } = await download({ pans: [A.toLowerCase()] });
    expect(ticket).toMatchObject({ files: 6, accounts: 1, proceedings: 2 });
    const p101 = `${A}/AY 2023-24/Assessment u_s 143(3) 101`;
    expect(names).toEqual([
      'index.csv',
      `${p101}/Notice 9001 - notice.pdf`,
      `${p101}/Notice 9001 - Reply R1 - submission.pdf`,
      `${p101}/Notice 9002 - notice.pdf`,
      `${p101}/Notice 9002 - notice (2).pdf`,
      `${p101}/Proceeding 101 - closure order.pdf`,
      `${A}/AY 2024-25/Penalty u_s 270A 102/Notice 9003 - notice.pdf`,
    ]);
    const byName = new Map(files.map((f) => [f.name, f.content.toString('latin1')]));
    expect(byName.get(`${p101}/Notice 9001 - Reply R1 - submission.pdf`)).toContain('9001 reply');
    expect(byName.get(`${p101}/Notice 9002 - notice (2).pdf`)).toContain('9002 annexure');
    expect(byName.get(`${p101}/Proceeding 101 - closure order.pdf`)).toContain('101 closure');

    const index = indexOf(files);
    expect(index[0]).toEqual([
      'Path',
      'PAN',
      'Assessment year',
      'Proceeding ID',
      'Proceeding',
      'Record type',
      'Record',
      'DIN',
      'Section',
      'Issued on',
      'Response due',
      'Entered by hand',
      'File name',
      'Size (bytes)',
      'SHA-256',
    ]);
    expect(index.slice(1).map((row) => row[0])).toEqual(names.slice(1));
    const first = index[1]!;
    expect(first.slice(1, 8)).toEqual([
      A,
      '2023-24',
      '101',
      'Assessment u/s 143(3)',
      'itNotice',
      '9001',
      'DIN-1',
    ]);
    expect(first[14]).toBe(createHash('sha256').update(pdf('9001 notice')).digest('hex'));
    expect(names.some((n) => n.includes('theirs'))).toBe(false);
  });

  it('chooses accounts by group or branch, and narrows by year or proceeding', async () => {
    const group = await download({ groups: ['Group B'] });
    expect(group.names).toEqual([
      'index.csv',
      `${B}/AY 2023-24/Reassessment u_s 147 201/Notice 9004 - notice.pdf`,
      `${C}/AY 2022-23/Without proceeding/Notice 9005 - a_b_c.pdf`,
    ]);
    const branchAndYear = await download({ branches: ['Pune'], years: ['2024-25'] });
    expect(branchAndYear.names).toEqual([
      'index.csv',
      `${A}/AY 2024-25/Penalty u_s 270A 102/Notice 9003 - notice.pdf`,
    ]);
    const proceeding = await download({ proceedings: ['201', '102'] });
    // PANs in order: AAACB… before AAAPA….
    expect(proceeding.names.slice(1).map((n) => n.split('/')[2])).toEqual([
      'Reassessment u_s 147 201',
      'Penalty u_s 270A 102',
    ]);
    const years = await download({ years: ['2023-24'] });
    expect(years.ticket.files).toBe(6);
  });

  it('lets viewers download, refuses bad or empty choices, and answers a preview', async () => {
    const v = await download({ pans: [B] }, viewer.token);
    expect(v.names).toHaveLength(2);
    const preview = await post(`/api/o/${ORG}/it/bulk-download/preview`, viewer.token, { pans: [A, B] });
    expect(preview.body.data).toEqual({ files: 7, bytes: expect.any(Number), accounts: 2, proceedings: 3 });

    const cases: [unknown, string][] = [
      [{}, 'Choose accounts, assessment years or proceedings'],
      [{ pans: ['NOTAPAN'] }, 'NOTAPAN: PAN must be'],
      [{ years: ['2024'] }, 'An assessment year looks like 2025-26'],
      [{ pans: ['AAAPZ9999Z'] }, 'No documents match this choice'],
      [{ pans: [A], everything: true }, 'everything'],
    ];
    for (const [payload, message] of cases) {
      const res = await post(`/api/o/${ORG}/it/bulk-download`, owner.token, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.message).toContain(message);
    }
  });

  it('keeps the archive to the organisation: non-members, foreign tickets, expired tickets and removed users get nothing', async () => {
    expect((await post(`/api/o/${ORG}/it/bulk-download`, outsider.token, { pans: [A] })).status).toBe(404);
    const mine = await post<Ticket>(`/api/o/${ORG}/it/bulk-download`, owner.token, { pans: [A] });
    const ticket = mine.body.data.ticket;
    expect(
      (await s.app.inject({ method: 'GET', url: `/api/o/${OTHER}/it/bulk-download/${ticket}` })).statusCode,
    ).toBe(404);
    expect(
      (await s.app.inject({ method: 'GET', url: `/api/o/${ORG}/it/bulk-download/${'x'.repeat(32)}` }))
        .statusCode,
    ).toBe(404);

    await s.ctx.pools.owner.query(`UPDATE download_tickets SET expires_at = now() - interval '1 minute'`);
    const expired = await s.app.inject({ method: 'GET', url: mine.body.data.url });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toContain('expired');

    const v = await post<Ticket>(`/api/o/${ORG}/it/bulk-download`, viewer.token, { pans: [A] });
    await s.ctx.pools.owner.query('DELETE FROM memberships WHERE org_id = $1 AND user_id = $2', [
      ORG,
      viewer.userId,
    ]);
    expect((await s.app.inject({ method: 'GET', url: v.body.data.url })).statusCode).toBe(404);
  });
});

describe('a large archive', () => {
  const BIG = 'BIGZ01';
  const FILES = 384;
  const SIZE = 1024 * 1024;

  it('streams hundreds of megabytes with flat memory, even to a client that pauses', async () => {
    const big = await s.memberOf(BIG, 'member');
    await seed(BIG, 'itAccount', [{ pan: A, name: 'Big' }]);
    await seed(BIG, 'itNotice', [{ headerSeqNo: '1', pan: A, proceedingReqId: '7', ay: '2024-25' }]);
    // One random (incompressible) megabyte, copied: the database stores it without compressing.
    await s.ctx.pools.owner.query(
      `INSERT INTO documents (org_id, type, key, doc_id, file_name, content_type, size, sha256, content)
       VALUES ($1, 'itNotice', '1', 'd1', 'part 1.pdf', 'application/pdf', $2, 'x', $3)`,
      [BIG, SIZE, Buffer.concat([Buffer.from('%PDF-'), randomBytes(SIZE - 5)])],
    );
    await s.ctx.pools.owner.query(
      `INSERT INTO documents (org_id, type, key, doc_id, file_name, content_type, size, sha256, content)
       SELECT org_id, type, key, 'd' || n, 'part ' || n || '.pdf', content_type, size, sha256, content
       FROM documents, generate_series(2, $2) n WHERE org_id = $1 AND doc_id = 'd1'`,
      [BIG, FILES],
    );
    const asked = await s.app.inject({
      method: 'POST',
      url: `/api/o/${BIG}/it/bulk-download`,
      headers: { authtoken: big.token },
      payload: { pans: [A] },
    });
    const { url, files } = asked.json().data as Ticket;
    expect(files).toBe(FILES);

    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = s.app.server.address() as AddressInfo;
    const before = process.memoryUsage().rss;
    let peak = before;
    let total = 0;
    const last: Buffer[] = [];
    let kept = 0;
    let paused = false;
    await new Promise<void>((resolve, reject) => {
      http
        .get(`http://127.0.0.1:${port}${url}`, (res) => {
          // Only the archive's end is kept (its directory): the client holds no more than a chunk.
          expect(res.statusCode).toBe(200);
          res.on('data', (chunk: Buffer) => {
            total += chunk.length;
            last.push(chunk);
            kept += chunk.length;
            while (kept - last[0]!.length > 65_536) kept -= last.shift()!.length;
            peak = Math.max(peak, process.memoryUsage().rss);
            // Stop reading for a while part-way: the server must wait, not buffer the rest.
            if (!paused && total > 50 * SIZE) {
              paused = true;
              res.pause();
              setTimeout(() => {
                peak = Math.max(peak, process.memoryUsage().rss);
                res.resume();
              }, 1500);
            }
          });
          res.on('end', resolve);
          res.on('error', reject);
        })
        .on('error', reject);
    });
    expect(total).toBeGreaterThan(FILES * SIZE);
    const tail = Buffer.concat(last);
    expect(zipDirectory(tail.subarray(tail.length - 22)).entries).toBe(FILES + 1);
    const grew = peak - before;
    expect(
      grew,
      `memory grew ${Math.round(grew / 1e6)} MB for a ${Math.round(total / 1e6)} MB archive`,
    ).toBeLessThan((FILES * SIZE) / 3);
  }, 180_000);
});
