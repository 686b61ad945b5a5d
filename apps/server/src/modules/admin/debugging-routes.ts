import { z } from 'zod';
import { isOrgId, JOB_STATES, RESOURCE_TYPES } from '@taxdesk/domain';
import { ok } from '../../lib/http/envelope';
import { notFound } from '../../lib/http/errors';
import { typed, type RouteModule } from '../../lib/http/route-types';
import { writeAudit } from './audit-log';
import { listJobs, queueCounts, rawRecord, recentKeys, retryJob } from './debugging';
import { inPlatform, requirePlatformAdmin } from './platform-admin';

const TAGS = ['operator'];
const RecordQuery = z.object({
  orgId: z.string().refine(isOrgId, 'Organisation id must be exactly six letters or digits.'),
  type: z.enum(RESOURCE_TYPES as unknown as [string, ...string[]], 'Not a record type'),
});

/** Job queues and the raw payloads behind synced records, for finding out what went wrong. */
export const adminDebuggingRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);

  r.get('/api/admin/debugging/queues', { schema: { tags: TAGS } }, async (req) => {
    await requirePlatformAdmin(ctx, req);
    return ok(await queueCounts(ctx.pools.owner));
  });

  r.get(
    '/api/admin/debugging/jobs',
    {
      schema: {
        tags: TAGS,
        querystring: z.object({
          queue: z.string().max(200).optional(),
          state: z.enum(JOB_STATES).default('failed'),
          page: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(200).default(50),
        }),
      },
    },
    async (req) => {
      await requirePlatformAdmin(ctx, req);
      return ok(await listJobs(ctx.pools.owner, req.query));
    },
  );

  r.post(
    '/api/admin/debugging/jobs/:id/retry',
    { schema: { tags: TAGS, params: z.object({ id: z.string().uuid('No such job') }) } },
    async (req) => {
      const operator = await requirePlatformAdmin(ctx, req);
      const queue = await retryJob(ctx.pools.owner, req.params.id);
      if (!queue) throw notFound('No failed job with this id');
      await inPlatform(ctx.db, (tx) =>
        writeAudit(tx, operator, { action: 'job.retry', target: req.params.id, details: { queue } }),
      );
      return ok({ id: req.params.id, queue }, `Job sent to ${queue} again`);
    },
  );

  r.get(
    '/api/admin/debugging/raw',
    { schema: { tags: TAGS, querystring: RecordQuery.extend({ key: z.string().min(1).max(500) }) } },
    async (req) => {
      await requirePlatformAdmin(ctx, req);
      const orgId = req.query.orgId.toUpperCase();
      return ok(await inPlatform(ctx.db, (tx) => rawRecord(tx, orgId, req.query.type, req.query.key), orgId));
    },
  );

  r.get('/api/admin/debugging/recent', { schema: { tags: TAGS, querystring: RecordQuery } }, async (req) => {
    await requirePlatformAdmin(ctx, req);
    const orgId = req.query.orgId.toUpperCase();
    return ok(await inPlatform(ctx.db, (tx) => recentKeys(tx, orgId, req.query.type), orgId));
  });
};
