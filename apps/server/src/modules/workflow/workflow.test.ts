import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES, type Page, type RecordDetail, type RecordRow } from '@taxdesk/domain';
import { inOrg } from '../../db/tenant';
import { upsertRecords } from '../../lib/records/upsert';
import { createTestServer, type TestServer } from '../../../test/harness';

const ORG = 'WORK01';
const OTHER = 'WORK02';
let s: TestServer;
let owner: { token: string; email: string };
let member: { token: string; email: string };
let viewer: { token: string; email: string };
let outsider: { token: string; email: string };

function notice(n: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    headerSeqNo: String(9000 + n),
    documentIdentificationNumber: `ITBA/AST/S/143(2)/2025-26/10${n}`,
    pan: 'AAAPA1234A',
    proceedingName: 'Scrutiny assessment',
    proceedingReqId: 'P100',
    noticeSection: '143(2)',
    description: `Notice ${n}`,
    ay: '2024-25',
    issuedOn: '2026-01-10',
    responseDueDate: n % 2 === 0 ? '2026-02-10' : null,
    proceedingStatus: 'O',
    ...extra,
  };
}

async function sync(
  orgId: string,
  items: Record<string, unknown>[],
  type: 'itNotice' | 'itProceeding' = 'itNotice',
) {
  return inOrg(s.ctx.db, orgId, (tx) =>
    upsertRecords(
      tx,
      orgId,
      RESOURCES[type],
      items.map((data) => ({ data })),
    ),
  );
}

async function call<T = unknown>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string,
  payload?: unknown,
): Promise<{ status: number; body: { success: boolean; message?: string; data: T } }> {
  const res = await s.app.inject({ method, url, headers: { authtoken: token }, payload: payload as object });
  return { status: res.statusCode, body: res.json() };
}

const detail = async (key: string, token = owner.token) =>
  (await call<RecordDetail>('GET', `/api/o/${ORG}/records/itNotice/item/${key}`, token)).body.data;

beforeAll(async () => {
  s = await createTestServer();
  owner = await s.memberOf(ORG, 'owner', 'asha@firm.example');
  member = await s.memberOf(ORG, 'member', 'ravi@firm.example');
  viewer = await s.memberOf(ORG, 'viewer', 'vera@firm.example');
  outsider = await s.memberOf(OTHER, 'owner', 'olga@other.example');
  await sync(
    ORG,
    [1, 2, 3, 4, 5, 6].map((n) => notice(n)),
  );
  await sync(
    ORG,
    [{ proceedingReqId: 'P100', pan: 'AAAPA1234A', proceedingName: 'Scrutiny', assessmentYear: '2024-25' }],
    'itProceeding',
  );
  await sync(OTHER, [notice(7)]);
});
afterAll(() => s.close());

describe('work on one record', () => {
  it('starts open and unassigned, and records status, assignee, due and comments with their actor', async () => {
    const before = await detail('9001');
    expect(before.record.workStatus).toBe('open');
    expect(before.record.assignee).toBeNull();

    const status = await call<{ changed: boolean; record: RecordRow }>(
      'PUT',
      `/api/o/${ORG}/work/itNotice/item/9001`,
      member.token,
      { status: 'in_progress', assignee: 'Ravi@Firm.example', due: '2026-03-31' },
    );
    expect(status.status).toBe(200);
    expect(status.body.data.changed).toBe(true);
    expect(status.body.data.record).toMatchObject({
      workStatus: 'in_progress',
      assignee: 'ravi@firm.example',
      dueOn: '2026-03-31',
      overrides: { responseDueDate: '2026-03-31' },
    });
    expect(status.body.data.record.data.responseDueDate).toBe('2026-03-31');

    const comment = await call('POST', `/api/o/${ORG}/work/itNotice/comments/9001`, owner.token, {
      text: '  Called the client; documents by Friday.  ',
    });
    expect(comment.status).toBe(200);

    const after = await detail('9001');
    const byKind = Object.fromEntries(after.events.map((e) => [e.kind, e]));
    expect(byKind.status).toMatchObject({
      actor: 'ravi@firm.example',
      changes: { workStatus: { from: 'open', to: 'in_progress' } },
    });
    expect(byKind.assignee).toMatchObject({
      actor: 'ravi@firm.example',
      changes: { assignee: { from: null, to: 'ravi@firm.example' } },
    });
    expect(byKind.due).toMatchObject({
      actor: 'ravi@firm.example',
      changes: { responseDueDate: { from: null, to: '2026-03-31' } },
    });
    expect(byKind.comment).toMatchObject({
      actor: 'asha@firm.example',
      changes: { comment: { to: 'Called the client; documents by Friday.' } },
    });

    const comments = await call<{ text: string; actor: string }[]>(
      'GET',
      `/api/o/${ORG}/work/itNotice/comments/9001`,
      viewer.token,
    );
    expect(comments.body.data).toEqual([
      expect.objectContaining({
        text: 'Called the client; documents by Friday.',
        actor: 'asha@firm.example',
      }),
    ]);
  });

  it('writes nothing and records nothing when a value is set again', async () => {
    const events = (await detail('9001')).events.length;
    const again = await call<{ changed: boolean }>(
      'PUT',
      `/api/o/${ORG}/work/itNotice/item/9001`,
      owner.token,
      {
        status: 'in_progress',
      },
    );
    expect(again.body.data.changed).toBe(false);
    expect((await detail('9001')).events).toHaveLength(events);
  });

  it('refuses a due date where the portal gives one, and clears a hand-set one', async () => {
    const refused = await call('PUT', `/api/o/${ORG}/work/itNotice/item/9002`, owner.token, {
      due: '2026-04-01',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('only where the portal leaves it blank');
    expect((await detail('9002')).record.dueOn).toBe('2026-02-10');

    await call('PUT', `/api/o/${ORG}/work/itNotice/item/9003`, owner.token, { due: '2026-05-01' });
    const cleared = await call<{ record: RecordRow }>(
      'PUT',
      `/api/o/${ORG}/work/itNotice/item/9003`,
      owner.token,
      {
        due: null,
      },
    );
    expect(cleared.body.data.record).toMatchObject({ dueOn: null, overrides: null });
  });

  it('refuses bad values clearly and changes nothing', async () => {
    const bad = [
      [{ status: 'done' }, 'Status must be one of'],
      [{ assignee: 'olga@other.example' }, 'not a member of this organisation'],
      [{ due: '2026-02-30' }, 'Due date must be a date'],
      [{}, 'Nothing to change'],
    ] as const;
    for (const [payload, message] of bad) {
      const res = await call('PUT', `/api/o/${ORG}/work/itNotice/item/9005`, owner.token, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const d = await detail('9005');
    expect(d.record).toMatchObject({ workStatus: 'open', assignee: null, dueOn: null });
    expect(d.events.map((e) => e.kind)).toEqual(['new']);
  });

  it('answers a key that does not exist, however it is spelled, with 404 (a malformed escape answered 500)', async () => {
    for (const key of ['9999', 'zz%25z%7D', '%25E0%25A4']) {
      const res = await call('PUT', `/api/o/${ORG}/work/itNotice/item/${key}`, owner.token, {
        status: 'closed',
      });
      expect(res.status, key).toBe(404);
      expect(res.body.message).toMatch(/^No such/);
    }
  });

  it('lets viewers read but not change', async () => {
    for (const [method, url, payload] of [
      ['PUT', `/api/o/${ORG}/work/itNotice/item/9004`, { status: 'closed' }],
      ['POST', `/api/o/${ORG}/work/itNotice/bulk`, { keys: ['9004'], status: 'closed' }],
      ['POST', `/api/o/${ORG}/work/itNotice/comments/9004`, { text: 'hello' }],
    ] as const) {
      const res = await call(method, url, viewer.token, payload);
      expect(res.status, url).toBe(403);
    }
    expect((await detail('9004')).record.workStatus).toBe('open');
    expect((await call('GET', `/api/o/${ORG}/work/members`, viewer.token)).status).toBe(200);
  });

  it("answers 404 for another organisation's record and for types without work", async () => {
    const theirs = await call('PUT', `/api/o/${ORG}/work/itNotice/item/9007`, owner.token, {
      status: 'closed',
    });
    expect(theirs.status).toBe(404);
    const notMember = await call('PUT', `/api/o/${ORG}/work/itNotice/item/9001`, outsider.token, {
      status: 'closed',
    });
    expect(notMember.status).toBe(404);
    const comments = await call('GET', `/api/o/${OTHER}/work/itNotice/comments/9001`, outsider.token);
    expect(comments.status).toBe(404);
    expect(
      (await call('PUT', `/api/o/${ORG}/work/itAccount/item/X`, owner.token, { status: 'closed' })).status,
    ).toBe(404);
  });
});

describe('a portal re-sync', () => {
  it('keeps work fields and a hand-set due date, and the portal hash, while taking the portal’s changes', async () => {
    await call('PUT', `/api/o/${ORG}/work/itNotice/item/9003`, owner.token, {
      status: 'replied',
      assignee: 'asha@firm.example',
      due: '2026-06-15',
    });
    // The same portal data again: nothing is written.
    const same = await sync(ORG, [notice(3)]);
    expect(same).toEqual({ inserted: [], changed: [], unchanged: 1 });
    // The portal changes the description but still leaves the due date blank.
    const changed = await sync(ORG, [notice(3, { description: 'Notice 3, revised' })]);
    expect(changed.changed).toEqual(['9003']);
    const d = await detail('9003');
    expect(d.record).toMatchObject({
      workStatus: 'replied',
      assignee: 'asha@firm.example',
      dueOn: '2026-06-15',
      overrides: { responseDueDate: '2026-06-15' },
    });
    expect(d.record.data).toMatchObject({ description: 'Notice 3, revised', responseDueDate: '2026-06-15' });
    const last = d.events.find((e) => e.kind === 'changed')!;
    expect(Object.keys(last.changes ?? {})).toEqual(['description']);
    // Unchanged again: the hash is the portal's, not the merged data's.
    expect(await sync(ORG, [notice(3, { description: 'Notice 3, revised' })])).toMatchObject({
      unchanged: 1,
    });
  });

  it('lets the portal’s own due date win once it gives one, dropping the hand-set one', async () => {
    await sync(ORG, [notice(3, { description: 'Notice 3, revised', responseDueDate: '2026-07-01' })]);
    const d = await detail('9003');
    expect(d.record).toMatchObject({ dueOn: '2026-07-01', overrides: null, workStatus: 'replied' });
    expect(d.events.find((e) => e.kind === 'changed')?.changes).toEqual({
      responseDueDate: { from: '2026-06-15', to: '2026-07-01' },
    });
  });
});

describe('bulk status and list filters', () => {
  it('sets the status of many records, each with an event, and lists filter by work status and assignee', async () => {
    const bulk = await call<{ changed: number; unchanged: number }>(
      'POST',
      `/api/o/${ORG}/work/itNotice/bulk`,
      member.token,
      {
        keys: ['9004', '9005', '9006', '9003'],
        status: 'closed',
      },
    );
    expect(bulk.status).toBe(200);
    expect(bulk.body.data).toEqual({ changed: 4, unchanged: 0 });
    expect(bulk.body.message).toBe('4 proceeding notices updated');
    for (const key of ['9004', '9005', '9006']) {
      const d = await detail(key);
      expect(d.record.workStatus).toBe('closed');
      expect(d.events[0]).toMatchObject({ kind: 'status', actor: 'ravi@firm.example' });
    }
    const closed = await call<Page<RecordRow>>(
      'GET',
      `/api/o/${ORG}/records/itNotice?workStatus=closed`,
      owner.token,
    );
    expect(closed.body.data.rows.map((r) => r.key).sort()).toEqual(['9003', '9004', '9005', '9006']);

    const mine = await call<Page<RecordRow>>(
      'GET',
      `/api/o/${ORG}/records/itNotice?assignee=ravi%40firm.example`,
      owner.token,
    );
    expect(mine.body.data.rows.map((r) => r.key)).toEqual(['9001']);
    const nobody = await call<Page<RecordRow>>(
      'GET',
      `/api/o/${ORG}/records/itNotice?assignee=unassigned`,
      owner.token,
    );
    expect(nobody.body.data.rows.map((r) => r.key).sort()).toEqual(['9002', '9004', '9005', '9006']);

    const facets = await call<{ value: string; count: number; label?: string }[]>(
      'GET',
      `/api/o/${ORG}/records/itNotice/facets/assignee`,
      owner.token,
    );
    expect(facets.body.data).toContainEqual({
      value: 'ravi@firm.example',
      count: 1,
      label: 'ravi (ravi@firm.example)',
    });
    expect(facets.body.data).toContainEqual({
      value: 'vera@firm.example',
      count: 0,
      label: 'vera (vera@firm.example)',
    });
    expect(facets.body.data.at(-1)).toEqual({ value: 'unassigned', count: 4, label: 'Unassigned' });
    const statuses = await call<{ value: string; count: number }[]>(
      'GET',
      `/api/o/${ORG}/records/itNotice/facets/workStatus`,
      owner.token,
    );
    expect(statuses.body.data.map((f) => f.value)).toEqual(['open', 'in_progress', 'replied', 'closed']);

    // Sorted by work status, a list reads in workflow order across pages, either way round.
    const ORDER = ['open', 'in_progress', 'replied', 'closed'];
    for (const dir of ['asc', 'desc'] as const) {
      const seen: RecordRow[] = [];
      let cursor: string | null = null;
      do {
        const after: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
        const page: { body: { data: Page<RecordRow> } } = await call<Page<RecordRow>>(
          'GET',
          `/api/o/${ORG}/records/itNotice?sort=${dir === 'desc' ? '-' : ''}workStatus&limit=2${after}`,
          owner.token,
        );
        seen.push(...page.body.data.rows);
        cursor = page.body.data.nextCursor;
      } while (cursor);
      expect(seen.map((r) => r.key).sort()).toEqual(['9001', '9002', '9003', '9004', '9005', '9006']);
      const ranks = seen.map((r) => ORDER.indexOf(r.workStatus!));
      const sorted = [...ranks].sort((a, b) => (dir === 'asc' ? a - b : b - a));
      expect(ranks).toEqual(sorted);
      expect(seen[dir === 'asc' ? seen.length - 1 : 0]!.workStatus).toBe('closed');
    }
  });

  it('changes nothing when one of the keys does not exist', async () => {
    const res = await call('POST', `/api/o/${ORG}/work/itNotice/bulk`, owner.token, {
      keys: ['9001', 'nope'],
      status: 'open',
    });
    expect(res.status).toBe(404);
    expect((await detail('9001')).record.workStatus).toBe('in_progress');
  });

  it('exports the work columns', async () => {
    const res = await s.app.inject({
      method: 'GET',
      url: `/api/o/${ORG}/records/itNotice/export?format=csv&cols=headerSeqNo,workStatus,assignee`,
      headers: { authtoken: owner.token },
    });
    const badSort = await s.app.inject({
      method: 'GET',
      url: `/api/o/${ORG}/records/itNotice/export?format=csv&sort=description`,
      headers: { authtoken: owner.token },
    });
    expect(badSort.statusCode).toBe(400);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Notice no.,Work status,Assignee');
    expect(lines).toContain('9001,In progress,ravi@firm.example');
  });
});

describe('review of new notices', () => {
  it('holds new synced notices for review when the organisation asks, until they are confirmed', async () => {
    expect(
      (await call('PUT', `/api/o/${ORG}/work/settings`, member.token, { reviewNewNotices: true })).status,
    ).toBe(403);
    const on = await call('PUT', `/api/o/${ORG}/work/settings`, owner.token, { reviewNewNotices: true });
    expect(on.status).toBe(200);
    await sync(ORG, [notice(10), notice(11)]);
    const pending = await call<Page<RecordRow>>(
      'GET',
      `/api/o/${ORG}/records/itNotice?reviewState=pending`,
      owner.token,
    );
    expect(pending.body.data.rows.map((r) => r.key).sort()).toEqual(['9010', '9011']);

    // Waiting notices have not joined their proceeding yet.
    const proceeding = await call<RecordDetail>(
      'GET',
      `/api/o/${ORG}/records/itProceeding/item/P100`,
      owner.token,
    );
    expect(proceeding.body.data.children.itNotice!.map((r) => r.key)).not.toContain('9010');

    const standalone = await call('POST', `/api/o/${ORG}/work/itNotice/review/9010`, owner.token, {
      parent: null,
    });
    expect(standalone.status).toBe(400);
    const wrong = await call('POST', `/api/o/${ORG}/work/itNotice/review/9010`, owner.token, {
      parent: 'P999',
    });
    expect(wrong.status).toBe(404);
    const viewerTry = await call('POST', `/api/o/${ORG}/work/itNotice/review/9010`, viewer.token, {
      parent: 'P100',
    });
    expect(viewerTry.status).toBe(403);

    const joined = await call('POST', `/api/o/${ORG}/work/itNotice/review/9010`, owner.token, {
      parent: 'P100',
    });
    expect(joined.status).toBe(200);
    expect(joined.body.message).toBe('Notice joined its proceeding');
    const d = await detail('9010');
    expect(d.record.reviewState).toBe('attached');
    expect(d.events[0]).toMatchObject({
      kind: 'review',
      actor: 'asha@firm.example',
      changes: { reviewState: { from: 'pending', to: 'attached' } },
    });
    const again = await call('POST', `/api/o/${ORG}/work/itNotice/review/9010`, owner.token, {
      parent: 'P100',
    });
    expect(again.status).toBe(400);

    const after = await call<RecordDetail>(
      'GET',
      `/api/o/${ORG}/records/itProceeding/item/P100`,
      owner.token,
    );
    expect(after.body.data.children.itNotice!.map((r) => r.key)).toContain('9010');

    await call('PUT', `/api/o/${ORG}/work/settings`, owner.token, { reviewNewNotices: false });
    await sync(ORG, [notice(12)]);
    expect((await detail('9012')).record.reviewState).toBeNull();
  });
});
