import type pg from 'pg';
import {
  dayOf,
  DEADLINE_RULES_VERSION,
  effectiveDue,
  recordDeadline,
  resourceOf,
  type ResourceDef,
} from '@taxdesk/domain';
import { DEADLINE_TYPES_SQL } from '../../db/deadline-types';
import { promote } from './promote';

/**
 * A record's dates as stored beside `due_on` (docs/deadlines.md, "Which date drives"): the
 * portal's date, the statutory date and its rule from the deadlines table, and the effective
 * `due_on` with the person's target. Pure: the sync calls it for every record it writes.
 */
export type StoredDates = {
  portalDueOn: string | null;
  statutoryOn: string | null;
  statutoryRule: string | null;
  dueOn: string | null;
};

/** Today in India, where the law's days are counted. */
export function indiaToday(now: Date): string {
  return dayOf(now.toISOString())!;
}

export function datesOf(
  def: ResourceDef,
  data: Readonly<Record<string, unknown>>,
  targetOn: string | null,
  today: string,
): StoredDates {
  const deadline = recordDeadline(def.type, data);
  const portalField = promote(def, data).dueOn;
  // An order's appeal window replaces the reply date its proceeding still shows on the portal.
  const portal = deadline?.order && deadline.statutory != null ? null : portalField;
  const statutory = deadline?.statutory ?? null;
  return {
    portalDueOn: portal,
    statutoryOn: statutory,
    statutoryRule: deadline?.ruleId ?? null,
    dueOn: effectiveDue({ portal, statutory, target: targetOn }, today).on,
  };
}

/**
 * A statutory date that drove a record's due date while the portal gave a later one stops
 * mattering once it passes (an extension granted): those records take the earliest of the
 * portal's date and the target. Every organisation's, through the owner connection, read from
 * the small partial index `records_statutory_driving`. Returns how many moved.
 */
export async function moveDueOffPassedStatutory(pool: pg.Pool, today: string): Promise<number> {
  const r = await pool.query(
    `UPDATE records SET due_on = least(portal_due_on, target_on), updated_at = now()
     WHERE due_on = statutory_on AND portal_due_on > statutory_on AND statutory_on < $1::date
       AND (target_on IS NULL OR target_on > statutory_on)`,
    [today],
  );
  return r.rowCount ?? 0;
}

const BACKFILL_BATCH = 500;

/**
 * Computes the dates of records written before the deadline mapping (or since a rule changed:
 * bumping DEADLINE_RULES_VERSION comes with a migration clearing `dates_version` of the mapped
 * types), a batch at a time, through the partial index `records_dates_pending`. Returns how many
 * it did; 0 once none is left, which costs one empty index read.
 */
export async function backfillRecordDates(pool: pg.Pool, today: string): Promise<number> {
  const pending = await pool.query<{
    org_id: string;
    type: string;
    key: string;
    data: Record<string, unknown>;
    target_on: string | null;
  }>(
    `SELECT org_id, type, key, data, target_on::text FROM records
     WHERE dates_version IS NULL AND type IN (${DEADLINE_TYPES_SQL}) LIMIT ${BACKFILL_BATCH}`,
  );
  if (pending.rows.length === 0) return 0;
  const rows = pending.rows.map((r) => {
    const def = resourceOf(r.type);
    const d = def
      ? datesOf(def, r.data, r.target_on, today)
      : { portalDueOn: null, statutoryOn: null, statutoryRule: null, dueOn: null };
    return { ...r, ...d };
  });
  await pool.query(
    `UPDATE records r SET portal_due_on = v.portal, statutory_on = v.statutory, statutory_rule = v.rule,
       due_on = v.due, dates_version = $6
     FROM unnest($1::text[], $2::text[], $3::text[], $4::date[], $5::date[], $7::date[], $8::text[])
       AS v(org_id, type, key, portal, statutory, due, rule)
     WHERE r.org_id = v.org_id AND r.type = v.type AND r.key = v.key`,
    [
      rows.map((r) => r.org_id),
      rows.map((r) => r.type),
      rows.map((r) => r.key),
      rows.map((r) => r.portalDueOn),
      rows.map((r) => r.statutoryOn),
      DEADLINE_RULES_VERSION,
      rows.map((r) => r.dueOn),
      rows.map((r) => r.statutoryRule),
    ],
  );
  return rows.length;
}
