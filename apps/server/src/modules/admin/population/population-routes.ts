import { z } from 'zod';
import type { AppContext } from '../../../context';
import { ok } from '../../../lib/http/envelope';
import { badRequest, notFound } from '../../../lib/http/errors';
import { typed, type RouteModule } from '../../../lib/http/route-types';
import { inPlatform, requirePlatformAdmin, type Operator } from '../platform-admin';
import { writeAudit } from '../audit-log';
import { parseIdentifierFile, parseIdentifierText, type ParsedList } from './population-input';
import { enqueuePopulation } from './population-jobs';
import { OUTCOMES, POPULATION_KINDS, type PopulationKind } from '@taxdesk/domain';
import { POPULATION } from './population-kinds';
import {
  createRun,
  getRun,
  listMaster,
  listRuns,
  markRunDone,
  requeueFailed,
  runItems,
} from './population-runs';

const TAGS = ['operator'];
const KindParams = z.object({ kind: z.enum(POPULATION_KINDS) });
const RunParams = z.object({ runId: z.string().uuid('No such population run') });
const MAX_FILE_BYTES = 5 * 1024 * 1024;

async function startRun(
  ctx: AppContext,
  operator: Operator,
  kind: PopulationKind,
  source: string,
  list: ParsedList,
) {
  if (!list.items.length) throw badRequest('text', `No ${POPULATION[kind].label}s found in the list`);
  const run = await inPlatform(ctx.db, async (tx) => {
    const created = await createRun(tx, kind, { source, createdBy: operator.actor, list });
    await writeAudit(tx, operator, {
      action: `population.${kind}`,
      target: created.id,
      details: { source, total: created.total, invalid: created.counts.invalid },
    });
    return created;
  });
  // Nothing to look up (every line invalid): the run is over at once.
  if (run.counts.pending) await enqueuePopulation(ctx, run.id);
  else await inPlatform(ctx.db, (tx) => markRunDone(tx, run.id));
  return getRunFresh(ctx, run.id);
}

function getRunFresh(ctx: AppContext, runId: string) {
  return inPlatform(ctx.db, (tx) => getRun(tx, runId));
}

/** GSTIN and TAN master data populated from lists through the public lookups, as background runs. */
export const adminPopulationRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  app.addContentTypeParser(
    [
      'application/octet-stream',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'text/csv',
    ],
    { parseAs: 'buffer', bodyLimit: MAX_FILE_BYTES },
    (_req, body, done) => done(null, body),
  );

  r.post(
    '/api/admin/population/:kind',
    {
      schema: {
        tags: TAGS,
        params: KindParams,
        body: z.object({ text: z.string().max(1_000_000), source: z.string().max(200).optional() }),
      },
    },
    async (req) => {
      const operator = await requirePlatformAdmin(ctx, req);
      const { kind } = req.params;
      const list = parseIdentifierText(POPULATION[kind], req.body.text);
      const run = await startRun(ctx, operator, kind, req.body.source?.trim() || 'Pasted list', list);
      return ok(run, `Looking up ${run.counts.pending} ${POPULATION[kind].label}(s)`);
    },
  );

  r.post(
    '/api/admin/population/:kind/file',
    {
      bodyLimit: MAX_FILE_BYTES,
      schema: {
        tags: TAGS,
        params: KindParams,
        querystring: z.object({ name: z.string().max(200).default('file') }),
      },
    },
    async (req) => {
      const operator = await requirePlatformAdmin(ctx, req);
      const { kind } = req.params;
      const body = req.body;
      if (!Buffer.isBuffer(body) || !body.length)
        throw badRequest('file', 'Send the file as the request body');
      const list = await parseIdentifierFile(POPULATION[kind], req.query.name, body);
      const run = await startRun(ctx, operator, kind, req.query.name, list);
      return ok(run, `Looking up ${run.counts.pending} ${POPULATION[kind].label}(s)`);
    },
  );

  r.get('/api/admin/population/:kind/runs', { schema: { tags: TAGS, params: KindParams } }, async (req) => {
    await requirePlatformAdmin(ctx, req);
    return ok(await inPlatform(ctx.db, (tx) => listRuns(tx, req.params.kind)));
  });

  r.get(
    '/api/admin/population/runs/:runId',
    {
      schema: {
        tags: TAGS,
        params: RunParams,
        querystring: z.object({
          outcome: z.enum([...OUTCOMES, 'warning']).optional(),
          page: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(500).default(100),
        }),
      },
    },
    async (req) => {
      await requirePlatformAdmin(ctx, req);
      return ok(
        await inPlatform(ctx.db, async (tx) => ({
          run: await getRun(tx, req.params.runId),
          items: await runItems(tx, req.params.runId, req.query),
        })),
      );
    },
  );

  r.post(
    '/api/admin/population/runs/:runId/retry',
    { schema: { tags: TAGS, params: RunParams } },
    async (req) => {
      const operator = await requirePlatformAdmin(ctx, req);
      const n = await inPlatform(ctx.db, async (tx) => {
        await getRun(tx, req.params.runId);
        const count = await requeueFailed(tx, req.params.runId);
        if (count)
          await writeAudit(tx, operator, {
            action: 'population.retry',
            target: req.params.runId,
            details: { items: count },
          });
        return count;
      });
      if (!n) throw notFound('This run has no failed lookups to retry');
      await enqueuePopulation(ctx, req.params.runId);
      return ok(await getRunFresh(ctx, req.params.runId), `Retrying ${n} lookup(s)`);
    },
  );

  r.get(
    '/api/admin/population/:kind/master',
    {
      schema: {
        tags: TAGS,
        params: KindParams,
        querystring: z.object({
          q: z.string().max(100).optional(),
          page: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(200).default(50),
        }),
      },
    },
    async (req) => {
      await requirePlatformAdmin(ctx, req);
      return ok(await inPlatform(ctx.db, (tx) => listMaster(tx, req.params.kind, req.query)));
    },
  );
};
