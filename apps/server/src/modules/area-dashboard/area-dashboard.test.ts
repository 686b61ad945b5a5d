import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstArea, isoDayInIndia, RESOURCES, type AreaDashboard } from '@taxdesk/domain';
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
