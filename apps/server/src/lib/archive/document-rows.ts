import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/tenant';

/** Rows from a cursor, `batch` at a time, inside the caller's transaction. */
export async function* cursorRows<R = Record<string, unknown>>(
  tx: Tx,
  name: string,
  query: SQL,
  batch: number,
): AsyncGenerator<R> {
  await tx.execute(sql`DECLARE ${sql.raw(name)} NO SCROLL CURSOR FOR ${query}`);
  try {
    for (;;) {
      const r = await tx.execute<Record<string, unknown>>(
        sql`FETCH ${sql.raw(String(batch))} FROM ${sql.raw(name)}`,
      );
      for (const row of r.rows) yield row as R;
      if (r.rows.length < batch) return;
    }
  } finally {
    await tx.execute(sql`CLOSE ${sql.raw(name)}`).catch(() => {});
  }
}

/** A document's content is read in slices of this size: memory holds one slice, whatever the file. */
export const SLICE_BYTES = 256 * 1024;

/**
 * A document's content, slice by slice (PostgreSQL reads only the slice's part of a stored
 * value), inside the caller's transaction.
 */
export async function* documentSlices(
  tx: Tx,
  orgId: string,
  id: string,
  length: number,
): AsyncGenerator<Buffer> {
  for (let offset = 0; offset < length; offset += SLICE_BYTES) {
    const r = await tx.execute<{ part: Buffer }>(sql`
      SELECT substring(content FROM ${offset + 1}::int FOR ${SLICE_BYTES}::int) AS part
      FROM documents WHERE org_id = ${orgId} AND id = ${id}`);
    const part = r.rows[0]?.part;
    if (!part) return;
    yield part;
  }
}
