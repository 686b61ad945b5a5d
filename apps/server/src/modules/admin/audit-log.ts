import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import { adminAuditLog } from '../../db/schema';
import type { Tx } from '../../db/tenant';
import type { Operator } from './platform-admin';
import type { AuditPage } from '@taxdesk/domain';

type AuditEntry = {
  action: string;
  orgId?: string | null;
  target?: string | null;
  details?: Record<string, unknown>;
};

/** Records one change by the operator, in the transaction that makes it (both happen, or neither). */
export async function writeAudit(tx: Tx, operator: Operator, entry: AuditEntry): Promise<void> {
  await tx.insert(adminAuditLog).values({
    actorUserId: operator.userId,
    actor: operator.actor,
    action: entry.action,
    orgId: entry.orgId ?? null,
    target: entry.target ?? null,
    details: entry.details ?? null,
  });
}

/** Newest first; `before` pages on to older entries. */
export async function listAudit(
  tx: Tx,
  query: { orgId?: string; before?: number; limit: number },
): Promise<AuditPage> {
  const where: SQL[] = [];
  if (query.orgId) where.push(eq(adminAuditLog.orgId, query.orgId));
  if (query.before) where.push(lt(adminAuditLog.id, query.before));
  const rows = await tx
    .select()
    .from(adminAuditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(adminAuditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit).map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    actor: r.actor,
    action: r.action,
    orgId: r.orgId,
    target: r.target,
    details: r.details ?? null,
  }));
  return { rows: page, nextBefore: rows.length > query.limit ? page[page.length - 1]!.id : null };
}
