import { z } from 'zod';
import { ReconMarkRequest, ReconQuery, ReconRowsQuery, ReconScope } from '@taxdesk/domain';
import { inTenant, requireWrite } from '../../../lib/access';
import { ok } from '../../../lib/http/envelope';
import { typed, type RouteModule } from '../../../lib/http/route-types';
import { acceptUploads, uploadedFile } from '../../../lib/imports/upload-body';
import { actorOf } from '../../../lib/records/work';
import { readPurchaseRegister } from './purchase-register-reader';
import { reconciliationPage, reconciliationSummary, runReconciliation } from './reconciliation-service';
import { setMarks } from './reconciliation-marks';
import { reconciliationXlsx } from './reconciliation-xlsx';
import { replaceRegister } from './register-store';
import { gstr2bSource, type TwoBSource } from './two-b-source';

const OrgParams = z.object({ orgId: z.string() });
const tags = ['gst'];
const BASE = '/api/o/:orgId/gst/reconciliation';

/** A register of 100,000 invoices as XLSX is about 8 MB; CSV somewhat more. */
const REGISTER_MAX_BYTES = 40 * 1024 * 1024;

/**
 * GSTR-2B against the client's purchase register: upload the register for a GSTIN and period,
 * read the reconciliation (summary by supplier, invoices per outcome), mark invoices, export it.
 */
export function reconciliationRoutes(source: TwoBSource): RouteModule {
  return (app, ctx) => {
    const r = typed(app);

    void app.register(async (scope) => {
      // The register arrives as the raw body (XLSX or CSV), as every upload does.
      scope.removeContentTypeParser('application/json');
      acceptUploads(scope);
      typed(scope).post(
        `${BASE}/register/:gstin/:period`,
        {
          bodyLimit: REGISTER_MAX_BYTES + 64 * 1024,
          schema: {
            tags,
            params: OrgParams.merge(ReconScope),
            querystring: z.object({ fileName: z.string().optional() }),
          },
        },
        async (req) => {
          const { gstin, period } = req.params;
          const actor = await inTenant(ctx, req, req.params.orgId, 'gst', async (tx, t) => {
            requireWrite(t);
            return (await actorOf(tx, t.userId)).email;
          });
          const upload = await uploadedFile(req, REGISTER_MAX_BYTES);
          const read = await readPurchaseRegister(upload.body);
          await inTenant(ctx, req, req.params.orgId, 'gst', async (tx, t) => {
            requireWrite(t);
            await replaceRegister(tx, t.orgId, { gstin, period }, upload.fileName, actor, read.invoices);
          });
          const result = {
            gstin,
            period,
            fileName: upload.fileName,
            format: read.format,
            tally: read.tally,
            imported: read.invoices.length,
            errors: read.errors,
            ignored: read.ignored,
          };
          const skipped = read.errors.length ? `; ${read.errors.length} rows could not be read` : '';
          return ok(result, `Purchase register of ${period}: ${read.invoices.length} invoices${skipped}`);
        },
      );
    });

    r.get(`${BASE}`, { schema: { tags, params: OrgParams, querystring: ReconQuery } }, async (req) =>
      ok(
        await inTenant(ctx, req, req.params.orgId, 'gst', async (tx, t) =>
          reconciliationSummary(req.query, await runReconciliation(tx, t.orgId, req.query, source)),
        ),
      ),
    );

    r.get(
      `${BASE}/invoices`,
      { schema: { tags, params: OrgParams, querystring: ReconRowsQuery } },
      async (req) =>
        ok(
          await inTenant(ctx, req, req.params.orgId, 'gst', async (tx, t) =>
            reconciliationPage(req.query, await runReconciliation(tx, t.orgId, req.query, source)),
          ),
        ),
    );

    r.put(`${BASE}/marks`, { schema: { tags, params: OrgParams, body: ReconMarkRequest } }, async (req) => {
      const updated = await inTenant(ctx, req, req.params.orgId, 'gst', async (tx, t) => {
        requireWrite(t);
        return setMarks(tx, t.orgId, req.body, (await actorOf(tx, t.userId)).email);
      });
      return ok(
        { updated },
        req.body.mark ? `Marked ${updated} invoices` : `Cleared the mark of ${updated} invoices`,
      );
    });

    r.get(
      `${BASE}/xlsx`,
      { schema: { tags, params: OrgParams, querystring: ReconQuery } },
      async (req, reply) => {
        const run = await inTenant(ctx, req, req.params.orgId, 'gst', (tx, t) =>
          runReconciliation(tx, t.orgId, req.query, source),
        );
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header(
            'content-disposition',
            `attachment; filename="2b-reconciliation-${req.query.gstin}-${req.query.period}.xlsx"`,
          )
          .send(reconciliationXlsx(reconciliationSummary(req.query, run), run.lines));
      },
    );
  };
}

/** The GST area's reconciliation, reading the 2B the area stores. */
export const gstReconciliationRoutes = reconciliationRoutes(gstr2bSource);
