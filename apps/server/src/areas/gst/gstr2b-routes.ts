import { z } from 'zod';
import { Gstr2bPeriodsQuery, type Gstr2bImportResult } from '@taxdesk/domain';
import { inTenant, requireWrite } from '../../lib/access';
import { badRequest } from '../../lib/http/errors';
import { ok } from '../../lib/http/envelope';
import { typed, type RouteModule } from '../../lib/http/route-types';
import { tooLargeFile } from '../../lib/imports/byte-limit';
import { acceptUploads, uploadedFile } from '../../lib/imports/upload-body';
import { actorOf } from '../../lib/records/work';
import { GSTR2B_MAX_BYTES, importGstr2bFiles } from './gstr2b/gstr2b-import';
import { listGstr2bPeriods } from './gstr2b/gstr2b-periods';

const OrgParams = z.object({ orgId: z.string() });

const said = (r: Gstr2bImportResult['files'][number]) =>
  r.status === 'failed' ? `${r.name}: ${r.error}` : `${r.gstin} ${r.period} ${r.status}`;

/**
 * `POST /api/o/{orgId}/gst/gstr2b` with a downloaded GSTR-2B JSON — or a ZIP of many — as the body:
 * each file reported on its own. `GET …/gstr2b/periods`: the summaries held.
 */
export const gstr2bRoutes: RouteModule = (app, ctx) => {
  typed(app).get(
    '/api/o/:orgId/gst/gstr2b/periods',
    { schema: { tags: ['gst'], params: OrgParams, querystring: Gstr2bPeriodsQuery } },
    async (req) =>
      ok(
        await inTenant(ctx, req, req.params.orgId, 'gst', (tx, t) =>
          listGstr2bPeriods(tx, t.orgId, req.query),
        ),
      ),
  );
  void app.register(async (scope) => {
    // The file arrives as it is (JSON, ZIP or not): its own checks say what is wrong with it.
    scope.removeContentTypeParser('application/json');
    acceptUploads(scope);
    typed(scope).post(
      '/api/o/:orgId/gst/gstr2b',
      { bodyLimit: GSTR2B_MAX_BYTES + 64 * 1024, schema: { tags: ['gst'], params: OrgParams } },
      async (req) => {
        const upload = await uploadedFile(req, GSTR2B_MAX_BYTES);
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of upload.body as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size > GSTR2B_MAX_BYTES) throw tooLargeFile(GSTR2B_MAX_BYTES);
          chunks.push(chunk);
        }
        const files = await inTenant(ctx, req, req.params.orgId, 'gst', async (tx, t) => {
          requireWrite(t);
          const actor = (await actorOf(tx, t.userId)).email;
          const reports = await importGstr2bFiles(
            tx,
            t.orgId,
            [{ name: upload.fileName, content: Buffer.concat(chunks) }],
            actor,
          );
          // Nothing could be read: a bad upload, refused whole with the first reason.
          if (reports.every((r) => r.status === 'failed'))
            throw badRequest('file', reports[0]?.error ?? 'No GSTR-2B in the upload');
          return reports;
        });
        const result: Gstr2bImportResult = { files };
        return ok(result, files.map(said).join('; '));
      },
    );
  });
};
