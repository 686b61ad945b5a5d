import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_LIST_MAX, RESOURCES, type CaseDetail } from '@taxdesk/domain';
import { createTestServer, type TestServer } from '../../../test/harness';
import { inOrg } from '../../db/tenant';
import { linkCases } from '../../lib/cases/link-cases';
import { upsertRecords } from '../../lib/records/upsert';

let s: TestServer;
const ORG = 'CASEM1';
const OTHER = 'CASEM2';
const PAN = 'AAAPM1234M';
let owner: { token: string; email: string };
let viewer: { token: string };
let stranger: { token: string };

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, token = owner.token, payload?: object) =>
  s.app.inject({ method, url: `/api/o/${ORG}${url}`, headers: { authtoken: token }, payload });

async function detail(id: string): Promise<CaseDetail> {
  const res = await call('GET', `/cases/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

async function caseOfRecord(type: string, key: string): Promise<string | null> {
  const res = await call('GET', `/record-case?type=${type}&key=${encodeURIComponent(key)}`);
  expect(res.statusCode).toBe(200);
  return res.json().data.case?.id ?? null;
}

const keysOf = (d: CaseDetail) => d.records.map((r) => `${r.type}:${r.key}`);

beforeAll(async () => {
  s = await createTestServer();
  owner = await s.memberOf(ORG, 'owner');
  viewer = await s.memberOf(ORG, 'viewer');
  stranger = await s.memberOf(OTHER, 'owner');
  await inOrg(s.ctx.db, ORG, async (tx) => {
    await upsertRecords(tx, ORG, RESOURCES.itProceeding, [
      {
        data: { proceedingReqId: 'MP-1', pan: PAN, proceedingName: 'Assessment', assessmentYear: '2023-24' },
      },
      { data: { proceedingReqId: 'MP-2', pan: PAN, proceedingName: 'Penalty', assessmentYear: '2023-24' } },
    ]);
    await upsertRecords(tx, ORG, RESOURCES.itNotice, [
      { data: { headerSeqNo: 'MN-1', pan: PAN, proceedingReqId: 'MP-1', issuedOn: '2025-01-01' } },
      { data: { headerSeqNo: 'MN-2', pan: PAN, proceedingReqId: 'MP-2', issuedOn: '2025-02-01' } },
      { data: { headerSeqNo: 'MN-3', pan: PAN, issuedOn: '2025-03-01', responseDueDate: '2099-01-31' } },
    ]);
    await linkCases(tx, ORG, null);
  });
});
afterAll(() => s.close());

describe('cases by hand', () => {
  it('lists the sync’s cases with their records and figures', async () => {
    const res = await call('GET', '/cases');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.rows as {
      title: string;
      recordCount: number;
      auto: boolean;
      area: string;
    }[];
    expect(rows.map((r) => [r.title, r.recordCount, r.auto, r.area]).sort()).toEqual([
      [`Assessment · AY 2023-24 · ${PAN}`, 2, true, 'it'],
      [`Penalty · AY 2023-24 · ${PAN}`, 2, true, 'it'],
    ]);
  });

  it('starts a case from a loose notice, links, moves, unlinks and merges, each in the history', async () => {
    const a = (await caseOfRecord('itNotice', 'MN-1'))!;
    const b = (await caseOfRecord('itNotice', 'MN-2'))!;
    const started = await call('POST', '/cases', owner.token, {
      title: 'Loose notice',
      record: { type: 'itNotice', key: 'MN-3' },
    });
    expect(started.statusCode).toBe(200);
    const c = started.json().data as CaseDetail;
    expect(keysOf(c)).toEqual(['itNotice:MN-3']);
    expect(c.nextDue).toBe('2099-01-31');
    expect(c.events.map((e) => e.kind)).toEqual(['linked', 'created']);

    // A record already in a case is moved, not linked twice.
    expect(
      (await call('POST', `/cases/${c.id}/records`, owner.token, { type: 'itNotice', key: 'MN-1' }))
        .statusCode,
    ).toBe(409);
    const moved = await call('POST', `/cases/${a}/move`, owner.token, {
      type: 'itNotice',
      key: 'MN-1',
      toCaseId: c.id,
    });
    expect(moved.statusCode).toBe(200);
    expect(keysOf(await detail(c.id)).sort()).toEqual(['itNotice:MN-1', 'itNotice:MN-3']);
    expect((await detail(a)).events[0]).toMatchObject({
      kind: 'moved',
      actor: owner.email,
      detail: { key: 'MN-1', to: c.id },
    });

    const unlinked = await call('POST', `/cases/${c.id}/unlink`, owner.token, {
      type: 'itNotice',
      key: 'MN-1',
    });
    expect(unlinked.statusCode).toBe(200);
    expect(await caseOfRecord('itNotice', 'MN-1')).toBeNull();
    // The sync's next pass leaves it out: a person took it out.
    await inOrg(s.ctx.db, ORG, (tx) => linkCases(tx, ORG, PAN));
    expect(await caseOfRecord('itNotice', 'MN-1')).toBeNull();
    const relinked = await call('POST', `/cases/${a}/records`, owner.token, {
      type: 'itNotice',
      key: 'MN-1',
    });
    expect(relinked.statusCode).toBe(200);

    const merged = await call('POST', `/cases/${a}/merge`, owner.token, { otherCaseId: b });
    expect(merged.statusCode).toBe(200);
    const survivor = merged.json().data as CaseDetail;
    expect(keysOf(survivor).sort()).toEqual([
      'itNotice:MN-1',
      'itNotice:MN-2',
      'itProceeding:MP-1',
      'itProceeding:MP-2',
    ]);
    expect(survivor.events[0]).toMatchObject({ kind: 'merged', detail: { from: b, into: a, records: 2 } });
    const gone = await detail(b);
    expect(gone).toMatchObject({ status: 'merged', mergedInto: a, recordCount: 0 });
    // A merged case takes no more changes; the list no longer shows it.
    expect((await call('PATCH', `/cases/${b}`, owner.token, { status: 'closed' })).statusCode).toBe(409);
    const list = (await call('GET', '/cases?status=all')).json().data.rows as { id: string }[];
    expect(list.map((r) => r.id)).not.toContain(b);
  });

  it('sets status, assignee and comments with history, and refuses bad input and viewers', async () => {
    const id = (await caseOfRecord('itNotice', 'MN-3'))!;
    const set = await call('PATCH', `/cases/${id}`, owner.token, { status: 'closed', assignee: owner.email });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ status: 'closed', assignee: owner.email });
    const commented = await call('POST', `/cases/${id}/comments`, owner.token, {
      text: 'Hearing fixed for March',
    });
    expect(
      commented
        .json()
        .data.events.slice(0, 3)
        .map((e: { kind: string }) => e.kind),
    ).toEqual(['comment', 'assignee', 'status']);
    const before = await detail(id);
    for (const [method, url, body] of [
      ['PATCH', `/cases/${id}`, { status: 'pending' }],
      ['PATCH', `/cases/${id}`, { assignee: 'nobody@example.com' }],
      ['PATCH', `/cases/${id}`, {}],
      ['POST', `/cases/${id}/comments`, { text: '  ' }],
      ['POST', `/cases/${id}/records`, { type: 'noSuchType', key: 'x' }],
      ['POST', `/cases/${id}/merge`, { otherCaseId: id }],
      ['POST', '/cases', { title: '' }],
    ] as const) {
      const res = await call(method, url, owner.token, body);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
    }
    expect(
      (await call('POST', `/cases/${id}/records`, owner.token, { type: 'itNotice', key: 'NOPE' })).statusCode,
    ).toBe(404);
    expect((await call('PATCH', `/cases/${id}`, viewer.token, { status: 'open' })).statusCode).toBe(403);
    expect(await detail(id)).toEqual(before);
  });

  it('answers another organisation’s member 404 and shows them none of these cases', async () => {
    const id = (await caseOfRecord('itNotice', 'MN-3'))!;
    expect((await call('GET', `/cases/${id}`, stranger.token)).statusCode).toBe(404);
    const theirs = await s.app.inject({
      method: 'GET',
      url: `/api/o/${OTHER}/cases/${id}`,
      headers: { authtoken: stranger.token },
    });
    expect(theirs.statusCode).toBe(404);
    const list = await s.app.inject({
      method: 'GET',
      url: `/api/o/${OTHER}/cases?status=all`,
      headers: { authtoken: stranger.token },
    });
    expect(list.json().data.rows).toEqual([]);
  });
});

describe('pages of cases', () => {
  it('answers the cases a page at a time, each once, and refuses a page that is not a whole number from 1', async () => {
    const ORG3 = 'CASEM3';
    const member = await s.memberOf(ORG3, 'owner');
    const count = CASE_LIST_MAX + 5;
    await inOrg(s.ctx.db, ORG3, async (tx) => {
      await upsertRecords(
        tx,
        ORG3,
        RESOURCES.itProceeding,
        Array.from({ length: count }, (_, i) => ({
          data: {
            proceedingReqId: `PG-${i}`,
            pan: PAN,
            proceedingName: `Matter ${i}`,
            assessmentYear: '2023-24',
          },
        })),
      );
      await linkCases(tx, ORG3, null);
    });
    const page = async (q: string) =>
      s.app.inject({ method: 'GET', url: `/api/o/${ORG3}/cases${q}`, headers: { authtoken: member.token } });
    const first = (await page('')).json().data as { rows: { id: string }[]; truncated: boolean };
    const second = (await page('?page=2')).json().data as { rows: { id: string }[]; truncated: boolean };
    expect([first.rows.length, first.truncated]).toEqual([CASE_LIST_MAX, true]);
    expect([second.rows.length, second.truncated]).toEqual([5, false]);
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(count);
    for (const bad of ['0', '-1', '1.5', 'two']) expect((await page(`?page=${bad}`)).statusCode).toBe(400);
  });
});
