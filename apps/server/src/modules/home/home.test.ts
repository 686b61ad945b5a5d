import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  isoDayInIndia,
  RESOURCES,
  type HomeSummary,
  type Page,
  type RecordRow,
} from '@taxdesk/domain';
import { createTestServer, type TestServer } from '../../../test/harness';
import { inOrg } from '../../db/tenant';
import { upsertRecords } from '../../lib/records/upsert';
import {
  ASSIGNEE_COUNTED_SQL,
  ASSIGNEE_RECOUNT_SQL,
  COUNTED_SQL,
  foldRecordCounts,
  RECOUNT_SQL,
} from '../../lib/records/record-counts';

let s: TestServer;
const ORG = 'HOMEW1';
const OTHER = 'HOMEW2';
type User = { token: string; userId: string; email: string };
let owner: User;
let member: User;
let viewer: User;
let stranger: User;

const today = isoDayInIndia(new Date());
const day = (offset: number) => addDays(today, offset);

const get = (url: string, token = owner.token) =>
  s.app.inject({ method: 'GET', url, headers: { authtoken: token } });
const post = (url: string, payload: object, token = owner.token) =>
  s.app.inject({ method: 'POST', url, headers: { authtoken: token }, payload });

async function seed(orgId: string, prefix: string): Promise<void> {
  await inOrg(s.ctx.db, orgId, async (tx) => {
    await upsertRecords(tx, orgId, RESOURCES.itNotice, [
      {
        data: {
          headerSeqNo: `${prefix}1`,
          pan: 'AAAPA1111A',
          description: 'Overdue',
          responseDueDate: day(-2),
        },
      },
      {
        data: { headerSeqNo: `${prefix}2`, pan: 'BBBPB2222B', description: 'Today', responseDueDate: day(0) },
      },
      {
        data: { headerSeqNo: `${prefix}3`, pan: 'AAAPA1111A', description: 'Soon', responseDueDate: day(5) },
      },
      {
        data: {
          headerSeqNo: `${prefix}4`,
          pan: 'AAAPA1111A',
          description: 'Later',
          responseDueDate: day(30),
        },
      },
      { data: { headerSeqNo: `${prefix}5`, pan: 'AAAPA1111A', description: 'Undated' } },
    ]);
    await upsertRecords(tx, orgId, RESOURCES.gstNotice, [
      {
        data: {
          noticeOrderId: `${prefix}G1`,
          portalUserName: 'acme_gst',
          gstin: '27AAAPA1111A1Z5',
          descr: 'Show cause notice',
          dueDate: day(-1),
        },
      },
    ]);
    await upsertRecords(tx, orgId, RESOURCES.itDemand, [
      {
        data: {
          din: `${prefix}D1`,
          transactionId: 'T1',
          pan: 'AAAPA1111A',
          orignalOutStDemandAmount: 1500,
          payableBy: day(3),
        },
      },
    ]);
  });
}

beforeAll(async () => {
  s = await createTestServer();
  owner = await s.memberOf(ORG, 'owner');
  member = await s.memberOf(ORG, 'member');
  viewer = await s.memberOf(ORG, 'viewer');
  stranger = await s.memberOf(OTHER, 'owner');
  await seed(ORG, '7100');
  await seed(OTHER, '7200');
});
afterAll(() => s.close());

async function home(token = owner.token): Promise<HomeSummary> {
  const res = await get(`/api/o/${ORG}/home`, token);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

async function workList(params: Record<string, string>, token = owner.token): Promise<Page<RecordRow>> {
  const res = await get(`/api/o/${ORG}/work-list?${new URLSearchParams(params)}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const figure = (h: HomeSummary, key: string) => h.figures.find((f) => f.key === key)!;

describe('Home and the Work list', () => {
  it('counts what is due from the kept counts, and each figure opens a list of exactly those records', async () => {
    const h = await home(member.token);
    expect(figure(h, 'overdue').count).toBe(2); // an income-tax and a GST notice; the demand is not overdue
    expect(figure(h, 'dueToday').count).toBe(1);
    expect(figure(h, 'dueSoon').count).toBe(3); // today, in 3 days (the demand), in 5 days
    expect(figure(h, 'unassigned').count).toBe(6);
    expect(figure(h, 'assignedToMe').count).toBe(0);
    for (const f of h.figures) {
      const page = await workList({ ...f.filters, limit: '200' }, member.token);
      expect(page.total, f.key).toBe(f.count);
      expect(page.rows.length, f.key).toBe(f.count);
    }
  });

  it('counts what is new since the last visit, and nothing on the next', async () => {
    const first = await home(viewer.token);
    expect(first.lastVisitAt).toBeNull();
    expect(figure(first, 'newSinceVisit').count).toBe(7);
    const second = await home(viewer.token);
    expect(second.lastVisitAt).not.toBeNull();
    expect(figure(second, 'newSinceVisit').count).toBe(0);
    await inOrg(s.ctx.db, ORG, (tx) =>
      upsertRecords(tx, ORG, RESOURCES.itNotice, [
        {
          data: { headerSeqNo: '71009', pan: 'AAAPA1111A', description: 'Arrived', responseDueDate: day(9) },
        },
      ]),
    );
    const third = await home(viewer.token);
    const arrived = figure(third, 'newSinceVisit');
    expect(arrived.count).toBe(1);
    const page = await workList(arrived.filters, viewer.token);
    expect(page.rows.map((r) => r.key)).toEqual(['itNotice:71009']);
  });

  it('lists across areas by due date, undated last, page by page without gaps or repeats', async () => {
    const all = await workList({ limit: '200' });
    const dated = all.rows.filter((r) => r.dueOn).map((r) => r.dueOn!);
    expect(dated).toEqual([...dated].sort());
    expect(all.rows.at(-1)!.dueOn).toBeNull();
    expect(new Set(all.rows.map((r) => r.data.area))).toEqual(new Set(['it', 'gst']));
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Page<RecordRow> = await workList({ limit: '2', ...(cursor ? { cursor } : {}) });
      walked.push(...page.rows.map((r) => r.key));
      cursor = page.nextCursor;
    } while (cursor);
    expect(walked).toEqual(all.rows.map((r) => r.key));
    const desc = await workList({ limit: '3', sort: '-dueOn' });
    expect(desc.rows[0]!.dueOn).toBe(day(30));
    expect((await workList({ area: 'gst' })).rows.map((r) => r.key)).toEqual(['gstNotice:7100G1']);
    expect((await workList({ client: 'BBBPB2222B' })).rows.map((r) => r.key)).toEqual(['itNotice:71002']);
    expect((await workList({ type: 'itDemand' })).rows[0]!.data.path).toBe('/it/demand/7100D1/T1');
  });

  it("carries each row's portal account screen beside its client", async () => {
    const rows = (await workList({ limit: '200' })).rows;
    const gst = rows.find((r) => r.key === 'gstNotice:7100G1')!;
    expect(gst.data).toMatchObject({ client: 'acme_gst', clientPath: '/gst/gstin/acme_gst' });
    const demand = rows.find((r) => r.type === 'itDemand')!;
    expect(demand.data).toMatchObject({ client: 'AAAPA1111A', clientPath: '/it/pan/AAAPA1111A' });
  });

  it('refuses bad filters with a clear 400', async () => {
    const bad = await get(`/api/o/${ORG}/work-list?dueOn.from=2026-02-30`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('dueOn.from');
    expect((await get(`/api/o/${ORG}/work-list?assignee=nobody@example.com`)).statusCode).toBe(400);
    expect((await get(`/api/o/${ORG}/work-list?cursor=abc`)).statusCode).toBe(400);
    expect((await get(`/api/o/${ORG}/work-list/facets/nothing`)).statusCode).toBe(404);
  });

  it('assigns records of several types at once; the counts follow, and records without work are left', async () => {
    const keys = ['itNotice:71001', 'gstNotice:7100G1', 'itDemand:7100D1/T1'];
    expect(
      (await post(`/api/o/${ORG}/work-list/bulk`, { keys, assignee: member.email }, viewer.token)).statusCode,
    ).toBe(403);
    const wrong = await post(`/api/o/${ORG}/work-list/bulk`, { keys, assignee: 'nobody@example.com' });
    expect(wrong.statusCode).toBe(400);
    const res = await post(`/api/o/${ORG}/work-list/bulk`, { keys, assignee: member.email });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ changed: 2, unchanged: 0, skipped: 1 });
    const h = await home(member.token);
    expect(figure(h, 'assignedToMe').count).toBe(2);
    const mine = await workList(figure(h, 'assignedToMe').filters, member.token);
    expect(mine.rows.map((r) => r.key).sort()).toEqual(['gstNotice:7100G1', 'itNotice:71001']);
    const closed = await post(`/api/o/${ORG}/work-list/bulk`, { keys: ['itNotice:71001'], status: 'closed' });
    expect(closed.statusCode).toBe(200);
    const after = await home(member.token);
    expect(figure(after, 'assignedToMe').count).toBe(1);
    expect(figure(after, 'overdue').count).toBe(1);
  });

  it('keeps the assignee counts equal to a recount, before and after folding', async () => {
    const rows = async (q: string) =>
      (await s.ctx.pools.owner.query(q)).rows.map((r) => JSON.stringify(r)).sort();
    expect(await rows(ASSIGNEE_COUNTED_SQL)).toEqual(await rows(ASSIGNEE_RECOUNT_SQL));
    await foldRecordCounts(s.ctx);
    expect(await rows(ASSIGNEE_COUNTED_SQL)).toEqual(await rows(ASSIGNEE_RECOUNT_SQL));
    expect(await rows(COUNTED_SQL)).toEqual(await rows(RECOUNT_SQL));
  });

  it('shows open demands as the amount at stake, and another organisation none of this', async () => {
    const h = await home();
    expect(h.stakes.areas.find((a) => a.area === 'it')).toMatchObject({ count: 1, amount: 1500 });
    expect(h.stakes.total).toBe(1500);
    expect((await get(`/api/o/${ORG}/home`, stranger.token)).statusCode).toBe(404);
    expect((await get(`/api/o/${ORG}/work-list`, stranger.token)).statusCode).toBe(404);
  });
});
