import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { checkPan } from '@taxdesk/domain';

const MAX_CHOICES = 5000;
const choices = (label: string, item: z.ZodType<string>) =>
  z
    .array(item)
    .max(MAX_CHOICES, `At most ${MAX_CHOICES} ${label} at once`)
    .optional()
    .transform((v) => [...new Set(v ?? [])]);

const pan = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const p = checkPan(v);
    if (!p.ok) {
      ctx.addIssue({ code: 'custom', message: `${v}: ${p.reason}` });
      return z.NEVER;
    }
    return p.value;
  });
const year = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}$/, 'Assessment years look like 2024-25');
const text = z.string().trim().min(1).max(200);

/**
 * What to put in the archive: accounts (by PAN, group or branch — any of them), assessment years,
 * proceedings. The parts narrow each other; within a part any value matches.
 */
export const BulkSelection = z
  .object({
    pans: choices('PANs', pan),
    groups: choices('groups', text),
    branches: choices('branches', text),
    years: choices('assessment years', year),
    proceedings: choices('proceedings', text),
  })
  .strict()
  .refine(
    (s) => s.pans.length + s.groups.length + s.branches.length + s.years.length + s.proceedings.length > 0,
    { message: 'Choose accounts, assessment years or proceedings' },
  );

export type BulkSelection = z.infer<typeof BulkSelection>;

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
