import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { analyticsEvents, memberships, orgs, users } from '../../db/schema';
import { inScope } from '../../db/tenant';
import { emailHtml } from '../../lib/email/html';
import { sendEmail } from '../../lib/email/send-email';

/**
 * Deletes the organisation and everything it holds. Every organisation-scoped table references
 * orgs with ON DELETE CASCADE, so one DELETE takes it all in one transaction; analytics events
 * (kept without a foreign key) go explicitly, and queued jobs for the organisation are dropped.
 * The owners are told by email afterwards (a platform email: the organisation's own log is gone).
 */
export async function deleteOrganisation(ctx: AppContext, orgId: string, deletedBy: string): Promise<void> {
  const { name, owners } = await inScope(ctx.db, { orgId }, async (tx) => {
    const org = await tx.query.orgs.findFirst({ where: eq(orgs.id, orgId) });
    const ownerRows = await tx
      .select({ email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.orgId, orgId), eq(memberships.role, 'owner')));
    await tx.delete(analyticsEvents).where(eq(analyticsEvents.orgId, orgId));
    await tx.delete(orgs).where(eq(orgs.id, orgId));
    return { name: org?.name ?? orgId, owners: ownerRows.map((o) => o.email) };
  });
  await dropQueuedJobs(ctx, orgId);
  const text = `The organisation ${name} (${orgId}) and all its data were deleted from TaxDesk by ${deletedBy}.`;
  for (const to of owners) {
    await sendEmail(ctx, {
      orgId: null,
      to,
      template: 'org-deleted',
      subject: `${name} was deleted from TaxDesk`,
      text,
      html: emailHtml({ heading: 'Organisation deleted', paragraphs: [text] }),
    });
  }
}

/** Jobs still waiting for the organisation (a sync, an import) would only fail now. */
async function dropQueuedJobs(ctx: AppContext, orgId: string): Promise<void> {
  const has = await ctx.pools.owner.query<{ t: string | null }>(
    `SELECT to_regclass('pgboss.job')::text AS t`,
  );
  if (!has.rows[0]?.t) return;
  await ctx.pools.owner.query(
    `DELETE FROM pgboss.job WHERE data->>'orgId' = $1 AND state IN ('created', 'retry')`,
    [orgId],
  );
}
