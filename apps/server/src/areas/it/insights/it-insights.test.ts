import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDayInIndia, RESOURCES } from '@taxdesk/domain';
import { inOrg } from '../../../db/tenant';
import { updateOrgLicence } from '../../../lib/directory';
import { upsertRecords } from '../../../lib/records/upsert';
import { createTestServer, type TestServer } from '../../../../test/harness';

const ORG = 'INSGT1';
let s: TestServer;
let token: string;
const today = isoDayInIndia(new Date());
const day = (offset: number) => isoDayInIndia(new Date(Date.now() + offset * 86_400_000));

beforeAll(async () => {
  s = await createTestServer();
  token = (await s.memberOf(ORG)).token;
  await inOrg(s.ctx.db, ORG, async (tx) => {
    await upsertRecords(tx, ORG, RESOURCES.itAccount, [
      {
        data: {
          pan: 'AAAPA1111A',
          name: 'A',
          branch: 'Mumbai',
          loginStatus: 'ok',
          lastSyncedAt: new Date().toISOString(),
        },
      },
      {
        data: {
          pan: 'AAAPB2222B',
          name: 'B',
          branch: 'Pune',
          loginStatus: 'ok',
          lastSyncedAt: new Date(Date.now() - 10 * 86_400_000).toISOString(),
        },
      },
      { data: { pan: 'AAAPC3333C', name: 'C', branch: 'Pune', loginStatus: 'login_blocked' } },
    ]);
    await upsertRecords(tx, ORG, RESOURCES.itProceeding, [
      {
        data: {
          proceedingReqId: 'P1',
          pan: 'AAAPA1111A',
          proceedingName: 'Scrutiny',
          proceedingStatus: 'O',
          issuedOn: day(-30),
        },
      },
      {
        data: {
          proceedingReqId: 'P2',
          pan: 'AAAPB2222B',
          proceedingName: 'Scrutiny',
          proceedingStatus: 'C',
          issuedOn: day(-300),
        },
      },
    ]);
    const notice = (n: string, pan: string, section: string, due: string | null, status = 'O') => ({
      data: {
        headerSeqNo: n,
        pan,
        noticeSection: section,
        ay: '2024-25',
        issuedOn: day(-3),
        responseDueDate: due,
        proceedingStatus: status,
        description: `Notice ${n}`,
      },
    });
    await upsertRecords(tx, ORG, RESOURCES.itNotice, [
      notice('1', 'AAAPA1111A', '143(2)', day(3)),
      notice('2', 'AAAPA1111A', '142(1)', day(-2)),
      notice('3', 'AAAPB2222B', '143(2)', day(20)),
      notice('4', 'AAAPB2222B', '148', day(-5), 'C'),
    ]);
  });
});
afterAll(() => s.close());

const get = async (url: string, auth = token) => {
  const res = await s.app.inject({ method: 'GET', url, headers: { authtoken: auth } });
  return { status: res.statusCode, data: res.json().data };
};

describe('income-tax dashboards', () => {
  it('gives the accounts overview with sync states and notice urgency', async () => {
    const { status, data } = await get(`/api/o/${ORG}/it/overview`);
    expect(status).toBe(200);
    expect(data.accounts).toMatchObject({ total: 3, synced: 1, stale: 1, blocked: 1 });
    expect(data.notices).toMatchObject({ newThisWeek: 4, open: 3, dueIn7Days: 1, overdue: 1 });
    expect(data.proceedings).toEqual({ open: 1, total: 2 });
    expect(data.recentNotices).toHaveLength(4);
  });

  it('breaks open notices down by section, year and branch, narrowed by branch', async () => {
    const all = (await get(`/api/o/${ORG}/it/proceeding-dashboard`)).data;
    expect(all).toMatchObject({ openProceedings: 1, openNotices: 3, dueIn7Days: 1, overdue: 1 });
    expect(all.bySection).toEqual(
      expect.arrayContaining([{ group: '143(2)', open: 2, dueIn7Days: 1, overdue: 0 }]),
    );
    expect(all.byBranch.map((b: { group: string }) => b.group).sort()).toEqual(['Mumbai', 'Pune']);
    expect(all.dueSoon.map((r: { key: string }) => r.key)).toEqual(['1']);
    expect(all.overdueNotices.map((r: { key: string }) => r.key)).toEqual(['2']);
    const pune = (await get(`/api/o/${ORG}/it/proceeding-dashboard?branch=Pune`)).data;
    expect(pune).toMatchObject({ openNotices: 1, dueIn7Days: 0, overdue: 0 });
  });

  it('lists the proceedings whose latest notice nobody has answered', async () => {
    const org = 'INSGT3';
    const own = (await s.memberOf(org)).token;
    const n = (no: string, proceedingReqId: string, issuedOn: string, extra: object = {}) => ({
      data: {
        headerSeqNo: no,
        pan: 'AAAPA1111A',
        proceedingReqId,
        issuedOn,
        proceedingStatus: 'O',
        ...extra,
      },
    });
    await inOrg(s.ctx.db, org, async (tx) => {
      await upsertRecords(tx, org, RESOURCES.itNotice, [
        // P1: the earlier notice was answered, the latest one is waiting.
        n('11', 'P1', day(-40)),
        n('12', 'P1', day(-5), { responseDueDate: day(4) }),
        // P2: the latest notice has its reply on the portal.
        n('21', 'P2', day(-60)),
        n('22', 'P2', day(-20)),
        // P3: answered outside the portal and marked replied by hand.
        n('31', 'P3', day(-10)),
        // P4: closed.
        n('41', 'P4', day(-10), { proceedingStatus: 'C' }),
      ]);
      await upsertRecords(tx, org, RESOURCES.itReply, [
        { data: { responseId: 'R11', headerSeqNo: '11', proceedingReqId: 'P1', pan: 'AAAPA1111A' } },
        { data: { responseId: 'R22', headerSeqNo: '22', proceedingReqId: 'P2', pan: 'AAAPA1111A' } },
      ]);
    });
    await s.ctx.pools.owner.query(
      `UPDATE records SET work_status = 'replied' WHERE org_id = $1 AND type = 'itNotice' AND key = '31'`,
      [org],
    );
    const { data } = await get(`/api/o/${org}/it/proceeding-dashboard`, own);
    expect(data.latestUnanswered).toBe(1);
    expect(data.latestUnansweredNotices.map((r: { key: string }) => r.key)).toEqual(['12']);
  });

  it('lists dated events on the proceeding timeline, with links to the records', async () => {
    const { data } = await get(`/api/o/${ORG}/it/timeline/proceeding?from=${day(-10)}&to=${day(10)}`);
    const labels = data.events.map((e: { label: string; key: string }) => `${e.label}:${e.key}`);
    expect(labels).toEqual(expect.arrayContaining(['Notice issued:1', 'Response due:1', 'Response due:2']));
    expect(labels).not.toContain('Response due:3');
    expect(data.events.find((e: { key: string }) => e.key === '1').path).toBe('/it/proceedingnotice/1');
    expect((await get(`/api/o/${ORG}/it/timeline/proceeding?from=${day(10)}&to=${day(-10)}`)).status).toBe(
      400,
    );
    expect((await get(`/api/o/${ORG}/it/timeline/proceeding?from=bad&to=${today}`)).status).toBe(400);
  });

  it('reports notices by section and by branch', async () => {
    const bySection = (await get(`/api/o/${ORG}/it/reports/notices?by=section`)).data;
    expect(bySection.find((r: { group: string }) => r.group === '143(2)')).toMatchObject({
      total: 2,
      open: 2,
      dueIn7Days: 1,
    });
    expect(bySection.find((r: { group: string }) => r.group === '148')).toMatchObject({
      total: 1,
      open: 0,
      closed: 1,
    });
    const byBranch = (await get(`/api/o/${ORG}/it/reports/notices?by=branch`)).data;
    expect(byBranch.find((r: { group: string }) => r.group === 'Mumbai')).toMatchObject({
      total: 2,
      overdue: 1,
    });
  });

  it('is for members of a licensed organisation only', async () => {
    const outsider = (await s.memberOf('INSGT2')).token;
    expect((await get(`/api/o/${ORG}/it/overview`, outsider)).status).toBe(404);
    expect((await get(`/api/o/INSGT2/it/overview`, outsider)).data.accounts.total).toBe(0);
    await updateOrgLicence(s.ctx.db, ORG, { isItActive: false });
    expect((await get(`/api/o/${ORG}/it/overview`)).status).toBe(403);
    await updateOrgLicence(s.ctx.db, ORG, { isItActive: true });
  });
});

describe('payments, returns and record summaries', () => {
  it('sums payments and refunds of a financial year by month, type and payer', async () => {
    await inOrg(s.ctx.db, ORG, async (tx) => {
      await upsertRecords(tx, ORG, RESOURCES.itChallan, [
        {
          data: {
            cin: '0510001-20250615-00001',
            pan: 'AAAPA1111A',
            assessmentYear: '2026-27',
            minorDesc: 'Advance Tax (100)',
            depositDate: '2025-06-15',
            amount: 50000,
          },
        },
        {
          data: {
            cin: '0510001-20250915-00002',
            pan: 'AAAPA1111A',
            assessmentYear: '2026-27',
            minorDesc: 'Advance Tax (100)',
            depositDate: '2025-09-15',
            amount: 25000,
          },
        },
        {
          data: {
            cin: '0510001-20260110-00003',
            pan: 'AAAPB2222B',
            assessmentYear: '2025-26',
            minorDesc: 'Self Assessment Tax (300)',
            depositDate: '2026-01-10',
            amount: 12000,
          },
        },
        {
          data: {
            cin: '0510001-20240110-00004',
            pan: 'AAAPB2222B',
            assessmentYear: '2024-25',
            minorDesc: 'Self Assessment Tax (300)',
            depositDate: '2024-01-10',
            amount: 999,
          },
        },
      ]);
      await upsertRecords(tx, ORG, RESOURCES.itRefund, [
        {
          data: {
            refundSeqNo: 'R1',
            pan: 'AAAPB2222B',
            assessmentYear: '2025-26',
            refundAmount: 4000,
            refundStatus: 'Refund paid',
            refundIssuedDate: '2025-08-01',
          },
        },
      ]);
    });
    const { status, data } = await get(`/api/o/${ORG}/it/payment-dashboard?fy=2025-26`);
    expect(status).toBe(200);
    expect(data.fy).toBe('2025-26');
    expect(data.totals).toEqual({ paid: 87000, payments: 3, refunded: 4000, refunds: 1 });
    expect(data.byMonth).toHaveLength(12);
    expect(data.byMonth.find((m: { month: string }) => m.month === '2025-06').paid).toBe(50000);
    expect(data.byPaymentType[0]).toEqual({ group: 'Advance Tax (100)', amount: 75000, count: 2 });
    expect(data.topPayers[0]).toMatchObject({ pan: 'AAAPA1111A', amount: 75000 });
    expect((await get(`/api/o/${ORG}/it/payment-dashboard?fy=2025`)).status).toBe(400);
  });

  it('shows returns by account and assessment year, accounts without returns included', async () => {
    await inOrg(s.ctx.db, ORG, (tx) =>
      upsertRecords(tx, ORG, RESOURCES.itReturn, [
        {
          data: {
            ackNum: '111',
            pan: 'AAAPA1111A',
            assmentYear: '2025-26',
            formTypeCd: 'ITR-1',
            efileStatus: 'Processed',
            ackDt: '2025-07-20',
          },
        },
      ]),
    );
    const { data } = await get(`/api/o/${ORG}/it/reports/returns?years=3`);
    expect(data.years).toHaveLength(3);
    expect(data.accounts).toHaveLength(3);
    const a = data.accounts.find((x: { pan: string }) => x.pan === 'AAAPA1111A');
    expect(a.returns['2025-26'][0]).toMatchObject({
      ackNum: '111',
      form: 'ITR-1',
      status: 'Processed',
      filedOn: '2025-07-20',
    });
    expect(data.accounts.find((x: { pan: string }) => x.pan === 'AAAPC3333C').returns).toEqual({});
  });

  it('summarises any record type by a field or by month, with the list filters', async () => {
    const bySection = (await get(`/api/o/${ORG}/records/itNotice/summary?by=noticeSection`)).data;
    expect(bySection).toEqual(expect.arrayContaining([{ group: '143(2)', count: 2, amount: null }]));
    const filtered = (await get(`/api/o/${ORG}/records/itNotice/summary?by=noticeSection&pan=AAAPB2222B`))
      .data;
    expect(filtered.reduce((n: number, r: { count: number }) => n + r.count, 0)).toBe(2);
    const byMonth = (await get(`/api/o/${ORG}/records/itChallan/summary?by=month`)).data;
    expect(byMonth.find((r: { group: string }) => r.group === '2025-06')).toEqual({
      group: '2025-06',
      count: 1,
      amount: 50000,
    });
    expect((await get(`/api/o/${ORG}/records/itNotice/summary?by=nope`)).status).toBe(400);
  });
});
