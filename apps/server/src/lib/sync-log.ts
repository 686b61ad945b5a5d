import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { RESOURCES } from '@taxdesk/domain';
import type { Db } from '../db/pool';
import { inOrg } from '../db/tenant';
import { getRecord } from './records/detail';
import { upsertRecords } from './records/upsert';

const def = RESOURCES.syncLog;

export type SyncCounts = { newCount: number; changedCount: number; failedCount: number };

/** Sync runs are records of their own (type syncLog): one generic list shows them. */
export async function createSyncRun(
  db: Db,
  orgId: string,
  input: { portal: string; accountKey: string; startedBy: string; modules: string },
): Promise<string> {
  const runId = randomUUID();
  await inOrg(db, orgId, (tx) =>
    upsertRecords(
      tx,
      orgId,
      def,
      [
        {
          data: {
            runId,
            ...input,
            status: 'queued',
            startedAt: new Date().toISOString(),
            newCount: 0,
            changedCount: 0,
            failedCount: 0,
          },
        },
      ],
      { source: 'system', events: false },
    ),
  );
  return runId;
}

export async function updateSyncRun(
  db: Db,
  orgId: string,
  runId: string,
  patch: Record<string, unknown>,
): Promise<void> {
  await inOrg(db, orgId, async (tx) => {
    const current = await getRecord(tx, orgId, def, runId);
    if (!current) return;
    await upsertRecords(tx, orgId, def, [{ data: { ...current.data, ...patch } }], {
      source: 'system',
      events: false,
    });
  });
}

/** Accounts with a run queued, running or waiting for a sign-in: a second sync of the same account waits for it. */
export async function busyAccounts(db: Db, orgId: string, portal: string): Promise<Set<string>> {
  const rows = await inOrg(db, orgId, (tx) =>
    tx.execute<{ account_key: string }>(sql`
      SELECT account_key FROM records
      WHERE org_id = ${orgId} AND type = 'syncLog' AND status IN ('queued', 'running', 'waiting') AND section = ${portal}
        AND issued_on > now() - interval '2 hours'`),
  );
  return new Set(rows.rows.map((r) => r.account_key));
}
