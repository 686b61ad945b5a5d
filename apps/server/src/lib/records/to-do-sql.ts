import { sql, type SQL } from 'drizzle-orm';
import { OPEN_WORK_STATUSES } from '@taxdesk/domain';

/** The open work statuses as a SQL list, for `work_status IN (…)`. */
export const OPEN_WORK_SQL = sql.join(
  OPEN_WORK_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * Still to do, as `workState` and `stillToDoFilters` say it: not done by its type's rule
 * (`record_done`), and open by work status where it has one. `alias` names the records table in
 * the query (none: its columns unqualified).
 */
export function stillToDoSql(alias?: string): SQL {
  const col = (name: string) => sql.raw(alias ? `${alias}.${name}` : name);
  return sql`NOT record_done(${col('type')}, ${col('status')}) AND (${col('work_status')} IS NULL OR ${col('work_status')} IN (${OPEN_WORK_SQL}))`;
}
