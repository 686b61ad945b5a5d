import { z } from 'zod';
import { GstBulkDownloadQuery } from '@taxdesk/domain';
import { inTenant } from '../../lib/access';
import { documentZip } from '../../lib/archive/document-zip';
import { safeSegment } from '../../lib/archive/archive-paths';
import { badRequest } from '../../lib/http/errors';
import { typed, type RouteModule } from '../../lib/http/route-types';
import {
  GST_ARCHIVE_INDEX,
  gstArchiveIndexCells,
  gstArchivePaths,
  gstArchiveQuery,
  summariseGstArchive,
  type GstArchiveRow,
} from './gst-bulk-download';

const OrgParams = z.object({ orgId: z.string() });

/**
 * The notices, replies and orders of a GST login, a GSTIN or a case as one ZIP (the account page,
 * an additional notice, a case document), streamed on the shared document-archive block. Any
 * member may download. An empty choice is refused before anything is streamed.
 */
export const gstBulkDownloadRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  r.get(
    '/api/o/:orgId/gst/bulk-download',
    { schema: { tags: ['gst'], params: OrgParams, querystring: GstBulkDownloadQuery } },
    async (req, reply) => {
      const { orgId, summary } = await inTenant(ctx, req, req.params.orgId, 'gst', async (tx, t) => ({
        orgId: t.orgId,
        summary: await summariseGstArchive(tx, t.orgId, req.query),
      }));
      if (summary.files === 0)
        throw badRequest('selection', 'No notices, replies or orders are stored for this choice');
      let gone = false;
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) gone = true;
      });
      const q = req.query;
      const what = safeSegment(q.caseTask ?? q.caseItem ?? q.gstin ?? q.account ?? 'gst', 'gst').replace(
        /\s/g,
        '_',
      );
      const stamp = ctx.now().toISOString().slice(0, 10);
      reply.header('content-disposition', `attachment; filename="gst-${orgId}-${what}-${stamp}.zip"`);
      reply.header('cache-control', 'no-store');
      reply.type('application/zip');
      return reply.send(
        await documentZip<GstArchiveRow>(
          ctx.db,
          orgId,
          {
            query: gstArchiveQuery(orgId, q),
            paths: gstArchivePaths,
            index: { header: GST_ARCHIVE_INDEX, cells: gstArchiveIndexCells },
          },
          () => gone,
        ),
      );
    },
  );
};
