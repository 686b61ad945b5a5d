import { z } from 'zod';
import { inTenant, requireWrite } from '../../lib/access';
import { ok } from '../../lib/http/envelope';
import { typed, type RouteModule } from '../../lib/http/route-types';
import { tooLargeFile } from '../../lib/imports/byte-limit';
import { acceptRawUploads, uploadedFile } from '../../lib/imports/upload-body';
import { actorOf } from '../../lib/records/work';
import { GSTR2B_MAX_BYTES } from './gstr2b-file';
import { importGstr2b } from './gstr2b-import';

const OrgParams = z.object({ orgId: z.string() });

/** `POST /api/o/{orgId}/gst/gstr2b` with the downloaded JSON as the body: ITC by supplier, all or nothing. */
export const gstr2bRoutes: RouteModule = (app, ctx) => {
  void app.register(async (scope) => {
    // The file arrives as it is (JSON or not): its own checks say what is wrong with it.
    scope.removeContentTypeParser('application/json');
    acceptRawUploads(scope);
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
        const result = await inTenant(ctx, req, req.params.orgId, 'gst', async (tx, t) => {
          requireWrite(t);
          return importGstr2b(tx, t.orgId, Buffer.concat(chunks), (await actorOf(tx, t.userId)).email);
        });
        return ok(result, `GSTR-2B of ${result.period}: ITC of ${result.suppliers} suppliers`);
      },
    );
  });
};
