import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, sandboxItAccounts, type StartedSandbox } from '@taxdesk/sandbox';
import { RESOURCES } from '@taxdesk/domain';
import { inOrg } from '../../../db/tenant';
import { COUNTED_SQL, foldRecordCounts, RECOUNT_SQL } from '../../../lib/records/record-counts';
import { markMissingRemoved, upsertRecords } from '../../../lib/records/upsert';
import { setWork } from '../../../lib/records/work';
import { createSyncRun } from '../../../lib/sync-log';
import { createTestServer, type TestServer } from '../../../../test/harness';
import { saveItAccount } from '../accounts/it-accounts';
import { createItPortalClient } from '../connector/it-portal-client';
import { syncItAccount } from '../../../../test/it-sync';

// The dashboards' counts (record_counts, record_arrivals) against a full recount of the records,
// after each kind of write: upserts, changes, removals, work, an account's branch, deletes, a sync.
const ORG = 'COUNT1';
const SEED = 'record-counts';
const accounts = sandboxItAccounts({ seed: SEED, accountCount: 8 });
let sandbox: StartedSandbox;
let s: TestServer;
let actor: { userId: string; email: string };

beforeAll(async () => {
  sandbox = await startSandbox({ seed: SEED, accountCount: 8, port: 0, rateLimitPerSecond: 0 });
  s = await createTestServer({ portals: sandbox.portals });
  actor = await s.memberOf(ORG);
  await s.memberOf('COUNT2');
});
afterAll(async () => {
  await s.close();
  await sandbox.close();
});

type Bucket = Record<string, unknown>;
const sorted = (rows: Bucket[]) => rows.map((r) => JSON.stringify(r)).sort();

async function expectCountsMatchRecount(): Promise<void> {
  const q = async (text: string) => (await s.ctx.pools.owner.query<Bucket>(text)).rows;
  expect(sorted(await q(COUNTED_SQL))).toEqual(sorted(await q(RECOUNT_SQL)));
  const arrivals = `SELECT org_id, type, seen_on::text, sum(n)::int AS n FROM record_arrivals GROUP BY 1, 2, 3 HAVING sum(n) <> 0`;
  const recount = `SELECT org_id, type, (first_seen_at AT TIME ZONE 'UTC')::date::text AS seen_on, count(*)::int AS n
                   FROM records WHERE removed_at IS NULL GROUP BY 1, 2, 3`;
  expect(sorted(await q(arrivals))).toEqual(sorted(await q(recount)));
  expect(sorted(await q(WAITING_KEPT))).toEqual(sorted(await q(WAITING_RECOMPUTED)));
}

// proceeding_waiting against the proceeding dashboard's former query, over every organisation: each
// proceeding's latest open notice (issue date, then key), open for work, with no live reply naming it.
const WAITING_KEPT = `SELECT org_id, proceeding, notice_key, account_key, due_on::text, issued_on::text FROM proceeding_waiting`;
const WAITING_RECOMPUTED = `
  WITH latest AS (
    SELECT DISTINCT ON (n.org_id, n.data->>'proceedingReqId') n.org_id, n.data->>'proceedingReqId' AS proceeding,
      n.key, n.account_key, n.due_on, n.issued_on, n.status, n.work_status, n.data->>'headerSeqNo' AS seq
    FROM records n
    WHERE n.type = 'itNotice' AND n.removed_at IS NULL AND coalesce(n.status, 'O') <> 'C' AND n.data->>'proceedingReqId' IS NOT NULL
    ORDER BY n.org_id, n.data->>'proceedingReqId', n.issued_on DESC NULLS LAST, n.key DESC)
  SELECT org_id, proceeding, key AS notice_key, account_key, due_on::text, issued_on::text FROM latest n
  WHERE coalesce(n.work_status, 'open') NOT IN ('replied', 'closed')
    AND NOT EXISTS (SELECT 1 FROM records r WHERE r.org_id = n.org_id AND r.type = 'itReply' AND r.removed_at IS NULL
                    AND r.data->>'headerSeqNo' = n.seq)`;

const reply = (id: string, seq: string, pan: string) => ({
  data: { responseId: id, headerSeqNo: seq, proceedingReqId: `P${seq}`, pan, submittedOn: '2026-02-01' },
});

const notice = (n: string, pan: string, section: string, due: string | null, status = 'O') => ({
  data: {
    headerSeqNo: n,
    pan,
    noticeSection: section,
    ay: '2024-25',
    issuedOn: '2026-01-10',
    responseDueDate: due,
    proceedingStatus: status,
    proceedingReqId: `P${n}`,
  },
});

describe('dashboard counts kept by the writes', () => {
  it('match a full recount after upserts, changes, removals, work, account changes and deletes', async () => {
    await inOrg(s.ctx.db, ORG, async (tx) => {
      await upsertRecords(tx, ORG, RESOURCES.itAccount, [
        { data: { pan: 'AAAPA1111A', name: 'A', branch: 'Mumbai', group: 'Retail' } },
        { data: { pan: 'AAAPB2222B', name: 'B', branch: 'Pune' } },
      ]);
      await upsertRecords(
        tx,
        ORG,
        RESOURCES.itNotice,
        Array.from({ length: 30 }, (_, i) =>
          notice(
            String(i + 1),
            i % 3 === 0 ? 'AAAPC3333C' : i % 2 ? 'AAAPA1111A' : 'AAAPB2222B',
            i % 2 ? '143(2)' : '148',
            i % 5 ? `2026-0${1 + (i % 9)}-1${i % 10}` : null,
            i % 7 ? 'O' : 'C',
          ),
        ),
      );
      await upsertRecords(tx, ORG, RESOURCES.itProceeding, [
        {
          data: {
            proceedingReqId: 'P1',
            pan: 'AAAPA1111A',
            proceedingName: 'Scrutiny',
            proceedingStatus: 'O',
          },
        },
        {
          data: {
            proceedingReqId: 'P2',
            pan: 'AAAPB2222B',
            proceedingName: 'Scrutiny',
            proceedingStatus: 'C',
          },
        },
      ]);
    });
    await inOrg(s.ctx.db, 'COUNT2', (tx) =>
      upsertRecords(tx, 'COUNT2', RESOURCES.itNotice, [notice('1', 'AAAPA1111A', '148', '2026-02-01')]),
    );
    await expectCountsMatchRecount();

    await inOrg(s.ctx.db, ORG, async (tx) => {
      // Changed due dates, sections and statuses; an unchanged one; a removal and a restore.
      await upsertRecords(tx, ORG, RESOURCES.itNotice, [
        notice('1', 'AAAPA1111A', '148', '2026-12-01'),
        notice('2', 'AAAPB2222B', '142(1)', '2026-01-12'),
        notice('3', 'AAAPA1111A', '143(2)', '2026-03-13', 'C'),
        notice('4', 'AAAPB2222B', '148', '2026-04-14'),
      ]);
      await markMissingRemoved(tx, ORG, RESOURCES.itNotice, 'AAAPB2222B', ['2', '4']);
    });
    await expectCountsMatchRecount();

    await inOrg(s.ctx.db, ORG, async (tx) => {
      await setWork(tx, ORG, RESOURCES.itNotice, ['1', '5', '7'], { status: 'replied' }, actor);
      await setWork(tx, ORG, RESOURCES.itNotice, ['5', '9'], { status: 'closed' }, actor);
      await setWork(tx, ORG, RESOURCES.itNotice, ['11'], { due: '2026-05-05' }, actor);
    });
    await expectCountsMatchRecount();

    await inOrg(s.ctx.db, ORG, async (tx) => {
      // Replies name notices; one proceeding gets later notices (its latest changes, then is answered); a reply goes.
      await upsertRecords(tx, ORG, RESOURCES.itReply, [
        reply('R2', '2', 'AAAPB2222B'),
        reply('R8', '8', 'AAAPB2222B'),
        reply('R13', '13', 'AAAPA1111A'),
        reply('R99', '99', 'AAAPA1111A'),
      ]);
      await upsertRecords(
        tx,
        ORG,
        RESOURCES.itNotice,
        ['31', '32', '33'].map((n, i) => ({
          data: { ...notice(n, 'AAAPA1111A', '143(2)', '2026-06-0' + (i + 1)).data, proceedingReqId: 'P13' },
        })),
      );
    });
    await expectCountsMatchRecount();
    await inOrg(s.ctx.db, ORG, async (tx) => {
      await upsertRecords(tx, ORG, RESOURCES.itNotice, [
        {
          data: {
            ...notice('33', 'AAAPA1111A', '143(2)', '2026-06-03').data,
            proceedingReqId: 'P13',
            issuedOn: '2026-03-01',
          },
        },
      ]);
      await upsertRecords(tx, ORG, RESOURCES.itReply, [reply('R33', '33', 'AAAPA1111A')]);
      await markMissingRemoved(tx, ORG, RESOURCES.itReply, 'AAAPB2222B', ['R2']);
    });
    await expectCountsMatchRecount();
    await inOrg(s.ctx.db, ORG, (tx) =>
      setWork(tx, ORG, RESOURCES.itNotice, ['31', '32'], { status: 'replied' }, actor),
    );
    await expectCountsMatchRecount();
    const waiting = await s.ctx.pools.owner.query(`SELECT 1 FROM proceeding_waiting WHERE org_id = $1`, [
      ORG,
    ]);
    expect(waiting.rowCount).toBeGreaterThan(5);

    await inOrg(s.ctx.db, ORG, async (tx) => {
      // A branch changes; an account arrives for notices that had none; one is deleted outright.
      await upsertRecords(tx, ORG, RESOURCES.itAccount, [
        { data: { pan: 'AAAPA1111A', name: 'A', branch: 'Chennai', group: 'Retail' } },
        { data: { pan: 'AAAPC3333C', name: 'C', branch: 'Pune', group: 'Corporate' } },
      ]);
    });
    await expectCountsMatchRecount();
    await s.ctx.pools.owner.query(
      `DELETE FROM records WHERE org_id = $1 AND ((type = 'itAccount' AND key = 'AAAPB2222B') OR (type = 'itNotice' AND key = '6'))`,
      [ORG],
    );
    await expectCountsMatchRecount();

    // Folding merges each bucket into one row and changes no count.
    await foldRecordCounts(s.ctx);
    await expectCountsMatchRecount();
    const rows = await s.ctx.pools.owner.query<{ rows: number; buckets: number }>(
      `SELECT count(*)::int AS rows,
              count(DISTINCT (org_id, type, section, year, due_on, closed, work_status, branch, grp))::int AS buckets
       FROM record_counts`,
    );
    expect(rows.rows[0]!.rows).toBe(rows.rows[0]!.buckets);
  });

  it('match a full recount after a sync of real accounts', async () => {
    const tenant = { orgId: ORG, userId: actor.userId, role: 'owner' as const };
    const portal = createItPortalClient(sandbox.portals.it, {
      sleep: () => new Promise((r) => setTimeout(r, 5)),
    });
    for (const a of accounts.filter((x) => x.behaviour === 'normal').slice(0, 2)) {
      await saveItAccount(s.ctx, tenant, { pan: a.pan, password: a.password, name: a.name });
      const runId = await createSyncRun(s.ctx.db, ORG, {
        portal: 'it',
        accountKey: a.pan,
        startedBy: 'test',
        modules: 'all',
      });
      const outcome = await syncItAccount(s.ctx, portal, { orgId: ORG, pan: a.pan, runId });
      expect(outcome.status).toBe('succeeded');
    }
    const notices = await s.ctx.pools.owner.query(
      `SELECT 1 FROM records WHERE org_id = $1 AND type = 'itNotice' AND account_key <> ALL($2)`,
      [ORG, ['AAAPA1111A', 'AAAPB2222B', 'AAAPC3333C']],
    );
    expect(notices.rowCount).toBeGreaterThan(0);
    await expectCountsMatchRecount();
  }, 300_000);
});
