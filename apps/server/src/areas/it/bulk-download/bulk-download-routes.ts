import { z } from 'zod';
import { isOrgId } from '@taxdesk/domain';
import { inTenant } from '../../../lib/access';
import { ok } from '../../../lib/http/envelope';
import { badRequest, notFound } from '../../../lib/http/errors';
import { typed, type RouteModule } from '../../../lib/http/route-types';
import { summarise } from './bulk-documents';
import { BulkSelection } from '@taxdesk/domain';
import { issueTicket, redeemTicket } from './bulk-tickets';
import { bulkZip } from './bulk-zip';

const OrgParams = z.object({ orgId: z.string() });

/**
 * Bulk Download: the documents of chosen accounts, years or proceedings as one ZIP. Any member
 * may download (viewers too). The browser fetches the archive by plain navigation with a
 * short-lived ticket, so a large archive streams to disk rather than into the page.
 */
export const bulkDownloadRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);

  r.post(
    '/api/o/:orgId/it/bulk-download/preview',
    { schema: { tags: ['income tax'], params: OrgParams, body: BulkSelection } },
    async (req) =>
      ok(await inTenant(ctx, req, req.params.orgId, 'it', (tx, t) => summarise(tx, t.orgId, req.body))),
  );

  r.post(
    '/api/o/:orgId/it/bulk-download',
    { schema: { tags: ['income tax'], params: OrgParams, body: BulkSelection } },
    async (req) => {
      const { tenant, summary } = await inTenant(ctx, req, req.params.orgId, 'it', async (tx, t) => ({
        tenant: t,
        summary: await summarise(tx, t.orgId, req.body),
      }));
      if (summary.files === 0) throw badRequest('selection', 'No documents match this choice');
      const ticket = await issueTicket(ctx, tenant.orgId, tenant.userId, req.body);
      return ok({
        ...summary,
        ...ticket,
        url: `/api/o/${tenant.orgId}/it/bulk-download/${ticket.ticket}`,
      });
    },
  );

  r.get(
    '/api/o/:orgId/it/bulk-download/:ticket',
    {
      schema: {
        tags: ['income tax'],
        params: OrgParams.extend({
          ticket: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'Not a download link'),
        }),
      },
    },
    async (req, reply) => {
      // The ticket is the credential here (a plain navigation sends no AuthToken header).
      if (!isOrgId(req.params.orgId)) throw notFound('No such organisation');
      const orgId = req.params.orgId.toUpperCase();
      const selection = await redeemTicket(ctx, orgId, req.params.ticket);
      let gone = false;
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) gone = true;
      });
      const stamp = ctx.now().toISOString().slice(0, 10);
      reply.header('content-disposition', `attachment; filename="taxdesk-${orgId}-notices-${stamp}.zip"`);
      reply.header('cache-control', 'no-store');
      reply.type('application/zip');
      return reply.send(await bulkZip(ctx.db, orgId, selection, () => gone));
    },
  );
};
