import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { filterStyles, parseListQuery, RESOURCES, type SearchParams } from '@taxdesk/domain';
import { inTenant, requireWrite } from '../../lib/access';
import { ok } from '../../lib/http/envelope';
import { typed, type RouteModule } from '../../lib/http/route-types';
import { listRecords } from '../../lib/records/list';
import { actorOf } from '../../lib/records/work';
import { ManualNoticeBody } from './manual-notice-input';
import { createManualNotice, deleteManualNotice, updateManualNotice } from './manual-notices';

const OrgParams = z.object({ orgId: z.string() });
const KeyParams = OrgParams.extend({
  key: z.string().regex(/^M-[A-Z0-9]+$/, 'Not a notice entered by hand'),
});
/** A PDF of up to 10 MB arrives base64-encoded in the JSON body. */
const BODY_LIMIT = 15 * 1024 * 1024;
const def = RESOURCES.itNotice;
const ListQueryString = z.record(z.string(), z.string());

/** Notices and hearing dates entered by hand (`itNotice`, source `manual`). */
export const manualNoticeRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);

  r.get(
    '/api/o/:orgId/it/manual-notices',
    { schema: { tags: ['income tax'], params: OrgParams, querystring: ListQueryString } },
    async (req) => {
      const query = parseListQuery(req.query as SearchParams, filterStyles(def));
      return ok(
        await inTenant(ctx, req, req.params.orgId, 'it', (tx, t) =>
          listRecords(tx, { orgId: t.orgId, def, where: [sql`source = 'manual'`] }, query),
        ),
      );
    },
  );

  r.post(
    '/api/o/:orgId/it/manual-notices',
    { bodyLimit: BODY_LIMIT, schema: { tags: ['income tax'], params: OrgParams, body: ManualNoticeBody } },
    async (req) => {
      const created = await inTenant(ctx, req, req.params.orgId, 'it', async (tx, t) => {
        requireWrite(t);
        return createManualNotice(tx, t.orgId, req.body, await actorOf(tx, t.userId));
      });
      return ok(created, 'Notice added');
    },
  );

  r.put(
    '/api/o/:orgId/it/manual-notices/:key',
    { bodyLimit: BODY_LIMIT, schema: { tags: ['income tax'], params: KeyParams, body: ManualNoticeBody } },
    async (req) => {
      const saved = await inTenant(ctx, req, req.params.orgId, 'it', async (tx, t) => {
        requireWrite(t);
        return updateManualNotice(tx, t.orgId, req.params.key, req.body, await actorOf(tx, t.userId));
      });
      return ok(saved, 'Notice saved');
    },
  );

  r.delete(
    '/api/o/:orgId/it/manual-notices/:key',
    { schema: { tags: ['income tax'], params: KeyParams } },
    async (req) => {
      await inTenant(ctx, req, req.params.orgId, 'it', async (tx, t) => {
        requireWrite(t);
        await deleteManualNotice(tx, t.orgId, req.params.key);
      });
      return ok(null, 'Notice deleted');
    },
  );
};
