import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { StartSyncBody } from '@taxdesk/domain';
import { inOrg } from '../../../db/tenant';
import { orgAccess } from '../../../lib/access';
import { ok } from '../../../lib/http/envelope';
import { typed, type RouteModule } from '../../../lib/http/route-types';

const OrgParams = z.object({ orgId: z.string() });

/** The old start's body: `pans` is the generic start's `accounts`. */
const LegacyStartBody = StartSyncBody.omit({ accounts: true })
  .extend({ pans: StartSyncBody.shape.accounts })
  .default({});

/** The headers that say who asks (a user's token or an API key), forwarded as they came. */
const AUTH_HEADERS = ['authtoken', 'x-api-key', 'authorization'] as const;

/**
 * Income tax's sync and settings are the generic ones (`/api/o/{orgId}/sync/it/…`,
 * `/api/o/{orgId}/areas/it/settings`). Two old paths stay for API users' scripts, documented as
 * deprecated: the start forwards to the generic start as it is; the status answers the counts of
 * the last day's runs, which the generic batch list shows per batch.
 */
export const itSyncRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);

  r.post(
    '/api/o/:orgId/it/sync',
    {
      schema: {
        tags: ['income tax'],
        deprecated: true,
        description: 'Deprecated: use POST /api/o/{orgId}/sync/it/batches ({accounts} for {pans}).',
        params: OrgParams,
        body: LegacyStartBody,
      },
    },
    async (req, reply) => {
      const { pans, ...rest } = req.body;
      const headers = Object.fromEntries(
        AUTH_HEADERS.flatMap((h) => (req.headers[h] ? [[h, String(req.headers[h])]] : [])),
      );
      const res = await app.inject({
        method: 'POST',
        url: `/api/o/${encodeURIComponent(req.params.orgId)}/sync/it/batches`,
        headers,
        remoteAddress: req.ip,
        payload: { ...rest, accounts: pans },
      });
      return reply.code(res.statusCode).type('application/json').send(res.body);
    },
  );

  r.get(
    '/api/o/:orgId/it/sync/status',
    {
      schema: {
        tags: ['income tax'],
        deprecated: true,
        description:
          'Deprecated: runs of the last day by state; GET /api/o/{orgId}/sync/it/batches shows them by batch.',
        params: OrgParams,
      },
    },
    async (req) => {
      const tenant = await orgAccess(ctx, req, req.params.orgId, 'it');
      const rows = await inOrg(ctx.db, tenant.orgId, (tx) =>
        tx.execute<{ status: string; n: number }>(sql`
        SELECT status, count(*)::int AS n FROM records
        WHERE org_id = ${tenant.orgId} AND type = 'syncLog' AND section = 'it' AND issued_on > now() - interval '1 day'
        GROUP BY status`),
      );
      return ok({ counts: Object.fromEntries(rows.rows.map((row) => [row.status, row.n])) });
    },
  );
};
