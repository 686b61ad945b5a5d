import { z } from 'zod';
import { isOrgId } from '@taxdesk/domain';
import { ok } from '../../lib/http/envelope';
import { typed, type RouteModule } from '../../lib/http/route-types';
import { writeAudit } from './audit-log';
import { listEmailLog } from './email-logs';
import { listFailureItems, retryFailureItem } from './failure-items';
import { inPlatform, requirePlatformAdmin } from './platform-admin';

const TAGS = ['operator'];
const OrgFilter = z
  .string()
  .refine(isOrgId, 'Organisation id must be exactly six letters or digits.')
  .transform((v) => v.toUpperCase())
  .optional();
const Paging = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
};

/** Failed sync items across organisations (with retry) and the email log. */
export const adminFailuresEmailsRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);

  r.get(
    '/api/admin/failures',
    {
      schema: {
        tags: TAGS,
        querystring: z.object({
          state: z.enum(['open', 'resolved', 'all']).default('open'),
          orgId: OrgFilter,
          portal: z.string().max(40).optional(),
          q: z.string().max(100).optional(),
          ...Paging,
        }),
      },
    },
    async (req) => {
      await requirePlatformAdmin(ctx, req);
      return ok(await listFailureItems(ctx.pools.owner, req.query));
    },
  );

  r.post(
    '/api/admin/failures/:id/retry',
    { schema: { tags: TAGS, params: z.object({ id: z.coerce.number().int().positive() }) } },
    async (req) => {
      const operator = await requirePlatformAdmin(ctx, req);
      const done = await retryFailureItem(
        { owner: ctx.pools.owner, db: ctx.db, boss: ctx.boss },
        req.params.id,
      );
      await inPlatform(ctx.db, (tx) =>
        writeAudit(tx, operator, {
          action: 'failure.retry',
          orgId: done.orgId,
          target: `${done.portal}:${done.accountKey}`,
          details: { item: req.params.id, runId: done.runId, queue: done.queue },
        }),
      );
      return ok(done, `Sync of ${done.accountKey} (${done.orgId}) queued again`);
    },
  );

  r.get(
    '/api/admin/emails',
    {
      schema: {
        tags: TAGS,
        querystring: z.object({
          q: z.string().max(100).optional(),
          status: z.enum(['sent', 'failed', 'logged']).optional(),
          orgId: OrgFilter,
          ...Paging,
        }),
      },
    },
    async (req) => {
      await requirePlatformAdmin(ctx, req);
      return ok(await inPlatform(ctx.db, (tx) => listEmailLog(tx, req.query)));
    },
  );
};
