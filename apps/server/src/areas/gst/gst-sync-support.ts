import { sql } from 'drizzle-orm';
import { recordKey, type ResourceDef } from '@taxdesk/domain';
import { inOrg } from '../../db/tenant';
import { saveRunRecords, storedRunRecords, storeRunDocument, tryRunItem } from '../../lib/sync/run-records';
import type { SyncModule, SyncRun } from '../../lib/sync/sync-module';
import type { GstClient } from './gst-client';

/** What the GST modules share: saving records and files of the login, one item at a time. */

export type GstSyncRun = SyncRun<GstClient>;
export type GstSyncModule = SyncModule<GstClient>;

/** Upserts records of the login (never deletes: what the portal stops showing stays) and counts them. */
export const saveGstRecords = saveRunRecords;

/** The stored records of a type for this login: key → data. */
export const storedGstRecords = storedRunRecords;

/** The key a record will have: to compare what the portal shows with what is stored. */
export const keyOf = (def: ResourceDef, data: Record<string, unknown>) => recordKey(def, data);

/** The portal doc ids already stored for records of a type: key → doc ids. */
export async function storedGstDocIds(run: GstSyncRun, type: string): Promise<Map<string, Set<string>>> {
  const r = await inOrg(run.app.db, run.orgId, (tx) =>
    tx.execute<{ key: string; doc_id: string }>(sql`
      SELECT d.key, d.doc_id FROM documents d
      JOIN records r ON r.org_id = d.org_id AND r.type = d.type AND r.key = d.key
      WHERE d.org_id = ${run.orgId} AND d.type = ${type} AND r.account_key = ${run.accountKey}`),
  );
  const out = new Map<string, Set<string>>();
  for (const row of r.rows) out.set(row.key, (out.get(row.key) ?? new Set()).add(row.doc_id));
  return out;
}

/** Stores one file of a record, idempotent by the portal's doc id. */
export const storeGstDocument = storeRunDocument;

/** Runs one item; a failure that is not the session's (or the network's) is reported and skipped. */
export const tryGstItem = tryRunItem;
