import { sql } from 'drizzle-orm';
import { FEATURE_LICENCE, hasToDo, UNASSIGNED, type Facet, type ResourceDef } from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';
import { OPEN_WORK_SQL } from '../../lib/records/to-do-sql';

/**
 * The Work list's filter values with how many live records have each. Type, area, state, work
 * status and assignee come from the counts the writes keep; clients from the records (the 200
 * with most records), which only the open filter bar asks for.
 */
export async function workListFacets(
  tx: Tx,
  orgId: string,
  types: readonly ResourceDef[],
  field: string,
): Promise<Facet[] | null> {
  const names = sql.param(types.map((d) => d.type));
  if (field === 'type' || field === 'area') {
    const r = await tx.execute<{ type: string; n: number }>(sql`
      SELECT type, sum(n)::int AS n FROM record_counts WHERE org_id = ${orgId} AND type = ANY(${names}::text[])
      GROUP BY type HAVING sum(n) > 0`);
    if (field === 'type') return r.rows.map((row) => ({ value: row.type, count: row.n }));
    const byArea = new Map<string, number>();
    for (const row of r.rows) {
      const feature = types.find((d) => d.type === row.type)?.feature;
      if (feature) byArea.set(feature, (byArea.get(feature) ?? 0) + row.n);
    }
    return [...byArea].map(([value, count]) => ({
      value,
      count,
      label: FEATURE_LICENCE[value as keyof typeof FEATURE_LICENCE].label,
    }));
  }
  if (field === 'state') {
    const toDo = sql.param(types.filter(hasToDo).map((d) => d.type));
    const r = await tx.execute<{ todo: number; done: number }>(sql`
      SELECT coalesce(sum(n) FILTER (WHERE NOT closed AND (work_status IS NULL OR work_status IN (${OPEN_WORK_SQL}))), 0)::int AS todo,
             coalesce(sum(n) FILTER (WHERE closed OR work_status NOT IN (${OPEN_WORK_SQL})), 0)::int AS done
      FROM record_counts WHERE org_id = ${orgId} AND type = ANY(${toDo}::text[])`);
    return [
      { value: 'todo', count: r.rows[0]!.todo },
      { value: 'done', count: r.rows[0]!.done },
    ];
  }
  if (field === 'workStatus' || field === 'assignee') {
    const r = await tx.execute<{
      work_status: string;
      email: string | null;
      name: string | null;
      n: number;
    }>(sql`
      SELECT c.work_status, u.email, u.name, sum(c.n)::int AS n
      FROM record_assignee_counts c LEFT JOIN users u ON u.id = c.assignee_id
      WHERE c.org_id = ${orgId} AND c.type = ANY(${names}::text[])
      GROUP BY 1, 2, 3 HAVING sum(c.n) > 0`);
    const sums = new Map<string, { count: number; label?: string }>();
    for (const row of r.rows) {
      const value = field === 'workStatus' ? row.work_status : (row.email ?? UNASSIGNED);
      const label = field === 'assignee' ? (row.email ? (row.name ?? row.email) : 'Unassigned') : undefined;
      const had = sums.get(value);
      sums.set(value, { count: (had?.count ?? 0) + row.n, label });
    }
    return [...sums].map(([value, s]) => ({ value, count: s.count, ...(s.label ? { label: s.label } : {}) }));
  }
  if (field === 'client') {
    const r = await tx.execute<{ value: string; n: number }>(sql`
      SELECT account_key AS value, count(*)::int AS n FROM records
      WHERE org_id = ${orgId} AND type = ANY(${names}::text[]) AND removed_at IS NULL AND account_key IS NOT NULL
      GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 200`);
    return r.rows.map((row) => ({ value: row.value, count: row.n }));
  }
  return null;
}
