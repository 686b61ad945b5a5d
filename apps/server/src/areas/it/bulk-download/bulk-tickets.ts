import { and, eq, lt } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import { licenceAllows } from '@taxdesk/domain';
import type { AppContext } from '../../../context';
import { downloadTickets, memberships, orgs } from '../../../db/schema';
import { inOrg, inScope } from '../../../db/tenant';
import { orgInfoOf } from '../../../lib/access';
import { forbidden, notFound } from '../../../lib/http/errors';
import { BulkSelection } from '@taxdesk/domain';

/** Long enough to click, short enough that a leaked link is soon worthless. */
const TICKET_MINUTES = 10;
const BULK_TICKET_KIND = 'it-bulk-download';

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

export async function issueTicket(
  ctx: AppContext,
  orgId: string,
  userId: string,
  selection: BulkSelection,
): Promise<{ ticket: string; expiresAt: string }> {
  const ticket = randomBytes(24).toString('base64url');
  const expiresAt = new Date(ctx.now().getTime() + TICKET_MINUTES * 60_000);
  await inOrg(ctx.db, orgId, async (tx) => {
    await tx
      .delete(downloadTickets)
      .where(and(eq(downloadTickets.orgId, orgId), lt(downloadTickets.expiresAt, ctx.now())));
    await tx.insert(downloadTickets).values({
      tokenHash: hashOf(ticket),
      orgId,
      userId,
      kind: BULK_TICKET_KIND,
      selection,
      expiresAt,
    });
  });
  return { ticket, expiresAt: expiresAt.toISOString() };
}

/**
 * The selection a ticket stands for, after checking again that its user is still a member of the
 * organisation and the income-tax licence still holds; 404 for an unknown or expired ticket.
 */
export async function redeemTicket(ctx: AppContext, orgId: string, ticket: string): Promise<BulkSelection> {
  const row = await inOrg(ctx.db, orgId, async (tx) => {
    const [found] = await tx
      .select()
      .from(downloadTickets)
      .where(and(eq(downloadTickets.orgId, orgId), eq(downloadTickets.tokenHash, hashOf(ticket))));
    return found;
  });
  if (!row || row.kind !== BULK_TICKET_KIND || row.expiresAt < ctx.now())
    throw notFound('This download link has expired; start the download again');
  await inScope(ctx.db, { orgId, userId: row.userId }, async (tx) => {
    const [member] = await tx
      .select({ org: orgs })
      .from(memberships)
      .innerJoin(orgs, eq(orgs.id, memberships.orgId))
      .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, row.userId)));
    if (!member) throw notFound('No such organisation');
    if (!licenceAllows(orgInfoOf(member.org), 'it', ctx.now())) throw forbidden();
  });
  return BulkSelection.parse(row.selection);
}
