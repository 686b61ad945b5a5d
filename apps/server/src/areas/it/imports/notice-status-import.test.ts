import { RESOURCES } from '@taxdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../test/harness';
import { inOrg } from '../../../db/tenant';
import { upsertRecords } from '../../../lib/records/upsert';
import { commit, csvFile, panAt, upload, xlsxFile } from '../../../../test/imports-test-support';

let s: TestServer;
let token: string;
let colleague: string;
const ORG = 'IMPN01';

beforeAll(async () => {
  s = await createTestServer();
  const me = await s.memberOf(ORG, 'owner', 'lead@example.com');
  token = me.token;
  colleague = (await s.memberOf(ORG, 'member', 'Asha@Example.com')).email;
  const notices = Array.from({ length: 4 }, (_, i) => ({
    data: {
      headerSeqNo: String(100001 + i),
      documentIdentificationNumber: `ITBA/AST/S/143(2)/2025-26/10000000${i}(1)`,
      pan: panAt(i),
      description: `Notice ${i}`,
      issuedOn: '2025-06-01',
      proceedingStatus: 'O',
    },
  }));
  await inOrg(s.ctx.db, ORG, (tx) => upsertRecords(tx, ORG, RESOURCES.itNotice, notices));
});
afterAll(() => s.close());

async function work(): Promise<Record<string, { status: string | null; assignee: string | null }>> {
  const r = await s.ctx.pools.owner.query(
    `SELECT r.key, r.work_status, u.email FROM records r LEFT JOIN users u ON u.id = r.assignee_id
     WHERE r.org_id = $1 AND r.type = 'itNotice' ORDER BY r.key`,
    [ORG],
  );
  return Object.fromEntries(
    r.rows.map((x: { key: string; work_status: string; email: string | null }) => [
      x.key,
      { status: x.work_status, assignee: x.email },
    ]),
  );
}

async function events(kind: string): Promise<{ key: string; actor: string; changes: unknown }[]> {
  const r = await s.ctx.pools.owner.query(
    `SELECT key, actor, changes FROM record_events WHERE org_id = $1 AND kind = $2 ORDER BY id`,
    [ORG, kind],
  );
  return r.rows;
}

describe('notice status import', () => {
  it('sets work status, assignee and a comment by notice number or DIN, with history', async () => {
    const file = await xlsxFile([
      ['Notice No.', 'DIN', 'Status', 'Assignee', 'Comment'],
      [100001, '', 'In Progress', 'asha@example.com', 'Drafting the reply'],
      ['', 'ITBA/AST/S/143(2)/2025-26/100000001(1)', 'reply filed', '', ''],
      ['100003', 'ITBA/AST/S/143(2)/2025-26/100000002(1)', 'Closed', '', ''],
      ['100004', '', 'open', '', ''],
      ['999999', '', 'Closed', '', ''],
      ['100002', 'ITBA/WRONG', 'Closed', '', ''],
      ['', 'ITBA/AST/S/143(2)/2025-26/100000000(1)', 'Closed', '', ''],
      ['100004', '', 'Closed', 'stranger@example.com', ''],
      ['', '', 'Closed', '', ''],
      ['100003', '', 'Finished', '', ''],
    ]);
    const preview = await upload(s, token, ORG, 'noticeStatus', file, 'status.xlsx');
    expect(preview.status).toBe(200);
    const d = preview.body.data;
    expect(d.counts).toEqual({ rows: 10, valid: 4, errors: 6, new: 0, updated: 3, unchanged: 1 });
    expect(d.errors.map((e) => [e.rowNo, e.message])).toEqual([
      [6, 'No notice 999999'],
      [7, 'Notice 100002 has DIN ITBA/AST/S/143(2)/2025-26/100000001(1), not ITBA/WRONG'],
      [8, 'Notice 100001 is on an earlier row too'],
      [9, 'Duplicate: Notice No. 100004 is also on row 5'],
      [10, 'Give the Notice No. or the DIN'],
      [11, 'Status: "Finished" is not one of: Open / In progress / Replied / Closed'],
    ]);
    const done = await commit(s, token, ORG, 'noticeStatus', d.id, true);
    expect(done.body.data.counts).toEqual({ new: 0, updated: 3, unchanged: 1, skipped: 6 });
    expect(await work()).toEqual({
      '100001': { status: 'in_progress', assignee: 'asha@example.com' },
      '100002': { status: 'replied', assignee: null },
      '100003': { status: 'closed', assignee: null },
      '100004': { status: 'open', assignee: null },
    });
    const history = await events('status');
    expect(history).toHaveLength(3);
    expect(history[0]).toMatchObject({
      key: '100001',
      actor: 'lead@example.com',
      changes: { workStatus: { from: 'open', to: 'in_progress' } },
    });
    expect((await events('comment')).map((e) => e.key)).toEqual(['100001']);
    expect(colleague).toBe('Asha@Example.com');
  });

  it('the same file again changes nothing and repeats no comment', async () => {
    const file = csvFile([
      ['Notice Number', 'Work Status', 'Assignee', 'Remarks'],
      ['100001', 'in_progress', 'ASHA@example.com', 'Drafting the reply'],
    ]);
    const preview = await upload(s, token, ORG, 'noticeStatus', file, 'again.csv');
    expect(preview.body.data.counts).toMatchObject({ valid: 1, unchanged: 1, updated: 0 });
    await commit(s, token, ORG, 'noticeStatus', preview.body.data.id);
    expect(await events('comment')).toHaveLength(1);
    expect(await events('status')).toHaveLength(3);
  });

  it('a file with neither a notice number nor a DIN column is refused', async () => {
    const res = await upload(s, token, ORG, 'noticeStatus', csvFile([['Status'], ['Closed']]));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The file needs a Notice No. or a DIN column to find each notice');
  });
});
