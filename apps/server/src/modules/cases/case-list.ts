import { sql, type SQL } from 'drizzle-orm';
import {
  accountPath,
  CASE_LIST_MAX,
  DEMAND_TYPES,
  resourceOf,
  type CaseListQuery,
  type CaseSummary,
} from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';

export type SummaryRow = {
  id: string;
  title: string;
  area: string;
  client: string | null;
  status: string;
  assignee: string | null;
  record_count: number;
  next_due: string | null;
  amount: string | null;
  auto: boolean;
  updated_at: string;
  merged_into: string | null;
  record_type: string | null;
};

/**
 * A case's figures from its live records: the earliest due date from today on (the next deadline),
 * and what is at stake (its demands' amounts, else its largest amount).
 */
export function summarySelect(orgId: string, today: string, where: SQL): SQL {
  return sql`
    SELECT c.id, c.title, c.area, c.account_key AS client, c.status, u.email AS assignee,
      count(r.key)::int AS record_count,
      min(r.due_on) FILTER (WHERE r.due_on >= ${today}::date)::text AS next_due,
      coalesce(sum(r.amount) FILTER (WHERE r.type = ANY(${sql.param([...DEMAND_TYPES])}::text[])), max(r.amount))::text AS amount,
      c.auto_key IS NOT NULL AS auto, c.updated_at::text AS updated_at, c.merged_into,
      min(r.type) AS record_type
    FROM cases c
    LEFT JOIN case_records cr ON cr.org_id = c.org_id AND cr.case_id = c.id
    LEFT JOIN records r ON r.org_id = cr.org_id AND r.type = cr.type AND r.key = cr.key AND r.removed_at IS NULL
    LEFT JOIN users u ON u.id = c.assignee_id
    WHERE c.org_id = ${orgId} AND ${where}
    GROUP BY c.id, u.email`;
}

/** The account screen of a case's client, by the account type of one of its records. */
function clientPathOf(row: SummaryRow): string | null {
  const def = row.record_type ? resourceOf(row.record_type) : undefined;
  if (!def?.accountField || !row.client) return null;
  return accountPath(def, { [def.accountField]: row.client });
}

export function toSummary(row: SummaryRow): CaseSummary {
  return {
    id: row.id,
    title: row.title,
    area: row.area,
    client: row.client,
    clientPath: clientPathOf(row),
    status: row.status,
    assignee: row.assignee,
    recordCount: row.record_count,
    nextDue: row.next_due,
    amount: row.amount === null ? null : Number(row.amount),
    auto: row.auto,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** A page of the organisation's cases (not those merged away), soonest deadline first. */
export async function listCases(
  tx: Tx,
  orgId: string,
  query: CaseListQuery,
  areas: readonly string[],
  today: string,
): Promise<{ rows: CaseSummary[]; truncated: boolean }> {
  const where: SQL[] = [sql`c.merged_into IS NULL`, sql`c.area = ANY(${sql.param([...areas])}::text[])`];
  if (query.status !== 'all') where.push(sql`c.status = ${query.status}`);
  if (query.area) where.push(sql`c.area = ${query.area}`);
  if (query.assignee === 'unassigned') where.push(sql`c.assignee_id IS NULL`);
  else if (query.assignee) where.push(sql`lower(u.email) = ${query.assignee}`);
  if (query.q) {
    const like = `%${query.q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    where.push(sql`(lower(c.title) LIKE ${like} OR lower(coalesce(c.account_key, '')) LIKE ${like})`);
  }
  const r = await tx.execute<SummaryRow>(sql`
    ${summarySelect(orgId, today, sql.join(where, sql` AND `))}
    ORDER BY next_due ASC NULLS LAST, c.updated_at DESC, c.id
    LIMIT ${CASE_LIST_MAX + 1} OFFSET ${(query.page - 1) * CASE_LIST_MAX}`);
  return { rows: r.rows.slice(0, CASE_LIST_MAX).map(toSummary), truncated: r.rows.length > CASE_LIST_MAX };
}
