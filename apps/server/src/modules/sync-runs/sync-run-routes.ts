import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { fillPath, licenceAllows, RESOURCES, resourceOf, type RunChange } from '@taxdesk/domain';
import { inTenant } from '../../lib/access';
import { ok } from '../../lib/http/envelope';
import { notFound } from '../../lib/http/errors';
import { typed, type RouteModule } from '../../lib/http/route-types';
import { getRecord } from '../../lib/records/detail';

const MAX_CHANGES = 500;

/**
 * A sync run in full, for the sync log's drill-in: the run (who started it, what it covered,
 * counts, duration, failures) and the records it created or changed (record_events of the run).
 * Records of features the organisation is not licensed for are left out.
 */
export const syncRunRoutes: RouteModule = (app, ctx) => {
  typed(app).get(
    '/api/o/:orgId/sync-runs/:runId',
    {
      schema: {
        tags: ['records'],
        params: z.object({ orgId: z.string(), runId: z.string().uuid('No such sync run') }),
      },
    },
    async (req) =>
      ok(
        await inTenant(ctx, req, req.params.orgId, null, async (tx, t) => {
          const run = await getRecord(tx, t.orgId, RESOURCES.syncLog, req.params.runId);
          if (!run) throw notFound('No such sync run');
          const found = await tx.execute<{
            type: string;
            key: string;
            kind: string;
            at: string;
            title: string | null;
            account: string | null;
            data: Record<string, unknown> | null;
            n: number;
          }>(sql`
            SELECT e.type, e.key, e.kind, e.at::text AS at, r.title, r.account_key AS account, r.data,
                   count(*) OVER ()::int AS n
            FROM record_events e
            LEFT JOIN records r ON r.org_id = e.org_id AND r.type = e.type AND r.key = e.key
            WHERE e.org_id = ${t.orgId} AND e.run_id = ${req.params.runId}
            ORDER BY e.id
            LIMIT ${MAX_CHANGES}`);
          const now = ctx.now();
          const changes: RunChange[] = [];
          for (const row of found.rows) {
            const def = resourceOf(row.type);
            if (def?.feature && !licenceAllows(t.info, def.feature, now)) continue;
            changes.push({
              type: row.type,
              label: def?.label ?? row.type,
              key: row.key,
              title: row.title,
              account: row.account,
              kind: row.kind,
              at: new Date(row.at).toISOString(),
              path: def?.detailPath && row.data ? fillPath(def.detailPath, row.data) : null,
            });
          }
          return { run: run.data, changes, totalChanges: found.rows[0]?.n ?? 0 };
        }),
      ),
  );
};
