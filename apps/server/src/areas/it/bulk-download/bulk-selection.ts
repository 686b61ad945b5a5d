import { sql, type SQL } from 'drizzle-orm';
import type { BulkSelection } from '@taxdesk/domain';

/**
 * Conditions on `r` (the document's record) and `p` (its proceeding) for a selection. Accounts
 * are matched through the organisation's income-tax accounts, by PAN, group or branch.
 */
export function selectionConditions(orgId: string, s: BulkSelection): SQL[] {
  const where: SQL[] = [];
  if (s.pans.length || s.groups.length || s.branches.length) {
    const any: SQL[] = [];
    if (s.pans.length) any.push(sql`a.account_key = ANY(${sql.param(s.pans)}::text[])`);
    if (s.groups.length) any.push(sql`a.data->>'group' = ANY(${sql.param(s.groups)}::text[])`);
    if (s.branches.length) any.push(sql`a.data->>'branch' = ANY(${sql.param(s.branches)}::text[])`);
    where.push(sql`r.account_key IN (
      SELECT a.account_key FROM records a
      WHERE a.org_id = ${orgId} AND a.type = 'itAccount' AND (${sql.join(any, sql` OR `)}))`);
  }
  if (s.years.length) where.push(sql`coalesce(p.year, r.year) = ANY(${sql.param(s.years)}::text[])`);
  if (s.proceedings.length)
    where.push(sql`r.data->>'proceedingReqId' = ANY(${sql.param(s.proceedings)}::text[])`);
  return where;
}
