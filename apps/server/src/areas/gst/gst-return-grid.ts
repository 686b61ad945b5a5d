import { sql, type SQL } from 'drizzle-orm';
import {
  fyOfGstPeriod,
  GST_RETURN_TYPES,
  periodsOfFy,
  type GstReturnCell,
  type GstReturnGrid,
  type GstReturnGridQuery,
} from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';

type CellRow = {
  gstin: string;
  portalUserName: string;
  name: string | null;
  state: string | null;
  group: string | null;
  returnType: string;
  period: string;
} & GstReturnCell;

/** The financial year of an ISO day (2026-03-31 → 2025-26). */
export const fyOfDay = (today: string) => fyOfGstPeriod(`${today.slice(5, 7)}${today.slice(0, 4)}`);

/**
 * Narrowing shared by the grid and the non-filers, on `c` (a gstReturnCompliance or gstReturn
 * row) and `a` (its account): return type and year are promoted columns, state is the GSTIN's.
 */
export function reportConds(orgId: string, q: Omit<GstReturnGridQuery, 'fy'>, fy?: string): SQL[] {
  const conds: SQL[] = [sql`c.org_id = ${orgId}`, sql`c.removed_at IS NULL`];
  if (fy) conds.push(sql`c.year = ${fy}`);
  if (q.returnType) conds.push(sql`c.section = ${q.returnType}`);
  if (q.state) conds.push(sql`c.data->>'state' = ${q.state}`);
  if (q.group) conds.push(sql`a.year = ${q.group}`);
  return conds;
}

export const ACCOUNT_JOIN = sql`LEFT JOIN records a ON a.org_id = c.org_id AND a.type = 'gstAccount' AND a.key = c.account_key AND a.removed_at IS NULL`;

/**
 * Filing status by GSTIN × return type × period for one financial year: the compliance rows
 * (filed, late, not filed), and filed returns the compliance read did not cover (annual returns,
 * periods older than its twelve months) as filed.
 */
export async function returnGrid(
  tx: Tx,
  orgId: string,
  today: string,
  q: GstReturnGridQuery,
): Promise<GstReturnGrid> {
  const fy = q.fy ?? fyOfDay(today);
  const conds = sql.join(reportConds(orgId, q, fy), sql` AND `);
  const account = sql`c.data->>'gstin' AS gstin, c.account_key AS "portalUserName", a.data->>'lgnm' AS name,
    c.data->>'state' AS state, a.year AS "group", c.section AS "returnType"`;
  const r = await tx.execute<CellRow>(sql`
    SELECT ${account}, c.data->>'retPeriod' AS period, c.status,
      c.data->>'filedOn' AS "filedOn", c.data->>'dueDate' AS "dueDate",
      (c.data->>'daysLate')::int AS "daysLate", c.data->>'arn' AS arn
    FROM records c ${ACCOUNT_JOIN}
    WHERE c.type = 'gstReturnCompliance' AND ${conds}
    UNION ALL
    SELECT ${account}, c.data->>'retPeriod' AS period, 'filed' AS status,
      c.data->>'dof' AS "filedOn", NULL AS "dueDate", NULL::int AS "daysLate", c.key AS arn
    FROM records c ${ACCOUNT_JOIN}
    WHERE c.type = 'gstReturn' AND c.data->>'retPeriod' IS NOT NULL AND ${conds}
      AND NOT EXISTS (SELECT 1 FROM records x WHERE x.org_id = c.org_id AND x.type = 'gstReturnCompliance'
        AND x.key = (c.data->>'gstin') || '-' || c.section || '-' || (c.data->>'retPeriod'))
    ORDER BY 1, 6, 7
    LIMIT 50000`);
  const years = await tx.execute<{ year: string }>(sql`
    SELECT DISTINCT year FROM records
    WHERE org_id = ${orgId} AND type = 'gstReturnCompliance' AND year IS NOT NULL ORDER BY year DESC`);

  const rows = new Map<string, GstReturnGrid['rows'][number]>();
  const types = new Set<string>();
  for (const c of r.rows) {
    let row = rows.get(c.gstin);
    if (!row) {
      const { gstin, portalUserName, name, state, group } = c;
      row = { gstin, portalUserName, name, state, group, cells: {} };
      rows.set(c.gstin, row);
    }
    types.add(c.returnType);
    const byPeriod = (row.cells[c.returnType] ??= {});
    byPeriod[c.period] = {
      status: c.status,
      filedOn: c.filedOn,
      dueDate: c.dueDate,
      daysLate: c.daysLate,
      arn: c.arn,
    };
  }
  const order = Object.keys(GST_RETURN_TYPES);
  return {
    fy,
    periods: periodsOfFy(fy),
    returnTypes: [...types].sort((x, y) => order.indexOf(x) - order.indexOf(y)),
    years: [...new Set([fy, ...years.rows.map((y) => y.year)])].sort().reverse(),
    rows: [...rows.values()],
  };
}
