import { sql } from 'drizzle-orm';
import { recordKey } from '@taxdesk/domain';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/tenant';
import { upsertRecords } from '../../lib/records/upsert';
import { startSyncBatch, type BatchStarted } from '../../lib/sync/batches';
import type { SyncPortal } from '../../lib/sync/sync-portal';
import type { PartyKind } from './party-kind';

/** Which of these record keys the organisation holds as parties of this kind. */
export async function heldKeys(
  tx: Tx,
  orgId: string,
  kind: PartyKind,
  keys: readonly string[],
): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const list = sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  );
  const held = await tx.execute<{ key: string }>(
    sql`SELECT key FROM records WHERE org_id = ${orgId} AND type = ${kind.def.type} AND key IN (${list})`,
  );
  return new Set(held.rows.map((r) => r.key));
}

/** Job option of a refresh: look up again even when the last lookup is younger than the cache. */
export const FORCE_OPTION = 'force';

/**
 * Adds the parties not yet held (ids already checked and normalised), each marked as waiting for
 * its lookup; parties already held are left as they are. Answers the ids it added.
 */
export async function addParties(
  tx: Tx,
  orgId: string,
  kind: PartyKind,
  ids: readonly string[],
  actor: string,
): Promise<string[]> {
  const keyField = kind.def.keyFields[0]!;
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const have = await heldKeys(
    tx,
    orgId,
    kind,
    unique.map((id) => recordKey(kind.def, { [keyField]: id })),
  );
  const fresh = unique.filter((id) => !have.has(recordKey(kind.def, { [keyField]: id })));
  await upsertRecords(
    tx,
    orgId,
    kind.def,
    fresh.map((id) => ({ data: { [keyField]: id, lookupStatus: 'queued' } })),
    { source: 'system', actor },
  );
  return fresh;
}

/**
 * Queues lookups of these parties, one run each on the party's queue (progress, cancel and failed
 * items as for any sync). `force` (a refresh) looks up again; otherwise a lookup younger than the
 * cache is answered from the record.
 */
export function queueLookups(
  ctx: AppContext,
  orgId: string,
  portal: SyncPortal,
  ids: readonly string[],
  by: { startedBy: string; startedByUser?: string | null; force?: boolean },
): Promise<BatchStarted> {
  return startSyncBatch(ctx, orgId, portal, {
    accounts: ids.map((accountKey) => ({ accountKey })),
    modules: portal.modules.map((m) => m.key),
    trigger: 'manual',
    startedBy: by.startedBy,
    startedByUser: by.startedByUser,
    options: by.force ? { [FORCE_OPTION]: true } : undefined,
  });
}
