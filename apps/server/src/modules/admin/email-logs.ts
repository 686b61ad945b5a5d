import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { emailLog, orgs } from '../../db/schema';
import type { Tx } from '../../db/tenant';
import type { EmailLogPage, EmailStatus } from '@taxdesk/domain';

type EmailLogQuery = {
  q?: string;
  status?: 'sent' | 'failed' | 'logged';
  orgId?: string;
  page: number;
  pageSize: number;
};

/** Every email TaxDesk sent or logged, newest first (run with the platform flag: all organisations). */
export async function listEmailLog(tx: Tx, query: EmailLogQuery): Promise<EmailLogPage> {
  const where: SQL[] = [];
  if (query.q?.trim()) {
    const like = `%${query.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(ilike(emailLog.recipient, like), ilike(emailLog.subject, like), ilike(emailLog.template, like))!,
    );
  }
  if (query.orgId) where.push(eq(emailLog.orgId, query.orgId));
  const base = where.length ? and(...where) : undefined;
  const statusCounts = await tx
    .select({ status: emailLog.status, n: count() })
    .from(emailLog)
    .where(base)
    .groupBy(emailLog.status);
  const filter = query.status ? and(base, eq(emailLog.status, query.status)) : base;
  const [{ total }] = (await tx.select({ total: count() }).from(emailLog).where(filter)) as [
    { total: number },
  ];
  const rows = await tx
    .select({ log: emailLog, orgName: sql<string | null>`${orgs.name}` })
    .from(emailLog)
    .leftJoin(orgs, eq(orgs.id, emailLog.orgId))
    .where(filter)
    .orderBy(desc(emailLog.sentAt), desc(emailLog.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    total,
    byStatus: Object.fromEntries(statusCounts.map((s) => [s.status, s.n])),
    rows: rows.map(({ log, orgName }) => ({
      id: log.id,
      sentAt: log.sentAt.toISOString(),
      orgId: log.orgId,
      orgName,
      recipient: log.recipient,
      subject: log.subject,
      template: log.template,
      status: log.status as EmailStatus,
      error: log.error,
    })),
  };
}
