import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gstr2bDocument, ReconRowsPage, ReconSummary, RegisterUploadResult } from '@taxdesk/domain';
import { SERVER_AREAS } from '../..';
import { createTestServer, type TestServer } from '../../../../test/harness';
import { gstReconciliationRoutes, reconciliationRoutes } from './reconciliation-routes';
import type { TwoBSource } from './two-b-source';

const ORG = 'RECON1';
const OTHER = 'RECON2';
const CLIENT = '27AAECT9999C1Z1';
const ACME = '27AAPFU0939F1ZV';
const BETA = '29AAACM1234C1Z0';
const PERIOD = '2025-08';
const Q = `gstin=${CLIENT}&period=${PERIOD}`;

const doc = (number: string, over: Partial<Gstr2bDocument> = {}): Gstr2bDocument => ({
  gstin: CLIENT,
  period: PERIOD,
  section: 'b2b',
  supplierGstin: ACME,
  supplierName: 'Acme Traders',
  docType: 'invoice',
  number,
  date: '2025-08-03',
  taxableValue: 10_000,
  igst: 0,
  cgst: 900,
  sgst: 900,
  cess: 0,
  itcAvailable: true,
  reason: null,
  reverseCharge: false,
  imsStatus: null,
  ...over,
});

/** The 2B as the reader will store it, fed directly: one GSTIN and period of one organisation. */
const twoB = new Map<string, Gstr2bDocument[]>([
  [
    `${ORG}|${CLIENT}|${PERIOD}`,
    [
      doc('INV-0088'),
      doc('INV-89', { cgst: 950, sgst: 950 }),
      doc('INV-90', { date: '2025-08-10' }),
      doc('INV-91'),
      doc('B-5', {
        supplierGstin: BETA,
        supplierName: 'Beta Supplies',
        igst: 360,
        cgst: 0,
        sgst: 0,
        taxableValue: 2000,
      }),
    ],
  ],
]);
const source: TwoBSource = (_tx, orgId, gstin, period) =>
  Promise.resolve(twoB.get(`${orgId}|${gstin}|${period}`) ?? []);

const REGISTER =
  'Supplier GSTIN,Supplier Name,Invoice No,Invoice Date,Taxable Value,IGST,CGST,SGST,Cess\r\n' +
  `${ACME},Acme,INV/88/2025-26,03/08/2025,10000,0,900,900,0\r\n` +
  `${ACME},Acme,INV/89,03/08/2025,10000,0,900,900,0\r\n` +
  `${ACME},Acme,INV/90,03/08/2025,10000,0,900,900,0\r\n` +
  `${ACME},Acme,INV/92,03/08/2025,10000,0,900,900,0\r\n` +
  `${BETA},Beta,b 5,03/08/2025,2000,360,0,0,0\r\n` +
  `,Cash,URD-1,03/08/2025,100,0,9,9,0\r\n`;

let s: TestServer;
let owner: { token: string };
let viewer: { token: string };
let stranger: { token: string };

async function call<T>(
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  token: string,
  payload?: unknown,
  raw = false,
) {
  const res = await s.app.inject({
    method,
    url: `/api/o/${ORG}/gst/reconciliation${url}`,
    headers: { authtoken: token, ...(raw ? { 'content-type': 'text/csv' } : {}) },
    payload: payload as string,
  });
  return { status: res.statusCode, body: res.json() as { message: string; data: T } };
}

const upload = (token = owner.token, body = REGISTER) =>
  call<RegisterUploadResult>(
    'POST',
    `/register/${CLIENT}/${PERIOD}?fileName=register.csv`,
    token,
    body,
    true,
  );
const summary = (tolerance = 1) => call<ReconSummary>('GET', `?${Q}&tolerance=${tolerance}`, owner.token);
const invoices = (outcome: string, extra = '') =>
  call<ReconRowsPage>('GET', `/invoices?${Q}&outcome=${outcome}${extra}`, owner.token);

beforeAll(async () => {
  s = await createTestServer({
    areas: SERVER_AREAS.map((a) =>
      a.def.key === 'gst'
        ? {
            ...a,
            routes: (a.routes ?? []).map((r) =>
              r === gstReconciliationRoutes ? reconciliationRoutes(source) : r,
            ),
          }
        : a,
    ),
  });
  owner = await s.memberOf(ORG, 'owner', 'recon@firm.example');
  viewer = await s.memberOf(ORG, 'viewer');
  stranger = await s.memberOf(OTHER, 'owner');
});
afterAll(() => s.close());

describe('2B reconciliation API', () => {
  it('takes the register, reporting the rows it could not read', async () => {
    const res = await upload();
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      imported: 5,
      format: 'csv',
      tally: false,
      fileName: 'register.csv',
    });
    expect(res.body.data.errors).toEqual([
      { rowNo: 7, message: expect.stringMatching(/Supplier GSTIN is empty/) },
    ]);
  });

  it('reconciles it with the 2B: summary by supplier and the invoices of each outcome', async () => {
    const res = await summary();
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      register: { fileName: 'register.csv', invoices: 5 },
      twoBDocuments: 5,
      counts: { matched: 2, amount_differs: 1, date_differs: 1, in_2b_only: 1, in_books_only: 1 },
    });
    expect(res.body.data.suppliers.map((x) => [x.supplierGstin, x.taxDifference])).toEqual([
      [ACME, 100],
      [BETA, 0],
    ]);
    const differs = await invoices('amount_differs');
    expect(differs.body.data.rows).toMatchObject([
      { numberKey: 'INV89', books: { number: 'INV/89' }, twoB: { number: 'INV-89' }, taxDifference: 100 },
    ]);
    expect((await invoices('in_books_only')).body.data.rows.map((r) => r.numberKey)).toEqual(['INV92']);
    expect((await invoices('in_2b_only')).body.data.rows.map((r) => r.numberKey)).toEqual(['INV91']);
    const matched = await invoices('matched', `&supplier=${BETA}`);
    expect(matched.body.data).toMatchObject({ total: 1, rows: [{ numberKey: 'B5' }] });
    const paged = await invoices('matched', '&limit=1&offset=1');
    expect(paged.body.data).toMatchObject({ total: 2, offset: 1, rows: [{ numberKey: 'B5' }] });
  });

  it('applies the tolerance the user sets', async () => {
    expect((await summary(50)).body.data.counts).toMatchObject({ matched: 3, amount_differs: 0 });
  });

  it('keeps marks across a re-import of the register', async () => {
    const mark = await call<{ updated: number }>('PUT', '/marks', owner.token, {
      gstin: CLIENT,
      period: PERIOD,
      mark: 'follow_up',
      invoices: [
        { supplierGstin: ACME, numberKey: 'INV89' },
        { supplierGstin: ACME, numberKey: 'INV91' },
      ],
    });
    expect(mark).toMatchObject({ status: 200, body: { data: { updated: 2 } } });
    await call('PUT', '/marks', owner.token, {
      gstin: CLIENT,
      period: PERIOD,
      mark: 'accepted',
      invoices: [{ supplierGstin: ACME, numberKey: 'INV92' }],
    });
    // The same invoices, booked again under other spellings and with one more row.
    expect(
      (await upload(owner.token, REGISTER.replace('INV/89', 'inv 0089').replace('INV/92', 'INV-92'))).status,
    ).toBe(200);
    expect((await invoices('amount_differs')).body.data.rows[0]!.mark).toBe('follow_up');
    expect((await invoices('in_2b_only')).body.data.rows[0]!.mark).toBe('follow_up');
    expect((await invoices('in_books_only')).body.data.rows[0]!.mark).toBe('accepted');
    await call('PUT', '/marks', owner.token, {
      gstin: CLIENT,
      period: PERIOD,
      mark: null,
      invoices: [{ supplierGstin: ACME, numberKey: 'INV91' }],
    });
    expect((await invoices('in_2b_only')).body.data.rows[0]!.mark).toBeNull();
  });

  it('exports a workbook that opens, a sheet per outcome after the suppliers', async () => {
    const res = await s.app.inject({
      method: 'GET',
      url: `/api/o/${ORG}/gst/reconciliation/xlsx?${Q}`,
      headers: { authtoken: owner.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`2b-reconciliation-${CLIENT}-${PERIOD}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual([
      'By supplier',
      'Matched',
      'Amount differs',
      'Date differs',
      'In 2B only',
      'In books only',
    ]);
    expect(book.getWorksheet('By supplier')!.getRow(2).getCell(1).value).toBe(ACME);
    const differs = book.getWorksheet('Amount differs')!;
    expect(differs.rowCount).toBe(2);
    expect(differs.getRow(2).values).toEqual(
      expect.arrayContaining(['inv 0089', 'INV-89', 'Follow up with the supplier']),
    );
  });

  it('refuses viewers, other organisations, bad input and a file without the columns, changing nothing', async () => {
    expect((await upload(viewer.token)).status).toBe(403);
    expect(
      (
        await call('PUT', '/marks', viewer.token, {
          gstin: CLIENT,
          period: PERIOD,
          mark: 'accepted',
          invoices: [{ supplierGstin: ACME, numberKey: 'X' }],
        })
      ).status,
    ).toBe(403);
    expect((await call('GET', `?${Q}`, viewer.token)).status).toBe(200);
    expect((await call('GET', `?${Q}`, stranger.token)).status).toBe(404);
    expect((await call('GET', `?gstin=XYZ&period=${PERIOD}`, owner.token)).status).toBe(400);
    expect((await call('GET', `?${Q}&tolerance=-1`, owner.token)).status).toBe(400);
    expect((await call('GET', `/invoices?${Q}&outcome=maybe`, owner.token)).status).toBe(400);
    const bad = await upload(owner.token, 'Name,Amount\nAcme,1\n');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/No heading row/);
    expect((await summary()).body.data.register!.invoices).toBe(5);
  });
});
