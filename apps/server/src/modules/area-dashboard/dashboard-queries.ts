import { sql, type SQL } from 'drizzle-orm';
import {
  breakdownDueTo,
  breakdownProblem,
  dashboardTypes,
  DUE_SOON_DAYS,
  fieldOf,
  resourceOf,
  statementQuarterDue,
  stillToDoFilters,
  type AreaBreakdownRow,
  type AreaDashboard,
  type AreaDef,
  type AreaTypeTile,
  type DashboardBreakdown,
} from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';
import { COLUMN_SQL } from '../../lib/records/list';
import { OPEN_WORK_SQL, stillToDoSql } from '../../lib/records/to-do-sql';

/** Still to do (`stillToDoFilters`): not done by the type's rule, and open by work status where it has one. */
const TO_DO = stillToDoSql();

/** A field's value as text: its promoted column where it has one (indexed), else from `data`. */
function fieldSql(type: string, key: string): SQL {
  const field = fieldOf(resourceOf(type)!, key);
  return field?.column && field.column !== 'assignee'
    ? sql`${COLUMN_SQL[field.column]}::text`
    : sql`data->>${key}`;
}

/** The same on a `record_counts` row (alias `c`), whose bucket says closed (done) and work status. */
const TO_DO_COUNTED = sql`NOT c.closed AND (c.work_status IS NULL OR c.work_status IN (${OPEN_WORK_SQL}))`;

/**
 * Each type's tile from one grouped read of the counts the writes keep (record_counts: live
 * records per type and bucket, with amounts), not a scan of the records.
 */
async function typeTiles(tx: Tx, orgId: string, area: AreaDef, today: string): Promise<AreaTypeTile[]> {
  const types = dashboardTypes(area);
  if (!types.length) return [];
  const r = await tx.execute<{
    type: string;
    count: number;
    open: number;
    due_soon: number;
    overdue: number;
    amount: string | null;
  }>(sql`
    SELECT c.type, sum(c.n)::int AS count,
           coalesce(sum(c.n) FILTER (WHERE ${TO_DO_COUNTED}), 0)::int AS open,
           coalesce(sum(c.n) FILTER (WHERE c.due_on >= ${today}::date AND c.due_on <= ${today}::date + ${DUE_SOON_DAYS}::int
                            AND ${TO_DO_COUNTED}), 0)::int AS due_soon,
           coalesce(sum(c.n) FILTER (WHERE c.due_on < ${today}::date AND ${TO_DO_COUNTED}), 0)::int AS overdue,
           sum(c.amount)::text AS amount
    FROM record_counts c
    WHERE c.org_id = ${orgId} AND c.type IN (${sql.join(
      types.map((t) => sql`${t}`),
      sql`, `,
    )})
    GROUP BY c.type`);
  const byType = new Map(r.rows.map((row) => [row.type, row]));
  return types.map((type) => {
    const def = resourceOf(type)!;
    const row = byType.get(type);
    // A type that does not say what is still to do has no open or overdue records: its dates are history.
    const toDo = !!stillToDoFilters(def);
    const hasDue = toDo && def.fields.some((f) => f.column === 'dueOn');
    // A promoted amount that is not money (a return's days late) is no total to show.
    const hasAmount = def.fields.some((f) => f.column === 'amount' && f.kind === 'money');
    return {
      type,
      count: row?.count ?? 0,
      open: toDo ? (row?.open ?? 0) : null,
      dueSoon: hasDue ? (row?.due_soon ?? 0) : null,
      overdue: hasDue ? (row?.overdue ?? 0) : null,
      amount: hasAmount ? Number(row?.amount ?? 0) : null,
    };
  });
}

/** One breakdown: a type's records counted (and summed) by one field, in one grouped query. */
async function breakdownRows(
  tx: Tx,
  orgId: string,
  b: DashboardBreakdown,
  today: string,
): Promise<AreaBreakdownRow[]> {
  const problem = breakdownProblem(b);
  if (problem) throw new Error(`Dashboard breakdown: ${problem}`);
  const conds: SQL[] = [sql`org_id = ${orgId}`, sql`type = ${b.type}`, sql`removed_at IS NULL`];
  if (b.openOnly) conds.push(TO_DO);
  if (b.where)
    conds.push(
      sql`${fieldSql(b.type, b.where.field)} IN (${sql.join(
        b.where.in.map((v) => sql`${v}`),
        sql`, `,
      )})`,
    );
  if (b.dueQuarter) {
    const due = statementQuarterDue(today);
    conds.push(sql`${fieldSql(b.type, b.dueQuarter.fy)} = ${due.fyLabel}`);
    conds.push(sql`${fieldSql(b.type, b.dueQuarter.quarter)} = ${due.label}`);
  }
  const dueTo = breakdownDueTo(b, today);
  if (dueTo) conds.push(sql`due_on <= ${dueTo}::date`);
  const hasAmount = resourceOf(b.type)!.fields.some((f) => f.column === 'amount' && f.kind === 'money');
  const r = await tx.execute<{ value: string | null; count: number; amount: string | null }>(sql`
    SELECT ${fieldSql(b.type, b.by)} AS value, count(*)::int AS count,
           ${hasAmount ? sql`sum(amount)::text` : sql`NULL`} AS amount
    FROM records WHERE ${sql.join(conds, sql` AND `)}
    GROUP BY 1 ORDER BY 2 DESC, 1 NULLS LAST LIMIT 50`);
  return r.rows.map((row) => ({
    value: row.value,
    count: row.count,
    amount: row.amount == null ? null : Number(row.amount),
  }));
}

export async function areaDashboard(
  tx: Tx,
  orgId: string,
  area: AreaDef,
  today: string,
): Promise<AreaDashboard> {
  const tiles = await typeTiles(tx, orgId, area, today);
  const breakdowns = [];
  for (const [index, b] of (area.breakdowns ?? []).entries())
    breakdowns.push({ index, rows: await breakdownRows(tx, orgId, b, today) });
  return { today, tiles, breakdowns };
}
