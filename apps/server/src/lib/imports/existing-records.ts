import { sql } from 'drizzle-orm';
import { recordKey, type ResourceDef } from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';
import type { RowAction, RowValues } from './import-kind';
import { contentHash } from '../records/promote';

/** The stored data of the records with these keys, by key (removed ones included: an import restores them). */
async function existingData(
  tx: Tx,
  orgId: string,
  def: ResourceDef,
  keys: readonly string[],
): Promise<Map<string, Record<string, unknown>>> {
  if (keys.length === 0) return new Map();
  const found = await tx.execute<{ key: string; data: Record<string, unknown> }>(
    sql`SELECT key, data FROM records
        WHERE org_id = ${orgId} AND type = ${def.type} AND key = ANY(${sql.param([...keys])}::text[])`,
  );
  return new Map(found.rows.map((r) => [r.key, r.data]));
}

/** Keys of every record of a type (for checks that a referenced record exists). */
export async function keysPresent(
  tx: Tx,
  orgId: string,
  type: string,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const found = await tx.execute<{ key: string }>(
    sql`SELECT key FROM records WHERE org_id = ${orgId} AND type = ${type} AND removed_at IS NULL
        AND key = ANY(${sql.param([...keys])}::text[])`,
  );
  return new Set(found.rows.map((r) => r.key));
}

export type Merged = { key: string; action: RowAction; data: Record<string, unknown> };

/**
 * A row laid over the stored record: cells with a value replace the stored ones, blank cells
 * leave them as they are (a partial sheet never wipes what it does not mention). `fresh` gives a
 * new record its starting fields.
 */
export async function mergeRows(
  tx: Tx,
  orgId: string,
  def: ResourceDef,
  rows: readonly RowValues[],
  fields: readonly string[],
  fresh: (row: RowValues) => Record<string, unknown> = () => ({}),
): Promise<Merged[]> {
  const keyed = rows.map((row) => ({ row, key: recordKey(def, row) }));
  const stored = await existingData(
    tx,
    orgId,
    def,
    keyed.map((k) => k.key),
  );
  return keyed.map(({ row, key }) => {
    const before = stored.get(key);
    const data: Record<string, unknown> = { ...(before ?? fresh(row)) };
    for (const f of [...def.keyFields, ...fields]) if (row[f] != null) data[f] = row[f];
    const action: RowAction = !before ? 'new' : contentHash(before) === contentHash(data) ? 'same' : 'update';
    return { key, action, data };
  });
}
