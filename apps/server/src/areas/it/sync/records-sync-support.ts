import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { recordKey, type ResourceDef } from '@taxdesk/domain';
import { inOrg } from '../../../db/tenant';
import { markMissingRemoved, upsertRecords, type UpsertItem } from '../../../lib/records/upsert';
import { tryRunItem } from '../../../lib/sync/run-records';
import { ItPortalError } from '../connector/it-portal-types';
import type { SyncRun } from '../../../lib/sync/sync-module';
import type { ItConnector } from '../connector/it-connector';

/** What the sync modules of returns, demands, payments, forms, profile and replies share. */

/** Files bigger than this are not stored (a portal glitch, not a return or a receipt). */
export const MAX_FILE_BYTES = 15 * 1024 * 1024;

/** Session-level failures end the run; anything else fails only the item. */
export function isFatal(err: unknown): boolean {
  return err instanceof ItPortalError && err.endsRun;
}

/**
 * Upserts one module's records of the account and counts them into the run. With `complete`,
 * the records are all the portal shows, so stored ones it left out are marked removed (kept).
 */
export async function saveRecords(
  run: SyncRun<ItConnector>,
  def: ResourceDef,
  items: readonly UpsertItem[],
  options: { complete: boolean },
): Promise<{ inserted: string[]; changed: string[]; removed: string[] }> {
  return inOrg(run.app.db, run.orgId, async (tx) => {
    const r = await upsertRecords(tx, run.orgId, def, items, { runId: run.runId });
    const removed = options.complete
      ? await markMissingRemoved(
          tx,
          run.orgId,
          def,
          run.accountKey,
          items.map((i) => recordKey(def, i.data)),
          run.runId,
        )
      : [];
    run.counts.newCount += r.inserted.length;
    run.counts.changedCount += r.changed.length;
    return { inserted: r.inserted, changed: r.changed, removed };
  });
}

/** The stored records of a type for this account: key → data. */
export async function storedRecords(
  run: SyncRun<ItConnector>,
  type: string,
): Promise<Map<string, { data: Record<string, unknown>; removed: boolean }>> {
  const r = await inOrg(run.app.db, run.orgId, (tx) =>
    tx.execute<{ key: string; data: Record<string, unknown>; removed: boolean }>(sql`
      SELECT key, data, removed_at IS NOT NULL AS removed FROM records
      WHERE org_id = ${run.orgId} AND type = ${type} AND account_key = ${run.accountKey}`),
  );
  return new Map(r.rows.map((row) => [row.key, { data: row.data, removed: row.removed }]));
}

/** The files already stored for records of a type: key → portal doc id → the stored file. */
export async function storedFiles(
  run: SyncRun<ItConnector>,
  type: string,
  keys: readonly string[],
): Promise<Map<string, Map<string, StoredFile>>> {
  const out = new Map<string, Map<string, StoredFile>>();
  if (keys.length === 0) return out;
  const r = await inOrg(run.app.db, run.orgId, (tx) =>
    tx.execute<{ key: string; doc_id: string; id: string; size: number; file_name: string }>(sql`
      SELECT key, doc_id, id, size, file_name FROM documents
      WHERE org_id = ${run.orgId} AND type = ${type} AND key = ANY(${sql.param([...keys])}::text[])`),
  );
  for (const row of r.rows) {
    const files = out.get(row.key) ?? new Map<string, StoredFile>();
    files.set(row.doc_id, { id: row.id, size: Number(row.size), fileName: row.file_name });
    out.set(row.key, files);
  }
  return out;
}

/** The portal document ids already stored for records of a type: key → doc ids. */
export async function storedDocIds(
  run: SyncRun<ItConnector>,
  type: string,
  keys: readonly string[],
): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  if (keys.length === 0) return out;
  const r = await inOrg(run.app.db, run.orgId, (tx) =>
    tx.execute<{ key: string; doc_id: string }>(sql`
      SELECT key, doc_id FROM documents
      WHERE org_id = ${run.orgId} AND type = ${type} AND key = ANY(${sql.param([...keys])}::text[])`),
  );
  for (const row of r.rows) out.set(row.key, (out.get(row.key) ?? new Set()).add(row.doc_id));
  return out;
}

export type StoredFile = { id: string; size: number; fileName: string };

/**
 * Stores one file of a record (idempotent by portal doc id) and answers its TaxDesk id. Without
 * content it only answers the file already stored.
 */
export async function storeFile(
  run: SyncRun<ItConnector>,
  file: {
    type: string;
    key: string;
    docId: string;
    fileName: string;
    contentType: string;
    content: Buffer | null;
  },
): Promise<StoredFile> {
  const content = file.content;
  if (content && content.length > MAX_FILE_BYTES)
    throw new Error(`${file.fileName} is larger than ${MAX_FILE_BYTES} bytes`);
  const fileName = file.fileName.replace(/\.gz$/i, '');
  return inOrg(run.app.db, run.orgId, async (tx) => {
    if (content) {
      const sha256 = createHash('sha256').update(content).digest('hex');
      await tx.execute(sql`
        INSERT INTO documents (org_id, type, key, doc_id, file_name, content_type, size, sha256, content)
        VALUES (${run.orgId}, ${file.type}, ${file.key}, ${file.docId}, ${fileName}, ${file.contentType},
                ${content.length}, ${sha256}, ${content})
        ON CONFLICT (org_id, type, key, doc_id) DO NOTHING`);
    }
    const r = await tx.execute<{ id: string; size: number; file_name: string }>(sql`
      SELECT id, size, file_name FROM documents
      WHERE org_id = ${run.orgId} AND type = ${file.type} AND key = ${file.key} AND doc_id = ${file.docId}`);
    const row = r.rows[0]!;
    return { id: row.id, size: Number(row.size), fileName: row.file_name };
  });
}

/** Runs one item's portal calls; a failure that is not the session's is reported and skipped. */
export const tryItem: (
  run: SyncRun<ItConnector>,
  module: string,
  ref: string,
  work: () => Promise<void>,
) => Promise<boolean> = tryRunItem;

/** Document downloads of one account at a time, a few at once: a slow portal answers them in parallel. */
export const DOWNLOADS_AT_ONCE = 3;

/** Runs `work` for every item, at most `limit` at once; the first error rejects (others finish). */
export async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}
