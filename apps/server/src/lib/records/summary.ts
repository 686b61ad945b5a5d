import { sql, type SQL } from 'drizzle-orm';
import { fieldOf, type ListQuery, type SummaryRow } from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';
import { badRequest } from '../http/errors';
import { COLUMN_SQL, listConditions, type ListScope } from './list';

/** `month` groups by the month of the issued date; any other value names a field. */
export const MONTH = 'month';

/**
 * Counts (and amounts, where the type has an amount) of the records a list query matches, grouped
 * by a field or by month: the building block of reports over any record type.
 */
export async function summarizeRecords(
  tx: Tx,
  scope: ListScope,
  query: Pick<ListQuery, 'filters' | 'q'>,
  by: string,
): Promise<SummaryRow[]> {
  let expr: SQL;
  if (by === MONTH) {
    expr = sql`to_char(issued_on AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM')`;
  } else {
    const field = fieldOf(scope.def, by);
    if (!field) throw badRequest('by', `${scope.def.plural} have no field ${by}`);
    expr =
      field.column && field.column !== 'assignee'
        ? sql`${COLUMN_SQL[field.column]}::text`
        : sql`data->>${by}`;
  }
  const hasAmount = scope.def.fields.some((f) => f.column === 'amount');
  const where = listConditions(scope, query);
  const r = await tx.execute<{ group: string | null; count: number; amount: string | null }>(sql`
    SELECT ${expr} AS "group", count(*)::int AS count, ${hasAmount ? sql`sum(amount)::text` : sql`NULL`} AS amount
    FROM records WHERE ${sql.join(where, sql` AND `)}
    GROUP BY 1 ORDER BY 1 NULLS LAST LIMIT 1000`);
  return r.rows.map((row) => ({
    group: row.group ?? '—',
    count: row.count,
    amount: row.amount == null ? null : Number(row.amount),
  }));
}
