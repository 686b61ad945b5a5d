import { sql, type SQL } from 'drizzle-orm';
import { fillPath, resourceOf, type TimelineEvent, type TimelineSource } from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';

/** Timelines stop here: a longer span should be narrowed by account or dates. */
export const MAX_TIMELINE_EVENTS = 3000;

type TimelineRange = { from: string; to: string; account?: string };

/** The source's day: the promoted dates by their indexes, any other date field from `data`. */
function daySql(date: string): { day: SQL; within: (from: string, to: string) => SQL } {
  if (date === 'issuedOn')
    return {
      day: sql`(n.issued_on AT TIME ZONE 'Asia/Kolkata')::date`,
      within: (from, to) =>
        sql`n.issued_on >= ${from}::date::timestamp AT TIME ZONE 'Asia/Kolkata' AND n.issued_on < (${to}::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'`,
    };
  if (date === 'dueOn')
    return {
      day: sql`n.due_on`,
      within: (from, to) => sql`n.due_on >= ${from}::date AND n.due_on <= ${to}::date`,
    };
  // A field of `data`: only well-formed days are read, so a blank or odd value never fails the cast.
  const day = sql`(CASE WHEN n.data->>${date} ~ '^\\d{4}-\\d{2}-\\d{2}' THEN left(n.data->>${date}, 10)::date END)`;
  return { day, within: (from, to) => sql`${day} >= ${from}::date AND ${day} <= ${to}::date` };
}

/** `Status: {applicationStatus}` → `Status: Approved`, from the record's data. */
export function fillLabel(label: string, data: Readonly<Record<string, unknown>>): string {
  return label.replace(/\{(\w+)\}/g, (_, k: string) => String(data[k] ?? '—'));
}

/**
 * The dated events of the sources between two days (India), oldest first: each source one arm of
 * a UNION over the organisation's records of its type. `narrow` adds a caller's conditions (a
 * branch), `account` keeps one account's records.
 */
export async function timelineEvents(
  tx: Tx,
  orgId: string,
  sources: readonly TimelineSource[],
  range: TimelineRange,
  narrow: SQL = sql`TRUE`,
): Promise<TimelineEvent[]> {
  const parts: SQL[] = [];
  for (const source of sources) {
    if (!resourceOf(source.type)) continue;
    const { day, within } = daySql(source.date);
    const conds: SQL[] = [
      sql`n.org_id = ${orgId}`,
      sql`n.type = ${source.type}`,
      sql`n.removed_at IS NULL`,
      within(range.from, range.to),
      narrow,
    ];
    if (range.account) conds.push(sql`n.account_key = ${range.account}`);
    parts.push(sql`
      SELECT ${day}::text AS date, ${source.label}::text AS label, ${source.kind}::text AS kind, n.type, n.key, n.title,
             n.account_key AS "accountKey", n.status, n.data
      FROM records n WHERE ${sql.join(conds, sql` AND `)}`);
  }
  if (parts.length === 0) return [];
  const r = await tx.execute<Omit<TimelineEvent, 'path'> & { data: Record<string, unknown> }>(sql`
    SELECT * FROM (${sql.join(parts, sql` UNION ALL `)}) e ORDER BY date, label, key LIMIT ${MAX_TIMELINE_EVENTS}`);
  return r.rows.map(({ data, ...e }) => {
    const def = resourceOf(e.type);
    return {
      ...e,
      label: fillLabel(e.label, data),
      path: def?.detailPath ? fillPath(def.detailPath, data) : null,
    };
  });
}
