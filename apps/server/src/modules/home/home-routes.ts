import { z } from 'zod';
import {
  filterStyles,
  isoDayInIndia,
  parseListQuery,
  resourceOf,
  splitWorkItemKey,
  WORK_ITEM,
  WORK_STATUS,
  type HomeSummary,
  type SearchParams,
} from '@taxdesk/domain';
import { inOrg } from '../../db/tenant';
import { inTenant, orgAccess, requireWrite } from '../../lib/access';
import { ok } from '../../lib/http/envelope';
import { badRequest, forbidden, notFound } from '../../lib/http/errors';
import { ListQueryString } from '../../lib/http/list-query-string';
import { typed, type RouteModule } from '../../lib/http/route-types';
import { csvOf, EXPORT_ROW_LIMIT, exportFields, xlsxOf } from '../../lib/records/export';
import { actorOf, MAX_BULK_KEYS, setWork } from '../../lib/records/work';
import { listWorkItems, workFilter, workListTypes, type WorkFilter } from '../../lib/records/work-items';
import { homeCoverage, homeQueues, homeStakes } from './home-attention';
import { homeFigures } from './home-figures';
import { readHomeVisit, recordHomeVisit } from './home-visit';
import { workListFacets } from './work-list-facets';
import type { Db } from '../../db/pool';
import type { ListQuery, RecordRow } from '@taxdesk/domain';

const OrgParams = z.object({ orgId: z.string() });
const tags = ['Home'];
const STYLES = filterStyles(WORK_ITEM);

/** The export reads the Work list page by page, each page its own short transaction. */
async function* allWorkItems(db: Db, filter: WorkFilter, query: ListQuery): AsyncGenerator<RecordRow> {
  let cursor: string | undefined;
  let sent = 0;
  do {
    const page = await inOrg(db, filter.orgId, (tx) =>
      listWorkItems(tx, filter, { ...query, cursor, limit: 200 }, false),
    );
    for (const row of page.rows) {
      if (sent++ >= EXPORT_ROW_LIMIT) return;
      yield row;
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/** Home (what needs the member today) and the Work list across areas: issue 24, parts 1 and 2. */
export const homeRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);

  r.get(
    '/api/o/:orgId/home',
    {
      schema: {
        tags,
        summary: "What needs the member today, across the licence's areas",
        params: OrgParams,
        // Opening Home records the visit: a request with anything unexpected is refused, not counted as one.
        querystring: z.object({}).strict(),
      },
    },
    async (req) =>
      ok<HomeSummary>(
        await inTenant(ctx, req, req.params.orgId, null, async (tx, t) => {
          if (t.apiKeyId) throw notFound('Home belongs to members, not API keys');
          const now = ctx.now();
          const today = isoDayInIndia(now);
          const visit = await readHomeVisit(tx, t.orgId, t.userId);
          const types = workListTypes(t.info, now);
          const figures = await homeFigures(tx, t.orgId, types, today, { ...visit, userId: t.userId });
          const stakes = await homeStakes(tx, t.orgId, t.info, now);
          const coverage = await homeCoverage(ctx, tx, t.orgId, t.info, now);
          const queues = await homeQueues(tx, t.orgId);
          await recordHomeVisit(tx, t.orgId, t.userId, now);
          return {
            today,
            lastVisitAt: visit.lastVisitAt,
            figures,
            stakes,
            attention: {
              ...queues,
              loginsBlocked: coverage.reduce((sum, c) => sum + c.loginBlocked, 0),
              coverage,
            },
          };
        }),
      ),
  );

  r.get(
    '/api/o/:orgId/work-list',
    {
      schema: {
        tags,
        summary: 'List records with a due date or a work status across areas',
        params: OrgParams,
        querystring: ListQueryString,
      },
    },
    async (req) => {
      const query = parseListQuery(req.query as SearchParams, STYLES);
      return ok(
        await inTenant(ctx, req, req.params.orgId, null, async (tx, t) => {
          const filter = await workFilter(tx, t.orgId, workListTypes(t.info, ctx.now()), query);
          return listWorkItems(tx, filter, query);
        }),
      );
    },
  );

  r.get(
    '/api/o/:orgId/work-list/facets/:field',
    {
      schema: {
        tags,
        summary: "The Work list's values of a filter, with counts",
        params: OrgParams.extend({ field: z.string().max(40) }),
      },
    },
    async (req) =>
      ok(
        await inTenant(ctx, req, req.params.orgId, null, async (tx, t) => {
          const facets = await workListFacets(
            tx,
            t.orgId,
            workListTypes(t.info, ctx.now()),
            req.params.field,
          );
          if (!facets) throw notFound(`The Work list has no filter ${req.params.field}`);
          return facets;
        }),
      ),
  );

  r.get(
    '/api/o/:orgId/work-list/export',
    {
      schema: {
        tags,
        summary: 'Export the Work list (xlsx or csv)',
        params: OrgParams,
        querystring: ListQueryString.extend({ format: z.enum(['csv', 'xlsx']).default('xlsx') }),
      },
    },
    async (req, reply) => {
      const { format, ...rest } = req.query;
      const query = parseListQuery(rest as SearchParams, STYLES);
      const tenant = await orgAccess(ctx, req, req.params.orgId, null);
      // The filter is checked (400) before the first byte goes out.
      const filter = await inOrg(ctx.db, tenant.orgId, (tx) =>
        workFilter(tx, tenant.orgId, workListTypes(tenant.info, ctx.now()), query),
      );
      if (query.sort && query.sort !== 'dueOn') throw badRequest('sort', 'The Work list sorts by due date');
      const rows = allWorkItems(ctx.db, filter, query);
      const fields = exportFields(WORK_ITEM, query).filter(
        (f) => f.key !== 'state' && f.key !== 'firstSeenAt',
      );
      reply.header(
        'content-disposition',
        `attachment; filename="work-${ctx.now().toISOString().slice(0, 10)}.${format}"`,
      );
      if (format === 'csv') {
        reply.type('text/csv; charset=utf-8');
        return reply.send(csvOf(fields, rows));
      }
      reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      return reply.send(xlsxOf('Work', fields, rows));
    },
  );

  r.post(
    '/api/o/:orgId/work-list/bulk',
    {
      schema: {
        tags,
        summary: 'Set the work status or assignee of many records of several types',
        params: OrgParams,
        body: z
          .object({
            keys: z.array(z.string().min(1)).min(1, 'Choose at least one record').max(MAX_BULK_KEYS),
            status: z.enum(Object.keys(WORK_STATUS) as [keyof typeof WORK_STATUS]).optional(),
            assignee: z.string().trim().max(320).nullable().optional(),
          })
          .strict(),
      },
    },
    async (req) => {
      const { keys, ...change } = req.body;
      const byType = new Map<string, string[]>();
      for (const itemKey of keys) {
        const item = splitWorkItemKey(itemKey);
        if (!item || !resourceOf(item.type)) throw badRequest('keys', `Not a Work list record: ${itemKey}`);
        byType.set(item.type, [...(byType.get(item.type) ?? []), item.key]);
      }
      const result = await inTenant(ctx, req, req.params.orgId, null, async (tx, t) => {
        requireWrite(t);
        const now = ctx.now();
        const licensed = new Set(workListTypes(t.info, now).map((d) => d.type));
        const actor = await actorOf(tx, t.userId);
        let changed = 0;
        let unchanged = 0;
        let skipped = 0;
        for (const [type, typeKeys] of byType) {
          const def = resourceOf(type)!;
          if (!licensed.has(type)) throw forbidden();
          // A record without work (a demand, a hearing) has no status or assignee to set.
          if (!def.work) {
            skipped += typeKeys.length;
            continue;
          }
          const done = await setWork(tx, t.orgId, def, typeKeys, change, actor);
          changed += done.changed.length;
          unchanged += done.unchanged.length;
        }
        return { changed, unchanged, skipped };
      });
      const note = result.skipped ? `; ${result.skipped} without a work status left as they were` : '';
      return ok(result, result.changed ? `${result.changed} updated${note}` : `Nothing to change${note}`);
    },
  );
};
