import { sql } from 'drizzle-orm';
import { recordKey, type ResourceDef } from '@taxdesk/domain';
import { inOrg } from '../../../db/tenant';
import { markMissingRemoved, upsertRecords, type UpsertItem } from '../../../lib/records/upsert';
import type { ItServiceCall } from '../connector/it-portal-types';
import { ItPortalError } from '../connector/it-portal-types';
import type { SyncRun } from '../../../lib/sync/sync-module';
import type { ItConnector } from '../connector/it-connector';

/** Reading and writing what the work-item sync modules share. */

/** Session-level failures end the run; anything else fails only the item. */
export function endsRun(err: unknown): boolean {
  return err instanceof ItPortalError && (err.kind === 'session_expired' || err.kind === 'network');
}

/** Pages of 100, at most this many: a list longer than 5,000 items is a portal fault. */
const PAGE_SIZE = 100;
const MAX_PAGES = 50;

/** Every page of a `pageConfig`-paged service: `list` names the array in the answer. */
export async function fetchAllPages(
  run: SyncRun<ItConnector>,
  call: ItServiceCall,
  list: string,
): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  for (let pageNo = 1; pageNo <= MAX_PAGES; pageNo++) {
    const answer = (await run.portal.service(run.session, {
      ...call,
      body: { ...call.body, pan: run.accountKey, pageConfig: { pageNo, pageSize: PAGE_SIZE } },
    })) as Record<string, unknown>;
    const rows = Array.isArray(answer[list]) ? (answer[list] as Record<string, unknown>[]) : [];
    out.push(...rows);
    const total = Number(answer.totalCount ?? NaN);
    if (rows.length < PAGE_SIZE || (Number.isFinite(total) && pageNo * PAGE_SIZE >= total)) return out;
  }
  throw new Error(`The portal listed more than ${PAGE_SIZE * MAX_PAGES} items of ${call.serviceName}`);
}

/** A service answering the whole list at once in `list`. */
export async function fetchList(
  run: SyncRun<ItConnector>,
  call: ItServiceCall,
  list: string,
): Promise<Record<string, unknown>[]> {
  const answer = (await run.portal.service(run.session, {
    ...call,
    body: { ...call.body, pan: run.accountKey },
  })) as Record<string, unknown>;
  return Array.isArray(answer[list]) ? (answer[list] as Record<string, unknown>[]) : [];
}

/**
 * Upserts everything the portal now shows of one type for the account (unchanged records are
 * not written) and marks the stored ones it no longer shows as removed — kept, never deleted.
 */
export async function saveAccountRecords(
  run: SyncRun<ItConnector>,
  def: ResourceDef,
  items: readonly UpsertItem[],
): Promise<{ inserted: string[]; changed: string[]; removed: string[] }> {
  return inOrg(run.app.db, run.orgId, async (tx) => {
    const r = await upsertRecords(tx, run.orgId, def, items, { runId: run.runId });
    const present = items.map((i) => recordKey(def, i.data));
    const removed = await markMissingRemoved(tx, run.orgId, def, run.accountKey, present, run.runId);
    run.counts.newCount += r.inserted.length;
    run.counts.changedCount += r.changed.length;
    return { inserted: r.inserted, changed: r.changed, removed };
  });
}

/** The account's stored records of a type: key → data. */
export async function storedData(
  run: SyncRun<ItConnector>,
  type: string,
): Promise<Map<string, Record<string, unknown>>> {
  const r = await inOrg(run.app.db, run.orgId, (tx) =>
    tx.execute<{ key: string; data: Record<string, unknown> }>(sql`
      SELECT key, data FROM records WHERE org_id = ${run.orgId} AND type = ${type} AND account_key = ${run.accountKey}`),
  );
  return new Map(r.rows.map((row) => [row.key, row.data]));
}

/** Keys of the account's records of a type that already have a file stored. */
export async function keysWithFiles(run: SyncRun<ItConnector>, type: string): Promise<Set<string>> {
  const r = await inOrg(run.app.db, run.orgId, (tx) =>
    tx.execute<{ key: string }>(sql`
      SELECT DISTINCT d.key FROM documents d
      JOIN records r ON r.org_id = d.org_id AND r.type = d.type AND r.key = d.key
      WHERE d.org_id = ${run.orgId} AND d.type = ${type} AND r.account_key = ${run.accountKey}`),
  );
  return new Set(r.rows.map((row) => row.key));
}
