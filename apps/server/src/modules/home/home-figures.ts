import { sql } from 'drizzle-orm';
import {
  addDays,
  DUE_SOON_DAYS,
  hasToDo,
  HOME_FIGURE_LABELS,
  HOME_FIGURES,
  homeFigureFilters,
  type HomeFigure,
  type HomeFigureKey,
  type ResourceDef,
} from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';
import { OPEN_WORK_SQL } from '../../lib/records/to-do-sql';

type Visit = { email: string; userId: string; lastVisitAt: string | null };

/**
 * Home's six figures from the counts the writes keep, never a scan of `records`: due figures from
 * `record_counts` (per due day, summed over today's ranges), assignees from `record_assignee_counts`,
 * arrivals from `record_arrivals` (per day) plus the records of the visit's own day after it.
 * Each counts exactly what the Work list shows at `homeFigureFilters`.
 */
export async function homeFigures(
  tx: Tx,
  orgId: string,
  types: readonly ResourceDef[],
  today: string,
  visit: Visit,
): Promise<HomeFigure[]> {
  const all = types.map((def) => def.type);
  const toDo = types.filter(hasToDo).map((def) => def.type);
  const worked = types.filter((def) => def.work && hasToDo(def)).map((def) => def.type);
  // One after another: a transaction's statements share one connection.
  const due = await dueCounts(tx, orgId, toDo, today);
  const assigned = await assigneeCounts(tx, orgId, worked, visit.userId);
  const arrived = await newCount(tx, orgId, all, visit.lastVisitAt);
  const counts: Record<HomeFigureKey, number> = { ...due, ...assigned, newSinceVisit: arrived };
  return HOME_FIGURES.map((key) => ({
    key,
    label: HOME_FIGURE_LABELS[key],
    count: counts[key],
    filters: homeFigureFilters(key, { today, email: visit.email, lastVisitAt: visit.lastVisitAt }),
  }));
}

async function dueCounts(tx: Tx, orgId: string, types: readonly string[], today: string) {
  if (!types.length) return { overdue: 0, dueToday: 0, dueSoon: 0 };
  const r = await tx.execute<{ overdue: number; due_today: number; due_soon: number }>(sql`
    SELECT coalesce(sum(n) FILTER (WHERE due_on < ${today}::date), 0)::int AS overdue,
           coalesce(sum(n) FILTER (WHERE due_on = ${today}::date), 0)::int AS due_today,
           coalesce(sum(n) FILTER (WHERE due_on >= ${today}::date), 0)::int AS due_soon
    FROM record_counts
    WHERE org_id = ${orgId} AND type = ANY(${sql.param(types)}::text[]) AND NOT closed
      AND (work_status IS NULL OR work_status IN (${OPEN_WORK_SQL}))
      AND due_on <= ${addDays(today, DUE_SOON_DAYS)}::date`);
  const row = r.rows[0]!;
  return { overdue: row.overdue, dueToday: row.due_today, dueSoon: row.due_soon };
}

async function assigneeCounts(tx: Tx, orgId: string, types: readonly string[], userId: string) {
  if (!types.length) return { assignedToMe: 0, unassigned: 0 };
  const r = await tx.execute<{ mine: number; nobody: number }>(sql`
    SELECT coalesce(sum(n) FILTER (WHERE assignee_id = ${userId}::uuid), 0)::int AS mine,
           coalesce(sum(n) FILTER (WHERE assignee_id IS NULL), 0)::int AS nobody
    FROM record_assignee_counts
    WHERE org_id = ${orgId} AND type = ANY(${sql.param(types)}::text[]) AND NOT closed
      AND work_status IN (${OPEN_WORK_SQL})`);
  const row = r.rows[0]!;
  return { assignedToMe: row.mine, unassigned: row.nobody };
}

/**
 * Records first seen after the last visit (the Work list's `firstSeenAt.from`, a millisecond after
 * it): whole days after the visit's day from the per-day arrivals, the rest of that day from the
 * records (index `records_arrived`), so only one day's arrivals are ever read.
 */
async function newCount(tx: Tx, orgId: string, types: readonly string[], lastVisitAt: string | null) {
  if (!types.length) return 0;
  const list = sql.param(types);
  if (!lastVisitAt) {
    const r = await tx.execute<{ n: number }>(sql`
      SELECT coalesce(sum(n), 0)::int AS n FROM record_arrivals WHERE org_id = ${orgId} AND type = ANY(${list}::text[])`);
    return r.rows[0]!.n;
  }
  const from = new Date(Date.parse(lastVisitAt) + 1).toISOString();
  const r = await tx.execute<{ days: number; rest: number }>(sql`
    WITH v AS (SELECT ${from}::timestamptz AS t, ((${from}::timestamptz AT TIME ZONE 'UTC')::date) AS day)
    SELECT
      (SELECT coalesce(sum(n), 0)::int FROM record_arrivals, v
        WHERE org_id = ${orgId} AND type = ANY(${list}::text[]) AND seen_on > v.day) AS days,
      (SELECT count(*)::int FROM records r, v
        WHERE r.org_id = ${orgId} AND r.type = ANY(${list}::text[]) AND r.removed_at IS NULL
          AND r.first_seen_at >= v.t AND r.first_seen_at < ((v.day + 1)::timestamp AT TIME ZONE 'UTC')) AS rest`);
  const row = r.rows[0]!;
  return row.days + row.rest;
}
