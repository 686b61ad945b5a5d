import { sql, type SQL } from 'drizzle-orm';
import {
  breakdownProblem,
  dashboardTypes,
  DUE_SOON_DAYS,
  fieldOf,
  OPEN_WORK_STATUSES,
  resourceOf,
  type AreaBreakdownRow,
  type AreaDashboard,
  type AreaDef,
  type AreaTypeTile,
  type DashboardBreakdown,
} from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';
import { COLUMN_SQL } from '../../lib/records/list';

const OPEN = sql`work_status IN (${sql.join(
  OPEN_WORK_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)})`;

/** A field's value as text: its promoted column where it has one (indexed), else from `data`. */
function fieldSql(type: string, key: string): SQL {
  const field = fieldOf(resourceOf(type)!, key);
  return field?.column && field.column !== 'assignee'
    ? sql`${COLUMN_SQL[field.column]}::text`
    : sql`data->>${key}`;
}

/** Each type's tile from one grouped query over the area's types (org, type and the promoted columns). */
export async function typeTiles(
  tx: Tx,
  orgId: string,
  area: AreaDef,
  today: string,
): Promise<AreaTypeTile[]> {
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
    SELECT type, count(*)::int AS count,
           count(*) FILTER (WHERE ${OPEN})::int AS open,
           count(*) FILTER (WHERE due_on >= ${today}::date AND due_on <= ${today}::date + ${DUE_SOON_DAYS}::int
                            AND (work_status IS NULL OR ${OPEN}))::int AS due_soon,
           count(*) FILTER (WHERE due_on < ${today}::date AND (work_status IS NULL OR ${OPEN}))::int AS overdue,
           sum(amount)::text AS amount
    FROM records
    WHERE org_id = ${orgId} AND type IN (${sql.join(
      types.map((t) => sql`${t}`),
      sql`, `,
    )}) AND removed_at IS NULL
    GROUP BY type`);
  const byType = new Map(r.rows.map((row) => [row.type, row]));
  return types.map((type) => {
    const def = resourceOf(type)!;
    const row = byType.get(type);
    const hasDue = def.fields.some((f) => f.column === 'dueOn');
    const hasAmount = def.fields.some((f) => f.column === 'amount');
    return {
      type,
      count: row?.count ?? 0,
      open: def.work ? (row?.open ?? 0) : null,
      dueSoon: hasDue ? (row?.due_soon ?? 0) : null,
      overdue: hasDue ? (row?.overdue ?? 0) : null,
      amount: hasAmount ? Number(row?.amount ?? 0) : null,
    };
  });
}

/** One breakdown: a type's records counted (and summed) by one field, in one grouped query. */
export async function breakdownRows(
  tx: Tx,
  orgId: string,
  b: DashboardBreakdown,
): Promise<AreaBreakdownRow[]> {
  const problem = breakdownProblem(b);
  if (problem) throw new Error(`Dashboard breakdown: ${problem}`);
  const conds: SQL[] = [sql`org_id = ${orgId}`, sql`type = ${b.type}`, sql`removed_at IS NULL`];
  if (b.openOnly) conds.push(OPEN);
  if (b.where)
    conds.push(
      sql`${fieldSql(b.type, b.where.field)} IN (${sql.join(
        b.where.in.map((v) => sql`${v}`),
        sql`, `,
      )})`,
    );
  const hasAmount = resourceOf(b.type)!.fields.some((f) => f.column === 'amount');
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
    breakdowns.push({ index, rows: await breakdownRows(tx, orgId, b) });
  return { today, tiles, breakdowns };
}
