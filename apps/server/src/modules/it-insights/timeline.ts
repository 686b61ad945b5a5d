import { sql, type SQL } from 'drizzle-orm';
import { fillPath, resourceOf } from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';
import { accountFilter } from './insight-sql';

/** A dated event on a timeline: a record's date column, read as a calendar day in India. */
export type TimelineSource = {
  type: string;
  column: 'issuedOn' | 'dueOn';
  label: string;
  kind: 'issued' | 'due' | 'hearing';
};

export const TIMELINES: Readonly<Record<'proceeding' | 'return', readonly TimelineSource[]>> = {
  proceeding: [
    { type: 'itProceeding', column: 'issuedOn', label: 'Proceeding opened', kind: 'issued' },
    { type: 'itNotice', column: 'issuedOn', label: 'Notice issued', kind: 'issued' },
    { type: 'itNotice', column: 'dueOn', label: 'Response due', kind: 'due' },
    { type: 'itVcRequest', column: 'dueOn', label: 'VC hearing', kind: 'hearing' },
    { type: 'itAdjournment', column: 'dueOn', label: 'Reply due after adjournment', kind: 'due' },
    { type: 'itatAppeal', column: 'dueOn', label: 'ITAT hearing', kind: 'hearing' },
  ],
  return: [
    { type: 'itReturn', column: 'issuedOn', label: 'Return filed', kind: 'issued' },
    { type: 'itReturn', column: 'dueOn', label: 'Return processed', kind: 'due' },
    { type: 'itFiledForm', column: 'issuedOn', label: 'Form filed', kind: 'issued' },
    { type: 'itDemand', column: 'issuedOn', label: 'Demand raised', kind: 'issued' },
    { type: 'itRefund', column: 'issuedOn', label: 'Refund', kind: 'issued' },
  ],
};

export type TimelineEvent = {
  date: string;
  label: string;
  kind: TimelineSource['kind'];
  type: string;
  key: string;
  title: string | null;
  accountKey: string | null;
  status: string | null;
  /** The record's detail screen, relative to /{orgId}, when it has one. */
  path: string | null;
};

/** Timelines stop here: a longer span should be narrowed by account or dates. */
export const MAX_TIMELINE_EVENTS = 3000;

export async function timelineEvents(
  tx: Tx,
  orgId: string,
  which: keyof typeof TIMELINES,
  range: { from: string; to: string; pan?: string; branch?: string },
): Promise<TimelineEvent[]> {
  const parts: SQL[] = [];
  for (const source of TIMELINES[which]) {
    if (!resourceOf(source.type)) continue;
    const day =
      source.column === 'issuedOn' ? sql`(n.issued_on AT TIME ZONE 'Asia/Kolkata')::date` : sql`n.due_on`;
    const conds: SQL[] = [
      sql`n.org_id = ${orgId}`,
      sql`n.type = ${source.type}`,
      sql`n.removed_at IS NULL`,
      source.column === 'issuedOn'
        ? sql`n.issued_on >= ${range.from}::date::timestamp AT TIME ZONE 'Asia/Kolkata' AND n.issued_on < (${range.to}::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'`
        : sql`n.due_on >= ${range.from}::date AND n.due_on <= ${range.to}::date`,
      accountFilter(orgId, range.branch),
    ];
    if (range.pan) conds.push(sql`n.account_key = ${range.pan}`);
    parts.push(sql`
      SELECT ${day}::text AS date, ${source.label} AS label, ${source.kind} AS kind, n.type, n.key, n.title,
             n.account_key AS "accountKey", n.status, n.data
      FROM records n WHERE ${sql.join(conds, sql` AND `)}`);
  }
  if (parts.length === 0) return [];
  const r = await tx.execute<Omit<TimelineEvent, 'path'> & { data: Record<string, unknown> }>(sql`
    SELECT * FROM (${sql.join(parts, sql` UNION ALL `)}) e ORDER BY date, label, key LIMIT ${MAX_TIMELINE_EVENTS}`);
  return r.rows.map(({ data, ...e }) => {
    const def = resourceOf(e.type);
    return { ...e, path: def?.detailPath ? fillPath(def.detailPath, data) : null };
  });
}
