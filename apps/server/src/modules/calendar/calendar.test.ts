import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '@taxdesk/domain';
import { createTestServer, type TestServer } from '../../../test/harness';
import { inOrg } from '../../db/tenant';
import { updateOrgLicence } from '../../lib/directory';
import { upsertRecords } from '../../lib/records/upsert';

let s: TestServer;
const ORG = 'CALEN1';
const OTHER = 'CALEN2';
let owner: { token: string; userId: string; email: string };
let member: { token: string; userId: string; email: string };
let stranger: { token: string; userId: string; email: string };

type Method = 'GET' | 'POST' | 'DELETE';
const asUser = (method: Method, url: string, token: string, payload?: object) =>
  s.app.inject({ method, url, headers: { authtoken: token }, payload });

/** Days from today, as the range's ISO dates (the tests' records sit well inside any month). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function seed(orgId: string, prefix: string): Promise<void> {
  await inOrg(s.ctx.db, orgId, async (tx) => {
    await upsertRecords(tx, orgId, RESOURCES.itNotice, [
      {
        data: {
          headerSeqNo: `${prefix}1`,
          pan: 'AAAPA1111A',
          description: 'Notice u/s 143(2)',
          responseDueDate: day(3),
        },
      },
      {
        data: {
          headerSeqNo: `${prefix}2`,
          pan: 'BBBPB2222B',
          description: 'Notice u/s 142(1)',
          responseDueDate: day(5),
        },
      },
    ]);
    await upsertRecords(tx, orgId, RESOURCES.gstNotice, [
      {
        data: {
          noticeOrderId: `${prefix}G1`,
          portalUserName: 'acme_gst',
          gstin: '27AAAPA1111A1Z5',
          descr: 'Show cause notice',
          dueDate: day(4),
        },
      },
    ]);
    await upsertRecords(tx, orgId, RESOURCES.itVcRequest, [
      {
        data: {
          adjVcReqstId: `${prefix}V1`,
          pan: 'AAAPA1111A',
          proceedingName: 'Assessment 2024-25',
          hearingDate: day(6),
          vcTimeSlot: '15:00 - 15:30',
          reqstStatus: 'SCHEDULED',
          vcLink: 'https://vc.example.gov.in/join/123',
        },
      },
    ]);
  });
}

const range = `from=${day(-10)}&to=${day(40)}`;

beforeAll(async () => {
  s = await createTestServer();
  owner = await s.memberOf(ORG, 'owner');
  member = await s.memberOf(ORG, 'member');
  stranger = await s.memberOf(OTHER, 'owner');
  await seed(ORG, '9100');
  await seed(OTHER, '9200');
  // The member is assigned one notice: what a "mine" feed and the assignee filter show.
  await s.ctx.pools.owner.query(
    `UPDATE records SET assignee_id = $1 WHERE org_id = $2 AND type = 'itNotice' AND key = '91002'`,
    [member.userId, ORG],
  );
});
afterAll(() => s.close());

type Item = {
  type: string;
  key: string;
  area: string;
  client: string;
  path: string;
  start: string | null;
  link: string | null;
};

async function calendar(query: string, token = owner.token, orgId = ORG): Promise<Item[]> {
  const res = await asUser('GET', `/api/o/${orgId}/calendar?${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json().data.items;
}

function parse(ics: string) {
  const cal = new ICAL.Component(ICAL.parse(ics));
  return cal
    .getAllSubcomponents('vevent')
    .map((v) => ({ event: new ICAL.Event(v), alarms: v.getAllSubcomponents('valarm') }));
}

async function newFeed(scope: 'all' | 'mine', token: string): Promise<{ id: string; path: string }> {
  const res = await asUser('POST', `/api/o/${ORG}/calendar/feeds`, token, { scope });
  expect(res.statusCode).toBe(200);
  const { id, url } = res.json().data as { id: string; url: string };
  return { id, path: new URL(url).pathname };
}

describe('Calendar', () => {
  it('lists dated items across areas, each with its area, client and record screen', async () => {
    const items = await calendar(range);
    expect(items.map((i) => `${i.type}/${i.key}`)).toEqual([
      'itNotice/91001',
      'gstNotice/9100G1',
      'itNotice/91002',
      'itVcRequest/9100V1',
    ]);
    expect(items[1]).toMatchObject({ area: 'gst', client: 'acme_gst', path: '/gst/notice/9100G1' });
    expect(items[3]).toMatchObject({
      start: '15:00',
      end: '15:30',
      link: 'https://vc.example.gov.in/join/123',
      status: 'Scheduled',
      done: false,
    });
    expect((await calendar(`${range}&area=gst`)).map((i) => i.key)).toEqual(['9100G1']);
    expect((await calendar(`${range}&client=AAAPA1111A`)).map((i) => i.key)).toEqual(['91001', '9100V1']);
    expect((await calendar(`${range}&assignee=${member.email}`)).map((i) => i.key)).toEqual(['91002']);
    expect((await calendar(`from=${day(4)}&to=${day(4)}`)).map((i) => i.key)).toEqual(['9100G1']);
  });

  it('shows only the areas the licence opens', async () => {
    await updateOrgLicence(s.ctx.db, ORG, { isGstActive: false });
    try {
      const res = await asUser('GET', `/api/o/${ORG}/calendar?${range}`, owner.token);
      expect(res.json().data.items.map((i: Item) => i.area)).not.toContain('gst');
      expect(res.json().data.areas.map((a: { area: string }) => a.area)).not.toContain('gst');
    } finally {
      await updateOrgLicence(s.ctx.db, ORG, { isGstActive: true });
    }
  });

  it("never shows another organisation's records, and refuses bad ranges with 400", async () => {
    expect((await calendar(range, stranger.token, OTHER)).every((i) => i.key.startsWith('9200'))).toBe(true);
    expect((await asUser('GET', `/api/o/${ORG}/calendar?${range}`, stranger.token)).statusCode).toBe(404);
    for (const bad of [
      `from=${day(5)}&to=${day(1)}`,
      `from=${day(0)}&to=${day(90)}`,
      'from=tomorrow&to=x',
      `${range}&assignee=nobody@example.com`,
    ])
      expect((await asUser('GET', `/api/o/${ORG}/calendar?${bad}`, owner.token)).statusCode).toBe(400);
  });
});

describe('Calendar feed', () => {
  it('is an RFC 5545 calendar with stable UIDs; a changed due date replaces its event', async () => {
    const feed = await newFeed('all', owner.token);
    const first = await s.app.inject({ method: 'GET', url: feed.path });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/calendar');
    const events = parse(first.body);
    expect(events.map((e) => e.event.uid).sort()).toEqual(
      [
        `${ORG}-gstNotice-9100G1@taxdesk`,
        `${ORG}-itNotice-91001@taxdesk`,
        `${ORG}-itNotice-91002@taxdesk`,
        `${ORG}-itVcRequest-9100V1@taxdesk`,
      ].sort(),
    );
    const notice = events.find((e) => e.event.uid === `${ORG}-itNotice-91001@taxdesk`)!;
    expect(notice.event.startDate.isDate).toBe(true);
    expect(notice.event.startDate.toString()).toBe(day(3));
    expect(notice.event.summary).toBe('AAAPA1111A · Notice: Notice u/s 143(2)');
    expect(notice.alarms).toHaveLength(1);
    expect(notice.alarms[0]!.getFirstPropertyValue('trigger')!.toString()).toBe('-PT15H');
    const vc = events.find((e) => e.event.uid === `${ORG}-itVcRequest-9100V1@taxdesk`)!;
    expect(vc.event.startDate.isDate).toBe(false);
    expect(vc.event.startDate.toJSDate().toISOString()).toBe(`${day(6)}T09:30:00.000Z`);
    expect(vc.event.endDate.toJSDate().toISOString()).toBe(`${day(6)}T10:00:00.000Z`);
    expect(vc.event.component.getFirstPropertyValue('url')).toBe('https://vc.example.gov.in/join/123');
    expect(vc.event.description).toContain('https://vc.example.gov.in/join/123');

    const again = parse((await s.app.inject({ method: 'GET', url: feed.path })).body);
    expect(again.map((e) => e.event.uid)).toEqual(events.map((e) => e.event.uid));

    await inOrg(s.ctx.db, ORG, (tx) =>
      upsertRecords(tx, ORG, RESOURCES.itNotice, [
        {
          data: {
            headerSeqNo: '91001',
            pan: 'AAAPA1111A',
            description: 'Notice u/s 143(2)',
            responseDueDate: day(9),
          },
        },
      ]),
    );
    const moved = parse((await s.app.inject({ method: 'GET', url: feed.path })).body).filter(
      (e) => e.event.uid === `${ORG}-itNotice-91001@taxdesk`,
    );
    expect(moved).toHaveLength(1);
    expect(moved[0]!.event.startDate.toString()).toBe(day(9));
  });

  it('"mine" lists only what is assigned to its member', async () => {
    const feed = await newFeed('mine', member.token);
    const events = parse((await s.app.inject({ method: 'GET', url: feed.path })).body);
    expect(events.map((e) => e.event.uid)).toEqual([`${ORG}-itNotice-91002@taxdesk`]);
  });

  it('renews (the old URL answers 404) and revokes; a wrong token is 404; feeds are their member’s own', async () => {
    const feed = await newFeed('all', owner.token);
    const renewed = await asUser('POST', `/api/o/${ORG}/calendar/feeds/${feed.id}/renew`, owner.token);
    expect(renewed.statusCode).toBe(200);
    const fresh = new URL(renewed.json().data.url).pathname;
    expect(fresh).not.toBe(feed.path);
    expect((await s.app.inject({ method: 'GET', url: feed.path })).statusCode).toBe(404);
    expect((await s.app.inject({ method: 'GET', url: fresh })).statusCode).toBe(200);

    // Another member can neither see nor touch it; another organisation's id is 404.
    const theirs = (await asUser('GET', `/api/o/${ORG}/calendar/feeds`, member.token)).json().data;
    expect(theirs.map((f: { id: string }) => f.id)).not.toContain(feed.id);
    expect((await asUser('DELETE', `/api/o/${ORG}/calendar/feeds/${feed.id}`, member.token)).statusCode).toBe(
      404,
    );
    expect(
      (await asUser('DELETE', `/api/o/${OTHER}/calendar/feeds/${feed.id}`, stranger.token)).statusCode,
    ).toBe(404);
    expect(
      (await asUser('POST', `/api/o/${ORG}/calendar/feeds`, owner.token, { scope: 'some' })).statusCode,
    ).toBe(400);

    expect((await asUser('DELETE', `/api/o/${ORG}/calendar/feeds/${feed.id}`, owner.token)).statusCode).toBe(
      200,
    );
    expect((await s.app.inject({ method: 'GET', url: fresh })).statusCode).toBe(404);
    const mine = (await asUser('GET', `/api/o/${ORG}/calendar/feeds`, owner.token)).json().data;
    expect(mine.map((f: { id: string }) => f.id)).not.toContain(feed.id);

    for (const wrong of [
      fresh.replace(/.{6}\.ics$/, 'AAAAAA.ics'),
      `/api/calendar/cal_${ORG}_x.ics`,
      '/api/calendar/nothing',
    ])
      expect((await s.app.inject({ method: 'GET', url: wrong })).statusCode).toBe(404);
    // The secret is not stored, only its hash.
    const stored = await s.ctx.pools.owner.query('SELECT secret_hash FROM calendar_feeds');
    expect(JSON.stringify(stored.rows)).not.toContain(fresh.slice(-30, -4));
  });
});
