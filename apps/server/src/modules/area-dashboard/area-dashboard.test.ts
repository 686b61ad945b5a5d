import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  breakdownFilters,
  gstArea,
  isoDayInIndia,
  RESOURCES,
  statementQuarterDue,
  tdsArea,
  type AreaDashboard,
} from '@taxdesk/domain';
import { inOrg } from '../../db/tenant';
import { upsertRecords } from '../../lib/records/upsert';
import { fillLabel } from '../../lib/records/timeline';
import { createTestServer, type TestServer } from '../../../test/harness';

const ORG = 'ADASH1';
const OTHER = 'ADASH2';
let s: TestServer;
let token: string;
const day = (offset: number) => isoDayInIndia(new Date(Date.now() + offset * 86_400_000));

const notice = (id: string, gstin: string, due: string, amount: number) => ({
  data: {
    noticeOrderId: id,
    portalUserName: `u-${gstin}`,
    gstin,
    dueDate: due,
    dtOfIssue: day(-10),
    amount,
    status: 'Open',
  },
});

beforeAll(async () => {
  s = await createTestServer();
  token = (await s.memberOf(ORG)).token;
  await s.memberOf(OTHER);
  await inOrg(s.ctx.db, ORG, async (tx) => {
    await upsertRecords(tx, ORG, RESOURCES.gstNotice, [
      notice('N1', '27AAAPA1111A1Z5', day(3), 1000),
      notice('N2', '27AAAPA1111A1Z5', day(-2), 500),
      notice('N3', '29AAAPB2222B1Z5', day(30), 250),
      notice('N4', '29AAAPB2222B1Z5', day(2), 100),
    ]);
    // Replied: no longer open, due soon or overdue, still counted.
    await tx.execute(sql`UPDATE records SET work_status = 'replied' WHERE type = 'gstNotice' AND key = 'N4'`);
    // GSTR-3B periods: filed, filed late, not filed and past due, not filed and due in three days.
    await upsertRecords(
      tx,
      ORG,
      RESOURCES.gstReturnCompliance,
      (
        [
          ['R1', 'filed', -40],
          ['R2', 'filed_late', -10],
          ['R3', 'not_filed', -5],
          ['R4', 'not_filed', 3],
        ] as const
      ).map(([refId, filingStatus, due]) => ({
        data: {
          refId,
          gstin: '27AAAPA1111A1Z5',
          portalUserName: 'u-27AAAPA1111A1Z5',
          returnType: 'GSTR3B',
          retPeriod: '102026',
          financialYear: '2026',
          filingStatus,
          dueDate: day(due),
        },
      })),
    );
    await upsertRecords(tx, ORG, RESOURCES.stateApplication, [
      {
        data: {
          applicationNo: 'A1',
          accountId: 'MH-1',
          applicationType: 'PT enrolment',
          submittedOn: day(-20),
          applicationStatus: 'Approved',
          statusChangedOn: day(-5),
        },
      },
    ]);
  });
  await inOrg(s.ctx.db, OTHER, (tx) =>
    upsertRecords(tx, OTHER, RESOURCES.gstNotice, [notice('X1', '27AAAPA1111A1Z5', day(1), 9999)]),
  );
});
afterAll(() => s.close());

async function get<T>(url: string): Promise<{ status: number; data: T }> {
  const res = await s.app.inject({ method: 'GET', url, headers: { authtoken: token } });
  return { status: res.statusCode, data: (res.json() as { data: T }).data };
}

describe('area dashboard', () => {
  it('counts each type of the area: all, open, due soon, overdue and the amount, only this organisation’s', async () => {
    const { status, data } = await get<AreaDashboard>(`/api/o/${ORG}/areas/gst/dashboard`);
    expect(status).toBe(200);
    const tile = data.tiles.find((t) => t.type === 'gstNotice')!;
    expect(tile).toEqual({ type: 'gstNotice', count: 4, open: 3, dueSoon: 1, overdue: 1, amount: 1850 });
    expect(data.tiles.find((t) => t.type === 'gstDemand')).toMatchObject({ count: 0, amount: 0 });
  });

  it('a filed GSTR-3B period is done: not open, due or overdue; a not-filed past-due one is overdue', async () => {
    const { data } = await get<AreaDashboard>(`/api/o/${ORG}/areas/gst/dashboard`);
    expect(data.tiles.find((t) => t.type === 'gstReturnCompliance')).toMatchObject({
      count: 4,
      open: 2,
      dueSoon: 1,
      overdue: 1,
    });
    // The list the overdue tile opens holds that one period.
    const list = await get<{ rows: { key: string }[]; total: number }>(
      `/api/o/${ORG}/records/gstReturnCompliance?filingStatus=not_filed&dueDate.to=${day(-1)}`,
    );
    expect(list.data.rows.map((r) => r.key)).toEqual(['R3']);
  });

  it('a notice closed on the portal is no longer open, due or overdue', async () => {
    await inOrg(s.ctx.db, ORG, (tx) =>
      upsertRecords(tx, ORG, RESOURCES.gstNotice, [
        { data: { ...notice('N1', '27AAAPA1111A1Z5', day(3), 1000).data, status: 'Closed' } },
      ]),
    );
    const { data } = await get<AreaDashboard>(`/api/o/${ORG}/areas/gst/dashboard`);
    expect(data.tiles.find((t) => t.type === 'gstNotice')).toMatchObject({ count: 4, open: 2, dueSoon: 0 });
    await inOrg(s.ctx.db, ORG, (tx) =>
      upsertRecords(tx, ORG, RESOURCES.gstNotice, [notice('N1', '27AAAPA1111A1Z5', day(3), 1000)]),
    );
  });

  it('breaks the open notices down by GSTIN', async () => {
    const { data } = await get<AreaDashboard>(`/api/o/${ORG}/areas/gst/dashboard`);
    const index = gstArea.breakdowns.findIndex((b) => b.type === 'gstNotice' && b.by === 'gstin');
    expect(data.breakdowns[index]!.rows).toEqual([
      { value: '27AAAPA1111A1Z5', count: 2, amount: 1500 },
      { value: '29AAAPB2222B1Z5', count: 1, amount: 250 },
    ]);
  });

  it('answers 404 for an unknown area and for an organisation the user is not in', async () => {
    expect((await get(`/api/o/${ORG}/areas/nope/dashboard`)).status).toBe(404);
    expect((await get(`/api/o/${OTHER}/areas/gst/dashboard`)).status).toBe(404);
  });
});

describe('TDS dashboard', () => {
  it('counts open demands by TAN, and statements with defaults of the quarter due this quarter only', async () => {
    const due = statementQuarterDue(day(0));
    const earlier = due.quarter === 1 ? 'Q2' : 'Q1';
    const statement = (tokenNo: string, tan: string, quarter: string, status: string) => ({
      data: { tan, tokenNo, title: tokenNo, finyear: due.fyLabel, quarter, formtype: '26Q', status },
    });
    await inOrg(s.ctx.db, ORG, async (tx) => {
      await upsertRecords(tx, ORG, RESOURCES.tdsStatement, [
        statement('T1', 'MUMA11111A', due.label, 'Statement Processed with Default'),
        statement('T2', 'MUMA11111A', due.label, 'Statement Rejected'),
        statement('T3', 'MUMA11111A', earlier, 'Statement Processed with Default'),
        statement('T4', 'DELB22222B', due.label, 'Statement Processed without Default'),
      ]);
      await upsertRecords(tx, ORG, RESOURCES.tdsDemand, [
        {
          data: {
            demandId: 'D1',
            tan: 'MUMA11111A',
            finYr: '2025-26',
            totalDemand: 500,
            status: 'outstanding',
          },
        },
        {
          data: { demandId: 'D2', tan: 'DELB22222B', finYr: '2025-26', totalDemand: 900, status: 'cleared' },
        },
      ]);
    });
    const { data } = await get<AreaDashboard>(`/api/o/${ORG}/areas/tds/dashboard`);
    const rows = (title: string) =>
      data.breakdowns[tdsArea.breakdowns.findIndex((b) => b.title === title)]!.rows;
    expect(rows('Open demands by TAN')).toEqual([{ value: 'MUMA11111A', count: 1, amount: 500 }]);
    expect(rows('Statements due this quarter with defaults or rejected, by TAN')).toEqual([
      { value: 'MUMA11111A', count: 2, amount: null },
    ]);
    expect(data.tiles.find((t) => t.type === 'tdsDemand')).toMatchObject({ count: 2, open: 1 });
    // The list a row opens holds the same statements.
    const b = tdsArea.breakdowns.find((x) => x.title.startsWith('Statements due this quarter with'))!;
    const filters = breakdownFilters(b, 'MUMA11111A', day(0));
    const qs = new URLSearchParams(
      Object.entries(filters).map(([k, v]): [string, string] => [k, v.join(',')]),
    );
    const list = await get<{ rows: { key: string }[] }>(`/api/o/${ORG}/records/tdsStatement?${qs}`);
    expect(list.data.rows.map((r) => r.key).sort()).toEqual(['MUMA11111A/T1', 'MUMA11111A/T2']);
  });
});

describe('area timeline', () => {
  it('shows the state applications’ submissions and status changes by date', async () => {
    const { status, data } = await get<{ events: { date: string; label: string; key: string }[] }>(
      `/api/o/${ORG}/areas/state/timelines/stateApplication?from=${day(-30)}&to=${day(0)}`,
    );
    expect(status).toBe(200);
    expect(data.events.map((e) => [e.date, e.label, e.key])).toEqual([
      [day(-20), 'Submitted', 'A1'],
      [day(-5), 'Status: Approved', 'A1'],
    ]);
  });

  it('fills a label from the record', () => {
    expect(fillLabel('Status: {applicationStatus}', {})).toBe('Status: —');
  });
});
