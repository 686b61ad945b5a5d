import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { RESOURCES } from '@taxdesk/domain';
import { inOrg } from '../../db/tenant';
import { upsertRecords } from '../../lib/records/upsert';
import { createTestServer, type TestServer } from '../../../test/harness';

const ORG = 'GSTRP1';
const OTHER = 'GSTRP2';
const A = '27AAAPA1111A1Z5';
const B = '29AAAPB2222B1Z7';
let s: TestServer;
let token: string;
let otherToken: string;

const compliance = (
  gstin: string,
  user: string,
  returnType: string,
  period: string,
  filingStatus: string,
  dueDate: string,
  filedOn: string | null = null,
  daysLate: number | null = null,
) => ({
  data: {
    refId: `${gstin}-${returnType}-${period}`,
    gstin,
    portalUserName: user,
    state: gstin.startsWith('27') ? 'Maharashtra' : 'Karnataka',
    returnType,
    retPeriod: period,
    financialYear: '2025-26',
    filingStatus,
    dueDate,
    filedOn,
    daysLate,
    arn: filedOn ? `AA${period}${returnType}` : null,
  },
});

beforeAll(async () => {
  s = await createTestServer({ now: () => new Date('2026-01-15T06:00:00Z') });
  token = (await s.memberOf(ORG)).token;
  otherToken = (await s.memberOf(OTHER)).token;
  await inOrg(s.ctx.db, ORG, async (tx) => {
    await upsertRecords(tx, ORG, RESOURCES.gstAccount, [
      { data: { portalUserName: 'usera', gstin: A, lgnm: 'Alpha Traders', group: 'North' } },
      { data: { portalUserName: 'userb', gstin: B, lgnm: 'Beta Works', group: 'South' } },
    ]);
    await upsertRecords(tx, ORG, RESOURCES.gstReturnCompliance, [
      compliance(A, 'usera', 'GSTR1', '042025', 'filed', '2025-05-11', '2025-05-10', 0),
      compliance(A, 'usera', 'GSTR3B', '042025', 'filed_late', '2025-05-20', '2025-05-25', 5),
      compliance(A, 'usera', 'GSTR3B', '052025', 'not_filed', '2025-06-20'),
      compliance(B, 'userb', 'GSTR1', '042025', 'not_filed', '2025-05-11'),
      compliance(B, 'userb', 'GSTR3B', '042025', 'not_filed', '2025-05-20'),
      // Due later than "today": not a non-filer yet.
      compliance(B, 'userb', 'GSTR3B', '122025', 'not_filed', '2026-01-20'),
    ]);
    await upsertRecords(tx, ORG, RESOURCES.gstReturn, [
      {
        data: {
          arn: 'AA2703250000001',
          gstin: A,
          portalUserName: 'usera',
          state: 'Maharashtra',
          rtntype: 'GSTR9',
          fy: '2025-26',
          retPeriod: '032026',
          dof: '2026-01-10',
        },
      },
    ]);
    await upsertRecords(tx, ORG, RESOURCES.gstNotice, [
      {
        data: {
          noticeOrderId: 'N1',
          gstin: A,
          portalUserName: 'usera',
          state: 'Maharashtra',
          type: 'GSTR-3A',
          dtOfIssue: '2026-01-01',
          dueDate: '2026-01-10',
          status: 'Open',
          financialYear: '2025-26',
        },
      },
      {
        data: {
          noticeOrderId: 'N2',
          gstin: B,
          portalUserName: 'userb',
          state: 'Karnataka',
          type: 'ASMT-10',
          dtOfIssue: '2026-01-02',
          dueDate: '2026-01-18',
          status: 'Closed',
          financialYear: '2025-26',
        },
      },
    ]);
    await upsertRecords(tx, ORG, RESOURCES.gstAdditionalNotice, [
      {
        data: {
          caseTaskId: 'T1',
          gstin: B,
          portalUserName: 'userb',
          state: 'Karnataka',
          caseTypeName: 'Scrutiny',
          assignmentDt: '2026-01-05',
          replyDueDate: '2026-01-20',
          status: 'Pending',
          financialYear: '2025-26',
        },
      },
    ]);
  });
});
afterAll(() => s.close());

async function get(url: string, as = token) {
  const res = await s.app.inject({ method: 'GET', url, headers: { authtoken: as } });
  return { status: res.statusCode, body: res.json() };
}

describe('GST reports', () => {
  it('grids filing status by GSTIN, return type and period, late and not filed marked', async () => {
    const { status, body } = await get(`/api/o/${ORG}/gst/reports/returns?fy=2025-26`);
    expect(status).toBe(200);
    const grid = body.data;
    expect(grid.periods[0]).toBe('042025');
    expect(grid.periods[11]).toBe('032026');
    expect(grid.returnTypes).toEqual(['GSTR1', 'GSTR3B', 'GSTR9']);
    const a = grid.rows.find((r: { gstin: string }) => r.gstin === A);
    expect(a).toMatchObject({ name: 'Alpha Traders', group: 'North', state: 'Maharashtra' });
    expect(a.cells.GSTR1['042025']).toMatchObject({ status: 'filed', filedOn: '2025-05-10' });
    expect(a.cells.GSTR3B['042025']).toMatchObject({ status: 'filed_late', daysLate: 5 });
    expect(a.cells.GSTR3B['052025']).toMatchObject({ status: 'not_filed', dueDate: '2025-06-20' });
    // The annual return comes from the filed returns.
    expect(a.cells.GSTR9['032026']).toMatchObject({ status: 'filed', arn: 'AA2703250000001' });
    const b = grid.rows.find((r: { gstin: string }) => r.gstin === B);
    expect(b.cells.GSTR1['042025'].status).toBe('not_filed');
  });

  it('narrows the grid by return type, group and state', async () => {
    const byType = (await get(`/api/o/${ORG}/gst/reports/returns?fy=2025-26&returnType=GSTR1`)).body.data;
    expect(byType.returnTypes).toEqual(['GSTR1']);
    const south = (await get(`/api/o/${ORG}/gst/reports/returns?fy=2025-26&group=South`)).body.data;
    expect(south.rows.map((r: { gstin: string }) => r.gstin)).toEqual([B]);
    const mh = (await get(`/api/o/${ORG}/gst/reports/returns?fy=2025-26&state=Maharashtra`)).body.data;
    expect(mh.rows.map((r: { gstin: string }) => r.gstin)).toEqual([A]);
  });

  it('exports the grid as a workbook with the cells in words', async () => {
    const res = await s.app.inject({
      method: 'GET',
      url: `/api/o/${ORG}/gst/reports/returns/xlsx?fy=2025-26`,
      headers: { authtoken: token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('return-filing-status-2025-26.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(6).value).toBe('Apr 2025');
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    const late = rows.find((r) => r[1] === A && r[5] === 'GSTR-3B')!;
    expect(String(late[6])).toMatch(/^Late 5 days/);
    expect(String(late[7])).toMatch(/^Not filed/);
  });

  it('lists non-filers with the count and periods whose due date passed', async () => {
    const { status, body } = await get(`/api/o/${ORG}/gst/reports/non-filers`);
    expect(status).toBe(200);
    expect(body.data.rows).toEqual([
      expect.objectContaining({
        gstin: B,
        count: 2,
        missing: [
          { returnType: 'GSTR1', period: '042025', dueDate: '2025-05-11' },
          { returnType: 'GSTR3B', period: '042025', dueDate: '2025-05-20' },
        ],
      }),
      expect.objectContaining({ gstin: A, count: 1, name: 'Alpha Traders' }),
    ]);
    const one = (await get(`/api/o/${ORG}/gst/reports/non-filers?returnType=GSTR3B`)).body.data;
    expect(one.rows.map((r: { count: number }) => r.count)).toEqual([1, 1]);
  });

  it('counts notices and additional notices by type, status and urgency', async () => {
    const byType = (await get(`/api/o/${ORG}/gst/reports/notices?by=type`)).body.data;
    expect(byType.find((r: { group: string }) => r.group === 'GSTR-3A')).toMatchObject({
      total: 1,
      open: 1,
      overdue: 1,
    });
    expect(byType.find((r: { group: string }) => r.group === 'ASMT-10')).toMatchObject({
      open: 0,
      closed: 1,
    });
    expect(byType.find((r: { group: string }) => r.group === 'Scrutiny')).toMatchObject({
      open: 1,
      dueIn7Days: 1,
    });
    const byGroup = (await get(`/api/o/${ORG}/gst/reports/notices?by=group`)).body.data;
    expect(byGroup.find((r: { group: string }) => r.group === 'South')).toMatchObject({ total: 2 });
  });

  it('shows another organisation nothing', async () => {
    expect((await get(`/api/o/${OTHER}/gst/reports/returns?fy=2025-26`, otherToken)).body.data.rows).toEqual(
      [],
    );
    expect((await get(`/api/o/${OTHER}/gst/reports/non-filers`, otherToken)).body.data.rows).toEqual([]);
    expect((await get(`/api/o/${OTHER}/gst/reports/notices`, otherToken)).body.data).toEqual([]);
    expect((await get(`/api/o/${ORG}/gst/reports/returns`, otherToken)).status).toBe(404);
  });

  it('refuses bad query values with the field', async () => {
    const fy = await get(`/api/o/${ORG}/gst/reports/returns?fy=2025`);
    expect(fy.status).toBe(400);
    expect(JSON.stringify(fy.body)).toContain('fy');
    const type = await get(`/api/o/${ORG}/gst/reports/non-filers?returnType=GSTR99`);
    expect(type.status).toBe(400);
    expect(JSON.stringify(type.body)).toContain('returnType');
    expect((await get(`/api/o/${ORG}/gst/reports/notices?by=colour`)).status).toBe(400);
  });
});
