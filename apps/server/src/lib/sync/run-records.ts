import { sql } from 'drizzle-orm';
import type { ResourceDef } from '@taxdesk/domain';
import { inOrg } from '../../db/tenant';
import { upsertRecords, type UpsertItem } from '../records/upsert';
import type { Connector } from './connector';
import type { SyncRun } from './sync-module';

/** A run of any portal, as the helpers modules share see it. */
type AnyRun = Pick<SyncRun<Connector<unknown>>, 'app' | 'orgId' | 'runId' | 'accountKey' | 'counts'>;

/** Upserts records of the run's account (never deletes: what the portal stops showing stays) and counts them. */
export async function saveRunRecords(run: AnyRun, def: ResourceDef, items: readonly UpsertItem[]) {
  return inOrg(run.app.db, run.orgId, async (tx) => {
    const r = await upsertRecords(tx, run.orgId, def, items, { source: 'portal', runId: run.runId });
    run.counts.newCount += r.inserted.length;
    run.counts.changedCount += r.changed.length;
    return r;
  });
}

/** The stored records of a type for the run's account: key → data. */
export async function storedRunRecords(
  run: AnyRun,
  type: string,
): Promise<Map<string, Record<string, unknown>>> {
  const r = await inOrg(run.app.db, run.orgId, (tx) =>
    tx.execute<{ key: string; data: Record<string, unknown> }>(sql`
      SELECT key, data FROM records WHERE org_id = ${run.orgId} AND type = ${type} AND account_key = ${run.accountKey}`),
  );
  return new Map(r.rows.map((row) => [row.key, row.data]));
}
