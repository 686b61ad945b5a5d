import { sql } from 'drizzle-orm';
import { DEADLINE_RULES_VERSION, recordKey, type ResourceDef } from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';
import { contentHash, diff, promote } from './promote';
import { datesOf, indiaToday } from './record-dates';

export type UpsertItem = { data: Record<string, unknown>; raw?: unknown };
export type UpsertResult = { inserted: string[]; changed: string[]; unchanged: number };
type UpsertOptions = {
  runId?: string | null;
  source?: 'portal' | 'manual' | 'system';
  actor?: string | null;
  /** Off for TaxDesk's own bookkeeping records (sync state), whose history is noise. */
  events?: boolean;
  /** The day (India) the effective due date is worked out on; today by default. */
  today?: string;
};

/**
 * Writes records by natural key. A record whose content hash is unchanged is not written at all;
 * new and changed ones are, with an event saying what changed. A record the portal showed again
 * after it was marked removed is restored.
 */
export async function upsertRecords(
  tx: Tx,
  orgId: string,
  def: ResourceDef,
  items: readonly UpsertItem[],
  options: UpsertOptions = {},
): Promise<UpsertResult> {
  const result: UpsertResult = { inserted: [], changed: [], unchanged: 0 };
  if (items.length === 0) return result;
  const byKey = new Map<string, UpsertItem>();
  for (const item of items) byKey.set(recordKey(def, item.data), item);
  const keys = [...byKey.keys()];

  const existing = await tx.execute<{
    key: string;
    hash: string;
    data: Record<string, unknown>;
    overrides: Record<string, unknown> | null;
    removed: boolean;
    target_on: string | null;
  }>(
    sql`SELECT key, hash, data, overrides, removed_at IS NOT NULL AS removed, target_on::text FROM records
        WHERE org_id = ${orgId} AND type = ${def.type} AND key = ANY(${sql.param(keys)}::text[])`,
  );
  const before = new Map(existing.rows.map((r) => [r.key, r]));
  const events: { key: string; kind: string; changes: unknown }[] = [];
  const writes: {
    key: string;
    item: UpsertItem;
    hash: string;
    merged: Merged;
    isNew: boolean;
    targetOn: string | null;
  }[] = [];

  for (const [key, item] of byKey) {
    // The hash is the portal's data alone: a hand-set value never makes a re-sync look like a change.
    const hash = contentHash(item.data);
    const old = before.get(key);
    const merged = withOverrides(item.data, old?.overrides ?? null);
    if (!old) {
      result.inserted.push(key);
      events.push({ key, kind: 'new', changes: null });
    } else if (old.hash !== hash || old.removed) {
      result.changed.push(key);
      events.push({
        key,
        kind: 'changed',
        changes: old.removed ? { removedAt: { from: 'removed', to: null } } : diff(old.data, merged.data),
      });
    } else {
      result.unchanged++;
      continue;
    }
    writes.push({ key, item, hash, merged, isNew: !old, targetOn: old?.target_on ?? null });
  }

  const source = options.source ?? 'portal';
  // Work starts open; new portal records of a reviewed type wait for review when the org asks so.
  const workStatus = def.work ? 'open' : null;
  const review =
    def.review && source === 'portal' && result.inserted.length > 0 && (await reviewsNewRecords(tx, orgId))
      ? 'pending'
      : null;
  const today = options.today ?? indiaToday(new Date());
  for (let i = 0; i < writes.length; i += 500) {
    const chunk = writes.slice(i, i + 500);
    const values = chunk.map(({ key, item, hash, merged, isNew, targetOn }) => {
      const p = promote(def, merged.data);
      // due_on is the effective date: the earliest of the portal's, the law's and the target.
      const d = datesOf(def, merged.data, targetOn, today);
      return sql`(${orgId}, ${def.type}, ${key}, ${p.accountKey}, ${p.status}, ${p.issuedOn}::timestamptz, ${d.dueOn}::date,
        ${p.amount}::numeric, ${p.year}, ${p.section}, ${p.title}, ${source}, ${JSON.stringify(merged.data)}::jsonb,
        ${item.raw === undefined ? null : JSON.stringify(item.raw)}::jsonb, ${hash},
        ${merged.overrides == null ? null : JSON.stringify(merged.overrides)}::jsonb, ${workStatus},
        ${isNew ? review : null}, ${d.portalDueOn}::date, ${d.statutoryOn}::date, ${d.statutoryRule},
        ${DEADLINE_RULES_VERSION}::int)`;
    });
    // Work columns (work_status, assignee_id, review_state) are the users': an update leaves them be.
    await tx.execute(sql`
      INSERT INTO records (org_id, type, key, account_key, status, issued_on, due_on, amount, year, section, title,
                           source, data, raw, hash, overrides, work_status, review_state,
                           portal_due_on, statutory_on, statutory_rule, dates_version)
      VALUES ${sql.join(values, sql`, `)}
      ON CONFLICT (org_id, type, key) DO UPDATE SET
        account_key = excluded.account_key, status = excluded.status, issued_on = excluded.issued_on,
        due_on = excluded.due_on, amount = excluded.amount, year = excluded.year, section = excluded.section,
        title = excluded.title, data = excluded.data, raw = coalesce(excluded.raw, records.raw), hash = excluded.hash,
        overrides = excluded.overrides, work_status = coalesce(records.work_status, excluded.work_status),
        portal_due_on = excluded.portal_due_on, statutory_on = excluded.statutory_on,
        statutory_rule = excluded.statutory_rule, dates_version = excluded.dates_version,
        updated_at = now(), removed_at = NULL`);
  }

  if (events.length && options.events !== false) {
    for (let i = 0; i < events.length; i += 500) {
      const chunk = events.slice(i, i + 500);
      await tx.execute(sql`
        INSERT INTO record_events (org_id, type, key, kind, changes, actor, run_id)
        VALUES ${sql.join(
          chunk.map(
            (e) =>
              sql`(${orgId}, ${def.type}, ${e.key}, ${e.kind}, ${e.changes == null ? null : JSON.stringify(e.changes)}::jsonb,
                   ${options.actor ?? null}, ${options.runId ?? null}::uuid)`,
          ),
          sql`, `,
        )}`);
    }
  }
  return result;
}

type Merged = { data: Record<string, unknown>; overrides: Record<string, unknown> | null };

function isBlank(value: unknown): boolean {
  return value == null || value === '';
}

/**
 * The stored data: the portal's, with each hand-set value filling a field the portal leaves
 * blank. Once the portal gives the field a value of its own, that value wins and the hand-set
 * one is dropped (the change shows in the record's history).
 */
function withOverrides(
  portal: Readonly<Record<string, unknown>>,
  overrides: Readonly<Record<string, unknown>> | null,
): Merged {
  if (!overrides) return { data: { ...portal }, overrides: null };
  const data: Record<string, unknown> = { ...portal };
  const kept: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(overrides)) {
    if (!isBlank(portal[k])) continue;
    data[k] = v;
    kept[k] = v;
  }
  return { data, overrides: Object.keys(kept).length ? kept : null };
}

async function reviewsNewRecords(tx: Tx, orgId: string): Promise<boolean> {
  const r = await tx.execute<{ review: boolean }>(
    sql`SELECT review_new_notices AS review FROM workflow_settings WHERE org_id = ${orgId}`,
  );
  return r.rows[0]?.review === true;
}

/**
 * Marks as removed the portal records of an account that the portal no longer shows. They are
 * kept (a paid demand stays, marked), never deleted.
 */
export async function markMissingRemoved(
  tx: Tx,
  orgId: string,
  def: ResourceDef,
  accountKey: string,
  presentKeys: readonly string[],
  runId?: string | null,
): Promise<string[]> {
  const removed = await tx.execute<{ key: string }>(sql`
    UPDATE records SET removed_at = now()
    WHERE org_id = ${orgId} AND type = ${def.type} AND account_key = ${accountKey} AND source = 'portal'
      AND removed_at IS NULL AND NOT (key = ANY(${sql.param([...presentKeys])}::text[]))
    RETURNING key`);
  const keys = removed.rows.map((r) => r.key);
  if (keys.length) {
    await tx.execute(sql`
      INSERT INTO record_events (org_id, type, key, kind, run_id)
      SELECT ${orgId}, ${def.type}, k, 'removed', ${runId ?? null}::uuid FROM unnest(${sql.param(keys)}::text[]) AS k`);
  }
  return keys;
}
