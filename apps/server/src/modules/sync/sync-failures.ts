import { sql } from 'drizzle-orm';
import type { SyncFailureItem, SyncFailurePage } from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';
import { badRequest } from '../../lib/http/errors';

export type FailureQuery = {
  portal: string;
  accountType: string;
  state: 'open' | 'resolved' | 'all';
  module?: string;
  account?: string;
  limit: number;
  cursor?: string;
};

/** `lastSeenAt|id` of the last row: the next page starts after it (newest first). */
function parseCursor(cursor: string): { at: string; id: number } {
  const [at, id] = cursor.split('|');
  const instant = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}(:?\d{2})?|Z)?$/;
  if (!at || !id || !instant.test(at) || !/^\d+$/.test(id)) throw badRequest('cursor', 'Bad cursor');
  return { at, id: Number(id) };
}

/** Failed items of a portal, newest first, with the organisation's count of open ones. */
export async function listFailures(tx: Tx, orgId: string, q: FailureQuery): Promise<SyncFailurePage> {
  const where = [sql`f.org_id = ${orgId}`, sql`f.portal = ${q.portal}`];
  if (q.state === 'open') where.push(sql`f.resolved_at IS NULL`);
  if (q.state === 'resolved') where.push(sql`f.resolved_at IS NOT NULL`);
  if (q.module) where.push(sql`f.module = ${q.module}`);
  if (q.account) where.push(sql`f.account_key = ${q.account}`);
  if (q.cursor) {
    const c = parseCursor(q.cursor);
    where.push(sql`(f.last_seen_at, f.id) < (${c.at}::timestamptz, ${c.id})`);
  }
  const r = await tx.execute<SyncFailureItem & { lastSeenRaw: string }>(sql`
    SELECT f.id::int AS id, f.portal, f.account_key AS "accountKey", a.title AS "accountName", f.module, f.ref,
           f.reason, f.attempts, f.first_seen_at AS "firstSeenAt", f.last_seen_at AS "lastSeenAt",
           f.resolved_at AS "resolvedAt", f.last_seen_at::text AS "lastSeenRaw"
    FROM sync_failures f
    LEFT JOIN records a ON a.org_id = f.org_id AND a.type = ${q.accountType} AND a.key = f.account_key
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY f.last_seen_at DESC, f.id DESC LIMIT ${q.limit + 1}`);
  const more = r.rows.length > q.limit;
  const rows = r.rows.slice(0, q.limit);
  const last = rows[rows.length - 1];
  const open = await tx.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM sync_failures WHERE org_id = ${orgId} AND portal = ${q.portal} AND resolved_at IS NULL`);
  const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());
  return {
    rows: rows.map(({ lastSeenRaw: _raw, ...row }) => ({
      ...row,
      firstSeenAt: iso(row.firstSeenAt)!,
      lastSeenAt: iso(row.lastSeenAt)!,
      resolvedAt: iso(row.resolvedAt),
    })),
    nextCursor: more && last ? `${last.lastSeenRaw}|${last.id}` : null,
    openCount: open.rows[0]?.n ?? 0,
  };
}
