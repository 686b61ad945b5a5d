import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, RESOURCES, type RecordDates, type RecordDetail } from '@taxdesk/domain';
import { inOrg } from '../../db/tenant';
import { backfillRecordDates, indiaToday, moveDueOffPassedStatutory } from '../../lib/records/record-dates';
import { upsertRecords } from '../../lib/records/upsert';
import { createTestServer, type TestServer } from '../../../test/harness';

const ORG = 'TGT001';
const OTHER = 'TGT002';
let s: TestServer;
let owner: { token: string; email: string };
let viewer: { token: string; email: string };
let outsider: { token: string; email: string };
const today = indiaToday(new Date());

/** A GST scrutiny notice (ASMT-10): 30 days from its date, rule 99(1). */
function asmt10(id: string, issued: string, dueDate: string | null = null): Record<string, unknown> {
  return {
    gstin: '27AAAPA1234A1Z5',
    noticeOrderId: id,
    type: 'ASMT-10',
    descr: 'Scrutiny of returns',
    dtOfIssue: issued,
    dueDate,
    status: 'Open',
  };
}

async function sync(orgId: string, items: Record<string, unknown>[], day = today) {
  return inOrg(s.ctx.db, orgId, (tx) =>
    upsertRecords(
      tx,
      orgId,
      RESOURCES.gstNotice,
      items.map((data) => ({ data })),
      { today: day },
    ),
  );
}

async function call<T = unknown>(
  method: 'GET' | 'PUT',
  url: string,
  token: string,
  payload?: unknown,
): Promise<{ status: number; body: { success: boolean; message?: string; data: T } }> {
  const res = await s.app.inject({ method, url, headers: { authtoken: token }, payload: payload as object });
  return { status: res.statusCode, body: res.json() };
}

const keyOf = (id: string) => id;

async function stored(orgId: string, id: string) {
  const r = await s.ctx.pools.owner.query<{
    due_on: string | null;
    portal_due_on: string | null;
    statutory_on: string | null;
    statutory_rule: string | null;
    target_on: string | null;
  }>(
    `SELECT due_on::text, portal_due_on::text, statutory_on::text, statutory_rule, target_on::text
     FROM records WHERE org_id = $1 AND type = 'gstNotice' AND key = $2`,
    [orgId, keyOf(id)],
  );
  return r.rows[0];
}

const target = (id: string, token: string, body: unknown, org = ORG) =>
  call<RecordDates>('PUT', `/api/o/${org}/work/gstNotice/target/${keyOf(id)}`, token, body);

beforeAll(async () => {
  s = await createTestServer();
  owner = await s.memberOf(ORG, 'owner', 'asha@firm.example');
  viewer = await s.memberOf(ORG, 'viewer', 'vera@firm.example');
  outsider = await s.memberOf(OTHER, 'owner', 'olga@other.example');
  await sync(OTHER, [asmt10('N-OTHER', today)]);
});
afterAll(() => s.close());

describe('statutory dates on records', () => {
  it('dates a notice the portal gives no date from the law, and shows the rule on its detail', async () => {
    const issued = addDays(today, -5);
    await sync(ORG, [asmt10('N1', issued)]);
    expect(await stored(ORG, 'N1')).toMatchObject({
      due_on: addDays(issued, 30),
      portal_due_on: null,
      statutory_on: addDays(issued, 30),
      statutory_rule: 'gst.reply.asmt-10',
    });
    const detail = await call<RecordDetail>(
      'GET',
      `/api/o/${ORG}/records/gstNotice/item/${keyOf('N1')}`,
      viewer.token,
    );
    expect(detail.body.data.dates).toEqual({
      portal: null,
      statutory: addDays(issued, 30),
      rule: {
        id: 'gst.reply.asmt-10',
        title: 'Reply to a scrutiny notice (ASMT-10, reply in ASMT-11)',
        provision: 'rule 99(1), Central Goods and Services Tax Rules, 2017',
      },
      target: null,
      targetReason: null,
      effective: addDays(issued, 30),
      drivenBy: 'statutory',
    });
  });

  it('lets the statutory date drive while it is to come, and the portal’s later date once it has passed', async () => {
    const issued = addDays(today, -20);
    const statutory = addDays(issued, 30);
    const portal = addDays(issued, 45);
    await sync(ORG, [asmt10('N2', issued, portal)]);
    expect(await stored(ORG, 'N2')).toMatchObject({ due_on: statutory, portal_due_on: portal });

    // The day after the statutory date: the sweeper's pass hands the record to the portal's date.
    expect(await moveDueOffPassedStatutory(s.ctx.pools.owner, today)).toBe(0);
    await moveDueOffPassedStatutory(s.ctx.pools.owner, addDays(statutory, 1));
    expect(await stored(ORG, 'N2')).toMatchObject({ due_on: portal, statutory_on: statutory });

    // A notice written after its statutory date passed, with a later portal date, takes the portal's.
    await sync(ORG, [asmt10('N3', addDays(today, -40), addDays(today, 10))]);
    expect((await stored(ORG, 'N3'))?.due_on).toBe(addDays(today, 10));
  });

  it('opens an order’s appeal window when the order arrives (s. 107(1): three months)', async () => {
    const issued = addDays(today, -3);
    await sync(ORG, [{ ...asmt10('O1', issued), type: 'Order', descr: 'Order in DRC-07' }]);
    const row = await stored(ORG, 'O1');
    expect(row).toMatchObject({ statutory_rule: 'gst.appeal.appellate_authority', portal_due_on: null });
    expect(row?.due_on).toBe(addMonths(issued, 3));
    expect(row?.statutory_on).toBe(addMonths(issued, 3));
  });

  it('computes the dates of records written before the mapping, a batch at a time', async () => {
    await sync(ORG, [asmt10('N4', today)]);
    await s.ctx.pools.owner.query(
      `UPDATE records SET dates_version = NULL, statutory_on = NULL, statutory_rule = NULL, due_on = NULL
       WHERE org_id = $1 AND key = $2`,
      [ORG, keyOf('N4')],
    );
    expect(await backfillRecordDates(s.ctx.pools.owner, today)).toBeGreaterThanOrEqual(1);
    expect(await stored(ORG, 'N4')).toMatchObject({
      due_on: addDays(today, 30),
      statutory_rule: 'gst.reply.asmt-10',
    });
    expect(await backfillRecordDates(s.ctx.pools.owner, today)).toBe(0);
  });
});

describe('target dates', () => {
  it('sets a target with its reason, moves the due date, and records who and why', async () => {
    await sync(ORG, [asmt10('T1', addDays(today, -2), addDays(today, 40))]);
    const set = await target('T1', owner.token, {
      target: addDays(today, 15),
      reason: 'Partner review first',
    });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({
      target: addDays(today, 15),
      targetReason: 'Partner review first',
      effective: addDays(today, 15),
      drivenBy: 'target',
    });
    const detail = await call<RecordDetail>(
      'GET',
      `/api/o/${ORG}/records/gstNotice/item/${keyOf('T1')}`,
      owner.token,
    );
    expect(detail.body.data.record.dueOn).toBe(addDays(today, 15));
    expect(detail.body.data.events.find((e) => e.kind === 'target')).toMatchObject({
      actor: 'asha@firm.example',
      changes: {
        targetDate: { from: null, to: addDays(today, 15) },
        targetReason: { from: null, to: 'Partner review first' },
      },
    });

    // A re-sync keeps the target; a changed portal date is weighed against it.
    await sync(ORG, [asmt10('T1', addDays(today, -2), addDays(today, 10))]);
    expect(await stored(ORG, 'T1')).toMatchObject({
      target_on: addDays(today, 15),
      due_on: addDays(today, 10),
    });
  });

  it('clears a target: the due date goes back to the earliest of the others', async () => {
    const cleared = await target('T1', owner.token, { target: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({
      target: null,
      targetReason: null,
      effective: addDays(today, 10),
    });
    const detail = await call<RecordDetail>(
      'GET',
      `/api/o/${ORG}/records/gstNotice/item/${keyOf('T1')}`,
      owner.token,
    );
    expect(detail.body.data.events.filter((e) => e.kind === 'target')).toHaveLength(2);
    const again = await target('T1', owner.token, { target: null });
    expect(again.body.message).toBeUndefined();
  });

  it('refuses a target without a reason, or a day the calendar lacks, and changes nothing', async () => {
    const before = await stored(ORG, 'T1');
    const noReason = await target('T1', owner.token, { target: addDays(today, 30) });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toContain('Say why the target date is set');
    const badDay = await target('T1', owner.token, { target: '2026-02-30', reason: 'x' });
    expect(badDay.status).toBe(400);
    expect(await stored(ORG, 'T1')).toEqual(before);
  });

  it('lets a viewer read but not set, and another organisation neither', async () => {
    const body = { target: addDays(today, 30), reason: 'Early' };
    expect((await target('T1', viewer.token, body)).status).toBe(403);
    const cross = await target('N-OTHER', owner.token, body, OTHER);
    expect([403, 404]).toContain(cross.status);
    const inOwn = await target('N-OTHER', owner.token, body);
    expect(inOwn.status).toBe(404);
    expect((await stored(OTHER, 'N-OTHER'))?.target_on).toBeNull();
    expect([403, 404]).toContain((await target('T1', outsider.token, body)).status);
    expect((await stored(ORG, 'T1'))?.target_on).toBeNull();
  });

  it('answers 404 for a type with no due date', async () => {
    const res = await call('PUT', `/api/o/${ORG}/work/gstAccount/target/27AAAPA1234A1Z5`, owner.token, {
      target: addDays(today, 30),
      reason: 'x',
    });
    expect(res.status).toBe(404);
  });
});
