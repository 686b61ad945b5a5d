import { sql } from 'drizzle-orm';
import type { Envelope } from '@taxdesk/domain';
import type { RouteModule } from '../../lib/http/route-types';

export const healthRoutes: RouteModule = (app, ctx) => {
  app.get('/api/health', { schema: { tags: ['health'], security: [] } }, async (_req, reply) => {
    try {
      await ctx.db.execute(sql`SELECT 1`);
      return { success: true, data: { status: 'ok', db: 'ok', version: ctx.version } } satisfies Envelope;
    } catch {
      return reply.code(503).send({
        success: false,
        message: 'The database is not reachable',
        data: { status: 'degraded', db: 'down', version: ctx.version },
      } satisfies Envelope);
    }
  });
};
