import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { orgAccess, requireWrite, type Tenant } from '../../lib/access';
import { ok } from '../../lib/http/envelope';
import { HttpError, notFound } from '../../lib/http/errors';
import { typed, type RouteModule } from '../../lib/http/route-types';
import type { ImportKind } from '../../lib/imports/import-kind';
import { commitImport, discardImport, previewImport } from '../../lib/imports/import-service';
import { IMPORT_LIMITS } from '../../lib/imports/limits';
import { importLog } from '../../lib/imports/pending-imports';
import { sampleWorkbook, templateWorkbook } from '../../lib/imports/template';
import { acceptUploads, uploadedFile } from '../../lib/imports/upload-body';
import { inOrg } from '../../db/tenant';

const KindParams = z.object({ orgId: z.string(), kind: z.string() });
const ImportParams = KindParams.extend({ id: z.string() });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function kindOf(ctx: AppContext, key: string): ImportKind {
  // Each area declares its imports (`ServerArea.imports`): the `{kind}` of the API is the import's key.
  const kind = ctx.areas.flatMap((a) => a.imports ?? []).find((k) => k.key === key);
  if (!kind) throw notFound(`No such import: ${key}`);
  return kind;
}

/** Who the log names: the user's email (an API key's creator), else their id. */
async function actorOf(ctx: AppContext, tenant: Tenant): Promise<string> {
  const user = await ctx.db.query.users
    .findFirst({ where: (u, { eq }) => eq(u.id, tenant.userId) })
    .catch(() => undefined);
  return user?.email ?? (tenant.apiKeyId ? `API key ${tenant.apiKeyId}` : tenant.userId);
}

async function writer(ctx: AppContext, req: FastifyRequest, orgId: string, kind: ImportKind) {
  const tenant = await orgAccess(ctx, req, orgId, kind.feature);
  requireWrite(tenant);
  return { tenant, actor: await actorOf(ctx, tenant) };
}

function attachment(name: string): string {
  return `attachment; filename="${name}"`;
}

export const importsRoutes: RouteModule = (app, ctx) => {
  acceptUploads(app);
  const r = typed(app);
  const tags = ['imports'];

  r.get('/api/o/:orgId/imports/:kind/spec', { schema: { tags, params: KindParams } }, async (req) => {
    const kind = kindOf(ctx, req.params.kind);
    await orgAccess(ctx, req, req.params.orgId, kind.feature);
    return ok({
      key: kind.key,
      label: kind.label,
      keyLabel: kind.keyLabel,
      fileStem: kind.fileStem,
      columns: kind.columns.map((c) => ({
        key: c.key,
        label: c.label,
        required: !!c.required,
        aliases: c.aliases ?? [],
        note: c.note ?? null,
        secret: !!c.secret,
      })),
      limits: { maxBytes: IMPORT_LIMITS.maxBytes, maxRows: IMPORT_LIMITS.maxRows },
      sample: !!kind.sampleRows?.(ctx)?.length,
    });
  });

  r.get(
    '/api/o/:orgId/imports/:kind/template',
    { schema: { tags, params: KindParams } },
    async (req, reply) => {
      const kind = kindOf(ctx, req.params.kind);
      await orgAccess(ctx, req, req.params.orgId, kind.feature);
      const file = await templateWorkbook(kind);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', attachment(`${kind.fileStem}-template.xlsx`))
        .send(file);
    },
  );

  r.get(
    '/api/o/:orgId/imports/:kind/sample',
    { schema: { tags, params: KindParams } },
    async (req, reply) => {
      const kind = kindOf(ctx, req.params.kind);
      await writer(ctx, req, req.params.orgId, kind);
      const rows = kind.sampleRows?.(ctx);
      if (!rows?.length) throw notFound('This import has no sample sheet here');
      const file = await sampleWorkbook(kind, rows);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', attachment(`${kind.fileStem}-sample.xlsx`))
        .send(file);
    },
  );

  r.post(
    '/api/o/:orgId/imports/:kind/preview',
    {
      schema: {
        tags,
        params: KindParams,
        querystring: z.object({ fileName: z.string().max(500).optional() }),
      },
    },
    async (req) => {
      const kind = kindOf(ctx, req.params.kind);
      const { tenant, actor } = await writer(ctx, req, req.params.orgId, kind);
      const upload = await uploadedFile(req, IMPORT_LIMITS.maxBytes);
      const preview = await previewImport(ctx, tenant, actor, kind, upload.fileName, upload.body);
      return ok(preview);
    },
  );

  r.post(
    '/api/o/:orgId/imports/:kind/:id/commit',
    {
      schema: {
        tags,
        params: ImportParams,
        body: z.object({ skipErrors: z.boolean().default(false) }).default({ skipErrors: false }),
      },
    },
    async (req) => {
      const kind = kindOf(ctx, req.params.kind);
      const { tenant, actor } = await writer(ctx, req, req.params.orgId, kind);
      try {
        const result = await commitImport(ctx, tenant, actor, kind, req.params.id, {
          ...req.body,
          // The rows are saved; what follows them (lookups queued) failing is only logged.
          onAfterCommitError: (err) => req.log.error({ err }, 'after an import commit'),
        });
        const c = result.counts;
        return ok(
          result,
          `Imported ${result.fileName}: ${c.new} new, ${c.updated} updated, ${c.unchanged} unchanged`,
        );
      } catch (err) {
        if (err instanceof HttpError) throw err;
        // The one transaction rolled back: nothing of the file was saved. Say so, not a bare 500.
        req.log.error({ err }, 'import commit failed');
        throw new HttpError(500, 'The import failed and nothing was saved; please try again');
      }
    },
  );

  r.delete('/api/o/:orgId/imports/:kind/:id', { schema: { tags, params: ImportParams } }, async (req) => {
    const kind = kindOf(ctx, req.params.kind);
    const { tenant } = await writer(ctx, req, req.params.orgId, kind);
    await discardImport(ctx, tenant, kind, req.params.id);
    return ok(null);
  });

  r.get('/api/o/:orgId/imports/:kind/log', { schema: { tags, params: KindParams } }, async (req) => {
    const kind = kindOf(ctx, req.params.kind);
    const tenant = await orgAccess(ctx, req, req.params.orgId, kind.feature);
    const entries = await inOrg(ctx.db, tenant.orgId, (tx) => importLog(tx, tenant.orgId, kind.key));
    return ok(entries);
  });
};
