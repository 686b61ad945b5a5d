import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ResourceDef } from '@taxdesk/domain';
import { inOrg } from '../../db/tenant';
import { upsertRecords, type UpsertItem } from '../records/upsert';
import type { Connector } from './connector';
import { PortalError } from './portal-error';
import type { SyncRun } from './sync-module';

/** A run of any portal, as the helpers modules share see it. */
type AnyRun = Pick<
  SyncRun<Connector<unknown>>,
  'app' | 'orgId' | 'runId' | 'accountKey' | 'counts' | 'failed'
>;

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

/** A file of a record as a module fetched it. */
type RunDocument = {
  type: string;
  key: string;
  docId: string;
  fileName: string;
  content: Buffer;
  /** A PDF unless said otherwise. */
  contentType?: string;
};

/** Stores one file of a record, idempotent by the portal's doc id; answers whether it was new. */
export async function storeRunDocument(run: AnyRun, file: RunDocument): Promise<boolean> {
  const sha256 = createHash('sha256').update(file.content).digest('hex');
  return inOrg(run.app.db, run.orgId, async (tx) => {
    const r = await tx.execute(sql`
      INSERT INTO documents (org_id, type, key, doc_id, file_name, content_type, size, sha256, content)
      VALUES (${run.orgId}, ${file.type}, ${file.key}, ${file.docId}, ${file.fileName},
              ${file.contentType ?? 'application/pdf'}, ${file.content.length}, ${sha256}, ${file.content})
      ON CONFLICT (org_id, type, key, doc_id) DO NOTHING`);
    return (r.rowCount ?? 0) > 0;
  });
}

/**
 * Runs one item of a module; a failure that is not the session's (or the network's) is kept as a
 * failed item and the module goes on with the next.
 */
export async function tryRunItem(
  run: Pick<AnyRun, 'failed'>,
  module: string,
  ref: string,
  work: () => Promise<void>,
): Promise<boolean> {
  try {
    await work();
    return true;
  } catch (err) {
    if (err instanceof PortalError && err.endsRun) throw err;
    run.failed({ module, ref, reason: (err as Error).message });
    return false;
  }
}
