import { z } from 'zod';
import {
  GST_NOTICE_REPORT_GROUPS,
  GstNonFilersQuery,
  GstReturnGridQuery,
  isoDayInIndia,
  noticeReportQuery,
} from '@taxdesk/domain';
import { inTenant } from '../../lib/access';
import { ok } from '../../lib/http/envelope';
import { typed, type RouteModule } from '../../lib/http/route-types';
import { noticeReport } from '../../lib/reports/notice-report';
import { GST_NOTICES } from './gst-notice-report';
import { returnGridXlsx } from './gst-return-grid-xlsx';
import { nonFilers } from './gst-non-filers';
import { returnGrid } from './gst-return-grid';

const OrgParams = z.object({ orgId: z.string() });
const tags = ['gst'];

/** GST's own reports: the filing grid, the non-filers and the notice report. */
export const gstReportRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);

  r.get(
    '/api/o/:orgId/gst/reports/returns',
    { schema: { tags, params: OrgParams, querystring: GstReturnGridQuery } },
    async (req) =>
      ok(
        await inTenant(ctx, req, req.params.orgId, 'gst', (tx, t) =>
          returnGrid(tx, t.orgId, isoDayInIndia(ctx.now()), req.query),
        ),
      ),
  );

  r.get(
    '/api/o/:orgId/gst/reports/returns/xlsx',
    { schema: { tags, params: OrgParams, querystring: GstReturnGridQuery } },
    async (req, reply) => {
      const grid = await inTenant(ctx, req, req.params.orgId, 'gst', (tx, t) =>
        returnGrid(tx, t.orgId, isoDayInIndia(ctx.now()), req.query),
      );
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="return-filing-status-${grid.fy}.xlsx"`)
        .send(await returnGridXlsx(grid));
    },
  );

  r.get(
    '/api/o/:orgId/gst/reports/non-filers',
    { schema: { tags, params: OrgParams, querystring: GstNonFilersQuery } },
    async (req) =>
      ok(
        await inTenant(ctx, req, req.params.orgId, 'gst', (tx, t) =>
          nonFilers(tx, t.orgId, isoDayInIndia(ctx.now()), req.query),
        ),
      ),
  );

  r.get(
    '/api/o/:orgId/gst/reports/notices',
    { schema: { tags, params: OrgParams, querystring: noticeReportQuery(GST_NOTICE_REPORT_GROUPS) } },
    async (req) =>
      ok(
        await inTenant(ctx, req, req.params.orgId, 'gst', (tx, t) =>
          noticeReport(tx, t.orgId, isoDayInIndia(ctx.now()), GST_NOTICES, req.query.by, req.query),
        ),
      ),
  );
};
