import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES, type Gstr2bImportResult } from '@taxdesk/domain';
import { inOrg } from '../../db/tenant';
import { upsertRecords } from '../../lib/records/upsert';
import { createTestServer, type TestServer } from '../../../test/harness';
import { listGstr2bDocuments } from './gstr2b/gstr2b-documents';
import { readGstr2b } from './gstr2b/gstr2b-read';

const ORG = 'GST2B1';
const GSTIN = '27AAPFU0939F1ZV';
const FILED = '29AAACM1234C1Z0';
const MISSING = '24AAACR5055K2ZC';
const STRANGER = '27AAACR5055K1Z7';
/** In the first file, not in the August fixture that replaces it. */
const GONE = '33AAACG1111K1Z5';
const FIXTURES = join(__dirname, 'gstr2b', 'fixtures');
const fixture = (name: string) => readFileSync(join(FIXTURES, name));
const AUG = 'constructed_R2B_27AAPFU0939F1ZV_082026.json';
const MAR21 = 'constructed_R2B_27AAPFU0939F1ZV_032021.json';
const QTR = 'constructed_R2BQ_27AAPFU0939F1ZV_092026.json';
let s: TestServer;
let owner: { token: string };
let viewer: { token: string };

const inv = (inum: string, itcavl: string, igst: number, cgst = 0, sgst = 0) => ({
  inum,
  dt: '05-08-2026',
  val: igst * 6,
  pos: '27',
  rev: 'N',
  itcavl,
  items: [{ rt: 18, txval: igst * 5 || cgst * 10, igst, cgst, sgst, cess: 0 }],
});

const file = (b2b: unknown[], gstin = GSTIN) => ({
  data: { gstin, rtnprd: '082026', docdata: { b2b, cdnr: [], isd: [], impg: [] } },
});

const GOOD = file([
  { ctin: FILED, trdnm: 'Mehta Mills', inv: [inv('MM/1', 'Y', 1800), inv('MM/2', 'N', 900)] },
  { ctin: MISSING, trdnm: 'Rana Steels', inv: [inv('RS/9', 'Y', 0, 450, 450)] },
  { ctin: STRANGER, trdnm: 'Not looked up', inv: [inv('NL/1', 'Y', 360)] },
  { ctin: GONE, trdnm: 'Gone Traders', inv: [inv('GT/1', 'Y', 90)] },
]);

type Answer = { status: number; body: { message?: string; data: Gstr2bImportResult } };

async function post(body: string | Buffer, token = owner.token, fileName?: string): Promise<Answer> {
  const res = await s.app.inject({
    method: 'POST',
    url: `/api/o/${ORG}/gst/gstr2b${fileName ? `?fileName=${encodeURIComponent(fileName)}` : ''}`,
    headers: { authtoken: token, 'content-type': 'application/octet-stream' },
    payload: body,
  });
  return { status: res.statusCode, body: res.json() };
}

const entries = async (period = '2026-08') =>
  (
    await s.ctx.pools.owner.query<{ data: Record<string, unknown> }>(
      `SELECT data FROM records WHERE org_id=$1 AND type='gstItcEntry' AND removed_at IS NULL
         AND data->>'period'=$2 ORDER BY data->>'ctin'`,
      [ORG, period],
    )
  ).rows.map((r) => r.data);

const documents = (period: string) =>
  inOrg(s.ctx.db, ORG, (tx) => listGstr2bDocuments(tx, ORG, GSTIN, period));

async function zip(files: Record<string, Buffer | string>) {
  const z = new JSZip();
  for (const [name, content] of Object.entries(files)) z.file(name, content);
  return z.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

beforeAll(async () => {
  s = await createTestServer();
  owner = await s.memberOf(ORG, 'owner', 'itc@firm.example');
  viewer = await s.memberOf(ORG, 'viewer');
  await inOrg(s.ctx.db, ORG, async (tx) => {
    await upsertRecords(tx, ORG, RESOURCES.gstAccount, [
      { data: { portalUserName: 'uday_0939', gstin: GSTIN } },
    ]);
    await upsertRecords(tx, ORG, RESOURCES.gstParty, [
      {
        data: { gstin: FILED, lgnm: 'Mehta Mills', filedRecentReturns: 'yes', lastGstr3bPeriod: 'Jul 2026' },
      },
      {
        data: { gstin: MISSING, lgnm: 'Rana Steels', filedRecentReturns: 'no', lastGstr3bPeriod: 'Feb 2026' },
      },
    ]);
  });
});
afterAll(() => s.close());

describe('GSTR-2B import', () => {
  it('refuses a malformed file with the reason and changes nothing', async () => {
    const cases: [string | Buffer, number, string][] = [
      ['{"data": {', 400, 'The file is not JSON'],
      [JSON.stringify({ data: { gstin: GSTIN } }), 400, 'Not a GSTR-2B file: rtnprd'],
      [
        JSON.stringify({
          data: {
            gstin: GSTIN,
            rtnprd: '082026',
            docdata: { b2b: [{ ctin: FILED, inv: [{ inum: 'X', igst: 'lots' }] }] },
          },
        }),
        400,
        'docdata.b2b.0.inv.0.igst',
      ],
      [JSON.stringify(file([], STRANGER)), 400, "not one of this organisation's GST accounts"],
      [Buffer.from('PK\x03\x04 not really a zip'), 400, 'The ZIP cannot be read'],
      [Buffer.alloc(11 * 1024 * 1024, 32), 413, 'larger than'],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(body);
      expect(res.status, message).toBe(status);
      expect(res.body.message, message).toContain(message);
    }
    expect((await post(JSON.stringify(GOOD), viewer.token)).status).toBe(403);
    expect(await entries()).toEqual([]);
    expect(await documents('2026-08')).toEqual([]);
  });

  it('stores ITC by supplier and period, matched against the suppliers held as GST parties', async () => {
    const res = await post(JSON.stringify(GOOD));
    expect(res.status).toBe(200);
    expect(res.body.data.files).toMatchObject([
      { status: 'imported', gstin: GSTIN, period: '2026-08', suppliers: 4, documents: 5 },
    ]);
    const rows = await entries();
    expect(
      rows.map((r) => [r.ctin, r.itcAvailable, r.itcUnavailable, r.invoiceCount, r.supplierFiling]),
    ).toEqual([
      [MISSING, 900, 0, 1, 'not_filed'],
      [STRANGER, 360, 0, 1, 'unknown'],
      [FILED, 1800, 900, 2, 'filed'],
      [GONE, 90, 0, 1, 'unknown'],
    ]);
    expect(rows[2]).toMatchObject({
      portalUserName: 'uday_0939',
      period: '2026-08',
      supplierLastGstr3b: 'Jul 2026',
    });
    // The same file again changes nothing, and says so.
    expect((await post(JSON.stringify(GOOD))).body.data.files).toMatchObject([{ status: 'unchanged' }]);
  });

  it('reads the current schema, stores every document, and shows the figures of the file’s itcsumm', async () => {
    const res = await post(fixture(AUG), owner.token, AUG);
    expect(res.status).toBe(200);
    const read = readGstr2b(fixture(AUG));
    const [report] = res.body.data.files;
    expect(report).toMatchObject({
      status: 'imported',
      period: '2026-08',
      matchesFile: true,
      documents: read.documents.length,
    });
    expect(report!.summary).toEqual(read.summary);
    // The documents, as the reader gave them, for the 2B-against-books reconciliation.
    const key = (d: { section: string; supplierGstin: string | null; docType: string; number: string }) =>
      [d.section, d.supplierGstin ?? '', d.docType, d.number].join('|');
    const byKey = (a: Parameters<typeof key>[0], b: Parameters<typeof key>[0]) =>
      key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
    const held = await documents('2026-08');
    expect([...held].sort(byKey)).toEqual([...read.documents].sort(byKey));
    // Another organisation sees none of them, even asking by this one's id (row-level security).
    expect(await inOrg(s.ctx.db, 'OTHER1', (tx) => listGstr2bDocuments(tx, ORG, GSTIN, '2026-08'))).toEqual(
      [],
    );
    // The earlier file's supplier that is not in this one is no longer listed.
    const rows = await entries();
    expect(rows.map((r) => r.ctin)).not.toContain(GONE);
    // The supplier rows add up to the summary's lines.
    const sum = (k: string) => Math.round(rows.reduce((t, r) => t + Number(r[k]) * 100, 0)) / 100;
    const total = (t: { igst: number; cgst: number; sgst: number; cess: number }) =>
      Math.round((t.igst + t.cgst + t.sgst + t.cess) * 100) / 100;
    const sm = read.summary;
    expect(sum('itcAvailable')).toBe(
      Math.round((total(sm.b2b) + total(sm.reverseCharge) + total(sm.isd) + total(sm.imports)) * 100) / 100,
    );
    expect(sum('creditNotes')).toBe(total(sm.creditNotes));
    expect(sum('itcUnavailable')).toBe(total(sm.notAvailable));
    expect(sum('itcRejected')).toBe(total(sm.rejected));
    const periods = await s.app.inject({
      method: 'GET',
      url: `/api/o/${ORG}/gst/gstr2b/periods?gstin=${GSTIN}`,
      headers: { authtoken: viewer.token },
    });
    expect(periods.json().data).toMatchObject([
      { gstin: GSTIN, period: '2026-08', matchesFile: true, summary: read.summary },
    ]);
  });

  it('imports a ZIP of many months, each file on its own; the same ZIP again changes nothing', async () => {
    const body = await zip({
      [`2021/${MAR21}`]: fixture(MAR21),
      [QTR]: fixture(QTR),
      'copy-of-march.json': fixture(MAR21),
      'notes.txt': 'not a 2B',
      'broken.json': '{',
      '__MACOSX/._x.json': 'junk',
    });
    const first = (await post(body, owner.token, 'clients.zip')).body.data.files;
    expect(first.map((f) => [f.name, f.status, f.period ?? null, f.quarterly ?? null])).toEqual([
      [`clients.zip: 2021/${MAR21}`, 'imported', '2021-03', false],
      [`clients.zip: ${QTR}`, 'imported', '2026-09', true],
      ['clients.zip: copy-of-march.json', 'unchanged', '2021-03', false],
      ['clients.zip: notes.txt', 'failed', null, null],
      ['clients.zip: broken.json', 'failed', null, null],
    ]);
    expect(first[4]!.error).toContain('not JSON');
    expect((await documents('2026-09')).length).toBe(readGstr2b(fixture(QTR)).documents.length);
    const events = async () =>
      (await s.ctx.pools.owner.query(`SELECT count(*)::int AS n FROM record_events WHERE org_id=$1`, [ORG]))
        .rows[0].n as number;
    const before = await events();
    const again = (await post(body, owner.token, 'clients.zip')).body.data.files;
    expect(again.filter((f) => f.status !== 'failed').map((f) => f.status)).toEqual([
      'unchanged',
      'unchanged',
      'unchanged',
    ]);
    expect(await events()).toBe(before);
  });

  it('refuses a ZIP that inflates beyond its limits, counting what it inflates', async () => {
    // 11 MB of spaces packs into a few kilobytes; a single entry may unpack to 10 MB.
    const big = await zip({ 'big.json': Buffer.alloc(11 * 1024 * 1024, 32) });
    expect(big.length).toBeLessThan(200 * 1024);
    const res = await post(big, owner.token, 'big.zip');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('larger than 10 MB');
    const many = await zip(Object.fromEntries(Array.from({ length: 241 }, (_, i) => [`f${i}.json`, '{}'])));
    const res2 = await post(many, owner.token, 'many.zip');
    expect(res2.status).toBe(400);
    expect(res2.body.message).toContain('at most 240');
  });
});
