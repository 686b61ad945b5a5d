import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/pool';
import { applyScope, inOrg, type Tx } from '../../db/tenant';

/**
 * An archive's rows (names and sizes, never contents), read at once in one short read-only
 * transaction: the index and the files are written from the same list, and no connection is held
 * while the archive waits for its client.
 */
export async function listRows<R>(db: Db, orgId: string, query: SQL): Promise<R[]> {
  return db.transaction(
    async (tx: Tx) => {
      await applyScope(tx, { orgId });
      const r = await tx.execute<Record<string, unknown>>(query);
      return r.rows as R[];
    },
    { accessMode: 'read only' },
  );
}

/** A document's content is read in slices of this size: memory holds one slice, whatever the file. */
const SLICE_BYTES = 256 * 1024;

/**
 * A document's content, slice by slice (PostgreSQL reads only the slice's part of a stored
 * value). Each slice is its own short transaction, taken only when the archive asks for more: a
 * client that stops reading holds no database connection (issue 22: twelve stalled downloads used
 * to hold the whole pool). Documents are never changed in place, only added or deleted; one
 * deleted while it is being archived ends where its content ends.
 */
export async function* documentSlices(
  db: Db,
  orgId: string,
  id: string,
  length: number,
): AsyncGenerator<Buffer> {
  for (let offset = 0; offset < length; offset += SLICE_BYTES) {
    const part = await inOrg(db, orgId, async (tx) => {
      const r = await tx.execute<{ part: Buffer }>(sql`
        SELECT substring(content FROM ${offset + 1}::int FOR ${SLICE_BYTES}::int) AS part
        FROM documents WHERE org_id = ${orgId} AND id = ${id}`);
      return r.rows[0]?.part;
    });
    if (!part) return;
    yield part;
  }
}
