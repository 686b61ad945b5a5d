import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES, type CaseSummary } from '@taxdesk/domain';
import { createTestServer, type TestServer } from '../../../test/harness';
import { inOrg } from '../../db/tenant';
import { linkCases } from '../../lib/cases/link-cases';
import { upsertRecords } from '../../lib/records/upsert';

let s: TestServer;
let token: string;
const ORG = 'CASEL1';
const PAN = 'AAAPC1234C';
const GST_USER = 'acme_gst';
const TAN = 'MUMA12345B';

const link = () => inOrg(s.ctx.db, ORG, (tx) => linkCases(tx, ORG, null));

async function caseOf(type: string, key: string): Promise<string | null> {
  const r = await s.ctx.pools.owner.query(
    `SELECT case_id FROM case_records WHERE org_id = $1 AND type = $2 AND key = $3`,
    [ORG, type, key],
  );
  return r.rows[0]?.case_id ?? null;
}

async function membersOf(caseId: string): Promise<string[]> {
  const r = await s.ctx.pools.owner.query(
    `SELECT type || ':' || key AS k FROM case_records WHERE org_id = $1 AND case_id = $2 ORDER BY 1`,
    [ORG, caseId],
  );
  return r.rows.map((row: { k: string }) => row.k);
}

async function keyOf(type: string): Promise<string[]> {
  const r = await s.ctx.pools.owner.query(
    `SELECT key FROM records WHERE org_id = $1 AND type = $2 ORDER BY key`,
    [ORG, type],
  );
  return r.rows.map((row: { key: string }) => row.key);
}

beforeAll(async () => {
  s = await createTestServer();
  token = (await s.memberOf(ORG, 'owner')).token;
  await inOrg(s.ctx.db, ORG, async (tx) => {
    const up = (type: keyof typeof RESOURCES, rows: Record<string, unknown>[]) =>
      upsertRecords(
        tx,
        ORG,
        RESOURCES[type],
        rows.map((data) => ({ data })),
      );
    // Income tax: a closed assessment with two notices, a reply, an adjournment, the AO's demand
    // and the appeal against it; a second, open proceeding of another year; a CPC demand of neither.
    await up('itProceeding', [
      {
        proceedingReqId: 'PR-1',
        pan: PAN,
        proceedingName: 'Assessment',
        assessmentYear: '2022-23',
        issuedOn: '2024-01-10',
        proceedingStatus: 'C',
        proceedingClosureDate: '2024-12-20',
      },
      {
        proceedingReqId: 'PR-2',
        pan: PAN,
        proceedingName: 'Reassessment',
        assessmentYear: '2020-21',
        issuedOn: '2025-03-01',
        proceedingStatus: 'O',
      },
    ]);
    await up('itNotice', [
      { headerSeqNo: 'N-1', pan: PAN, proceedingReqId: 'PR-1', ay: '2022-23', issuedOn: '2024-01-10' },
      { headerSeqNo: 'N-2', pan: PAN, proceedingReqId: 'PR-1', ay: '2022-23', issuedOn: '2024-06-10' },
      { headerSeqNo: 'N-3', pan: PAN, proceedingReqId: 'PR-2', ay: '2020-21', issuedOn: '2025-03-01' },
    ]);
    await up('itReply', [
      { responseId: 'R-1', pan: PAN, headerSeqNo: 'N-1', proceedingReqId: 'PR-1', submittedOn: '2024-02-01' },
    ]);
    await up('itAdjournment', [
      { adjVcReqstId: 'ADJ-1', pan: PAN, proceedingReqId: 'PR-1', headerSeqNo: 'N-2' },
    ]);
    await up('itDemand', [
      {
        din: 'D-AO',
        transactionId: '1',
        pan: PAN,
        itrAy: '2022-23',
        sectionCode: '143(3)',
        rectificationRights: 'AO',
        dateOfDemandraised: '2024-12-20',
        orignalOutStDemandAmount: 500000,
      },
      {
        din: 'D-CPC',
        transactionId: '2',
        pan: PAN,
        itrAy: '2022-23',
        sectionCode: '143(1)(a)',
        rectificationRights: 'CPC',
        dateOfDemandraised: '2023-08-01',
        orignalOutStDemandAmount: 1000,
      },
    ]);
    await up('itatAppeal', [
      {
        appealNo: 'ITA 101/MUM/2025',
        pan: PAN,
        ay: '2022-23',
        bench: 'MUM',
        filedOn: '2025-02-01',
        status: 'Pending',
      },
    ]);
    // GST: a case task with its notice, reply and order items, and the demand the order raised.
    await up('gstAdditionalNotice', [
      {
        caseTaskId: 'T-1',
        caseId: 'C-9',
        arn: 'AD270125000001',
        refId: 'ZD-N',
        portalUserName: GST_USER,
        caseTypeName: 'DETERMINATION OF TAX',
        financialYear: '2023-24',
      },
    ]);
    await up('gstCase', [
      {
        itemId: 'I-1',
        caseId: 'C-9',
        caseTaskId: 'T-1',
        refId: 'ZD-N',
        caseFolderTypeCd: 'NOTCE',
        portalUserName: GST_USER,
      },
      {
        itemId: 'I-2',
        caseId: 'C-9',
        caseTaskId: 'T-1',
        refId: 'ZD-N',
        caseFolderTypeCd: 'REPLY',
        portalUserName: GST_USER,
      },
      {
        itemId: 'I-3',
        caseId: 'C-9',
        caseTaskId: 'T-1',
        refId: 'ZD-ORD',
        caseFolderTypeCd: 'ORDRS',
        portalUserName: GST_USER,
      },
    ]);
    await up('gstDemand', [
      { demandId: 'DI-1', referenceNo: 'ZD-ORD', portalUserName: GST_USER, total: 64000 },
      { demandId: 'DI-2', referenceNo: 'ZD-OTHER', portalUserName: GST_USER, total: 5000 },
    ]);
    // TDS: a TAN's default for 2023-24, the year's statements, a notice, and the challan consumed.
    await up('tdsDemand', [
      { demandId: `${TAN}-2023`, tan: TAN, finYr: '2023-24', totalDemand: 12000, status: 'outstanding' },
    ]);
    await up('tdsStatement', [
      { tan: TAN, tokenNo: '1234XXXX5678', finyear: '2023-24', quarter: 'Q2', formtype: '26Q' },
      { tan: TAN, tokenNo: '9999XXXX0000', finyear: '2022-23', quarter: 'Q1', formtype: '26Q' },
    ]);
    await up('tdsNotice', [
      { commInbId: 'CI-1', tan: TAN, subject: 'Intimation u/s 200A', financialYear: '2023-24' },
    ]);
    await up('tdsChallan', [
      { recptNum: 'CH-1', tan: TAN, finYr: '2023-24', consumedIn: '26Q Q2 2023-24 (1234XXXX5678)' },
      { recptNum: 'CH-2', tan: TAN, finYr: '2023-24', consumedIn: '26Q Q1 2022-23 (9999XXXX0000)' },
    ]);
  });
});
afterAll(() => s.close());

describe('automatic linking', () => {
  it('gathers an income-tax proceeding with its notices, reply, adjournment, AO demand and ITAT appeal', async () => {
    await link();
    const caseId = await caseOf('itProceeding', 'PR-1');
    expect(caseId).not.toBeNull();
    const [aoDemand, cpcDemand] = await keyOf('itDemand');
    expect(await membersOf(caseId!)).toEqual(
      [
        `itDemand:${aoDemand}`,
        'itAdjournment:ADJ-1',
        'itNotice:N-1',
        'itNotice:N-2',
        'itProceeding:PR-1',
        'itReply:R-1',
        ...(await keyOf('itatAppeal')).map((k) => `itatAppeal:${k}`),
      ].sort(),
    );
    expect(await caseOf('itDemand', cpcDemand!)).toBeNull();
    expect(await caseOf('itNotice', 'N-3')).toBe(await caseOf('itProceeding', 'PR-2'));
    expect(await caseOf('itNotice', 'N-3')).not.toBe(caseId);
  });

  it('gathers a GST case task with its folder items and the demand its order raised', async () => {
    const caseId = await caseOf('gstAdditionalNotice', 'T-1');
    expect(caseId).not.toBeNull();
    expect(await membersOf(caseId!)).toEqual(
      ['gstAdditionalNotice:T-1', 'gstCase:I-1', 'gstCase:I-2', 'gstCase:I-3', 'gstDemand:DI-1'].sort(),
    );
    expect(await caseOf('gstDemand', 'DI-2')).toBeNull();
  });

  it('gathers a TDS default with the year’s statements, notice and the challan they consumed', async () => {
    const caseId = await caseOf('tdsDemand', `${TAN}-2023`);
    expect(caseId).not.toBeNull();
    expect(await membersOf(caseId!)).toEqual(
      [
        'tdsChallan:CH-1',
        `tdsDemand:${TAN}-2023`,
        'tdsNotice:CI-1',
        `tdsStatement:${TAN}/1234XXXX5678`,
      ].sort(),
    );
    expect(await caseOf('tdsStatement', `${TAN}/9999XXXX0000`)).toBeNull();
    expect(await caseOf('tdsChallan', 'CH-2')).toBeNull();
  });

  it("lists each case's client with the screen of its portal account, and the case's page the same", async () => {
    await link();
    const res = await s.app.inject({
      method: 'GET',
      url: `/api/o/${ORG}/cases?status=all`,
      headers: { authtoken: token },
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.rows as CaseSummary[];
    const clients = new Map(rows.map((r) => [r.client, r.clientPath]));
    expect(clients.get(PAN)).toBe(`/it/pan/${PAN}`);
    expect(clients.get(GST_USER)).toBe(`/gst/gstin/${GST_USER}`);
    expect(clients.get(TAN)).toBe(`/tds/account/${TAN}`);
    const one = await s.app.inject({
      method: 'GET',
      url: `/api/o/${ORG}/cases/${rows[0]!.id}`,
      headers: { authtoken: token },
    });
    expect(one.json().data.clientPath).toBe(rows[0]!.clientPath);
  });

  it('is idempotent, and names each case after its matter', async () => {
    const before = await s.ctx.pools.owner.query(
      `SELECT count(*)::int AS n FROM case_events WHERE org_id = $1`,
      [ORG],
    );
    expect(await link()).toBe(0);
    const after = await s.ctx.pools.owner.query(
      `SELECT count(*)::int AS n FROM case_events WHERE org_id = $1`,
      [ORG],
    );
    expect(after.rows[0].n).toBe(before.rows[0].n);
    const titles = await s.ctx.pools.owner.query(
      `SELECT area, title FROM cases WHERE org_id = $1 ORDER BY area, title`,
      [ORG],
    );
    expect(titles.rows).toEqual([
      { area: 'gst', title: `DETERMINATION OF TAX · ZD-N · FY 2023-24 · ${GST_USER}` },
      { area: 'it', title: `Assessment · AY 2022-23 · ${PAN}` },
      { area: 'it', title: `Reassessment · AY 2020-21 · ${PAN}` },
      { area: 'tds', title: `TDS default · FY 2023-24 · ${TAN}` },
    ]);
  });

  it('never puts back a record a person took out', async () => {
    const caseId = await caseOf('itNotice', 'N-2');
    await s.ctx.pools.owner.query(
      `UPDATE case_records SET case_id = NULL, linked_by = 'hand' WHERE org_id = $1 AND type = 'itNotice' AND key = 'N-2'`,
      [ORG],
    );
    expect(await link()).toBe(0);
    expect(await caseOf('itNotice', 'N-2')).toBeNull();
    expect(caseId).not.toBeNull();
  });
});

describe('the disputed demands report', () => {
  it('lists each open case’s demand with statute, nature, amount, period and forum, as Excel', async () => {
    const res = await s.app.inject({
      method: 'GET',
      url: `/api/o/${ORG}/disputed-demands.xlsx`,
      headers: { authtoken: token },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Disputed demands')!;
    const rows = sheet.getSheetValues().slice(1) as unknown[][];
    const table = rows.map((r) => r.slice(1));
    expect(table[0]).toEqual([
      'Case',
      'Client',
      'Name of the statute',
      'Nature of dues',
      'Amount (Rs.)',
      'Period to which the amount relates',
      'Forum where dispute is pending',
      'Amount paid under protest / pre-deposit (Rs.)',
      'Stay',
      'Demand reference',
      'Raised on',
    ]);
    const byStatute = (prefix: string) => table.filter((r) => String(r[2]).startsWith(prefix));
    // The income-tax AO demand under appeal (the CPC demand is in no case, so not in the report).
    const it = byStatute('Income-tax Act, 1961').filter((r) => !String(r[2]).includes('TDS'));
    expect(it).toHaveLength(1);
    expect(it[0]!.slice(1, 7)).toEqual([
      PAN,
      'Income-tax Act, 1961',
      'Income tax (including interest)',
      500000,
      'AY 2022-23',
      expect.stringContaining('Income Tax Appellate Tribunal, MUM'),
    ]);
    const gst = byStatute('Central Goods');
    expect(gst.map((r) => [r[4], r[6], r[9]])).toEqual([[64000, 'Adjudicating Authority', 'DI-1']]);
    const tds = byStatute('Income-tax Act, 1961 (TDS');
    expect(tds.map((r) => [r[4], r[5]])).toEqual([[12000, 'FY 2023-24']]);
  });
});
