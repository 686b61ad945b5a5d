import { z } from 'zod';
import { sql } from 'drizzle-orm';
import {
  filterStyles,
  parseListQuery,
  RecordDocumentsQuery,
  resourceOf,
  type ResourceDef,
  type SearchParams,
} from '@taxdesk/domain';
import { inOrg } from '../../db/tenant';
import { inTenant, orgAccess } from '../../lib/access';
import { ok } from '../../lib/http/envelope';
import { ListQueryString } from '../../lib/http/list-query-string';
import { notFound } from '../../lib/http/errors';
import { typed, type RouteModule } from '../../lib/http/route-types';
import { getRecordDetail, recordsDocuments } from '../../lib/records/detail';
import { exportCsv, exportXlsx } from '../../lib/records/export';
import { facetValues, listRecords } from '../../lib/records/list';
import { createEstimateCache } from '../../lib/records/list-estimates';
import { listPageAtOnce, pageBody } from '../../lib/records/list-page';
import { summarizeRecords } from '../../lib/records/summary';

const TypeParams = z.object({ orgId: z.string(), type: z.string() });

function resource(type: string): ResourceDef {
  const def = resourceOf(type);
  if (!def) throw notFound(`No such record type: ${type}`);
  return def;
}

/** The standard endpoints of every record type in the registry: list, facets, detail, export. */
export const recordsRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  const estimates = createEstimateCache();

  r.get(
    '/api/o/:orgId/records/:type',
    {
      schema: {
        tags: ['records'],
        summary: 'List records of a type',
        params: TypeParams,
        querystring: ListQueryString,
      },
      config: { sessionCheckedByRoute: true },
    },
    async (req, reply) => {
      const def = resource(req.params.type);
      const query = parseListQuery(req.query as SearchParams, filterStyles(def));
      // The usual page: one statement for session, membership, licence and rows.
      const page = await listPageAtOnce(ctx, req, req.params.orgId, { def, estimates }, query);
      if (page) return reply.type('application/json; charset=utf-8').send(pageBody(page));
      return ok(
        await inTenant(ctx, req, req.params.orgId, def.feature, (tx, t) =>
          listRecords(tx, { orgId: t.orgId, def, estimates }, query),
        ),
      );
    },
  );

  r.get(
    '/api/o/:orgId/records/:type/facets/:field',
    {
      schema: {
        tags: ['records'],
        summary: "Count a field's values in a list (facets)",
        params: TypeParams.extend({ field: z.string() }),
      },
    },
    async (req) => {
      const def = resource(req.params.type);
      return ok(
        await inTenant(ctx, req, req.params.orgId, def.feature, (tx, t) =>
          facetValues(tx, { orgId: t.orgId, def }, req.params.field),
        ),
      );
    },
  );

  r.get(
    '/api/o/:orgId/records/:type/summary',
    {
      schema: {
        tags: ['records'],
        summary: 'Sum up records of a type by a field',
        params: TypeParams,
        querystring: ListQueryString.extend({ by: z.string().min(1) }),
      },
    },
    async (req) => {
      const def = resource(req.params.type);
      const { by, ...rest } = req.query;
      const query = parseListQuery(rest as SearchParams, filterStyles(def));
      return ok(
        await inTenant(ctx, req, req.params.orgId, def.feature, (tx, t) =>
          summarizeRecords(tx, { orgId: t.orgId, def }, query, by),
        ),
      );
    },
  );

  r.get(
    '/api/o/:orgId/records/:type/item/*',
    {
      schema: {
        tags: ['records'],
        summary: 'Read a record with its documents, events and children',
        params: TypeParams.extend({ '*': z.string().min(1) }),
      },
    },
    async (req) => {
      const def = resource(req.params.type);
      // The key's parts arrive URI-encoded and joined by '/', as recordKey makes them.
      const key = req.params['*'];
      const detail = await inTenant(ctx, req, req.params.orgId, def.feature, (tx, t) =>
        getRecordDetail(tx, t.orgId, def, key),
      );
      if (!detail) throw notFound(`No such ${def.label.toLowerCase()}`);
      return ok(detail);
    },
  );

  r.get(
    '/api/o/:orgId/records/:type/documents',
    {
      schema: {
        tags: ['records'],
        summary: "The files of several records at once (a list page's rows)",
        params: TypeParams,
        querystring: RecordDocumentsQuery,
      },
    },
    async (req) => {
      const def = resource(req.params.type);
      return ok(
        await inTenant(ctx, req, req.params.orgId, def.feature, (tx, t) =>
          recordsDocuments(tx, t.orgId, def, req.query.keys),
        ),
      );
    },
  );

  r.get(
    '/api/o/:orgId/records/:type/export',
    {
      schema: {
        tags: ['records'],
        summary: 'Export a list of records (xlsx or csv)',
        params: TypeParams,
        querystring: ListQueryString.extend({ format: z.enum(['csv', 'xlsx']).default('xlsx') }),
      },
    },
    async (req, reply) => {
      const def = resource(req.params.type);
      const tenant = await orgAccess(ctx, req, req.params.orgId, def.feature);
      const { format, ...rest } = req.query;
      const query = parseListQuery(rest as SearchParams, filterStyles(def));
      const scope = { orgId: tenant.orgId, def };
      const stamp = ctx.now().toISOString().slice(0, 10);
      const name = `${def.plural.replace(/\s+/g, '-').toLowerCase()}-${stamp}.${format}`;
      reply.header('content-disposition', `attachment; filename="${name}"`);
      if (format === 'csv') {
        reply.type('text/csv; charset=utf-8');
        return reply.send(exportCsv(ctx.db, scope, query));
      }
      reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      return reply.send(exportXlsx(ctx.db, scope, query));
    },
  );

  r.get(
    '/api/o/:orgId/documents/:id',
    {
      schema: {
        tags: ['records'],
        summary: "Download a record's document",
        params: z.object({ orgId: z.string(), id: z.string().uuid() }),
      },
    },
    async (req, reply) => {
      const tenant = await orgAccess(ctx, req, req.params.orgId, null);
      const doc = await inOrg(ctx.db, tenant.orgId, async (tx) => {
        const found = await tx.execute<{
          type: string;
          file_name: string;
          content_type: string;
          content: Buffer;
        }>(
          sql`SELECT type, file_name, content_type, content FROM documents WHERE org_id = ${tenant.orgId} AND id = ${req.params.id}`,
        );
        return found.rows[0];
      });
      if (!doc) throw notFound('No such document');
      // The document belongs to a feature: its licence applies too.
      const def = resourceOf(doc.type);
      if (def?.feature) await orgAccess(ctx, req, req.params.orgId, def.feature);
      reply.type(doc.content_type);
      reply.header('content-disposition', `inline; filename="${doc.file_name.replace(/"/g, '')}"`);
      return reply.send(doc.content);
    },
  );
};
