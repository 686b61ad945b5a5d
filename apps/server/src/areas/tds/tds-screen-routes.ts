import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  DownloadRequestBody,
  Form16aZipQuery,
  yearLabel,
  NonFilersQuery,
  PAN_VERIFY_CACHE_DAYS,
  PanVerifyBody,
  type DownloadRequestAnswer,
  type PanVerifyAnswer,
} from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';
import { inTenant, requireWrite } from '../../lib/access';
import { ok } from '../../lib/http/envelope';
import { HttpError, badRequest, queueUnavailable } from '../../lib/http/errors';
import { typed, type RouteModule } from '../../lib/http/route-types';
import { startSyncBatch } from '../../lib/sync/batches';
import { userLabel } from '../../lib/user-label';
import { expandDownloadChoice } from './download-request-filing';
import { countForm16a, form16aZip } from './form16a-zip';
import { checkPanList } from './pan-verification';
import { nonFilers } from './non-filers';
import { DOWNLOAD_ASKS_OPTION, PAN_VERIFY_OPTION } from './tds-screen-modules';
import { tracesSyncPortal } from './tds-sync-portal';
import type { TdsForm } from './traces-api';

const OrgParams = z.object({ orgId: z.string() });

/** TANs the organisation has as TRACES logins (a request is filed in that TAN's own session). */
async function requireTans(tx: Tx, orgId: string, tans: readonly string[]): Promise<void> {
  const known = await tx.execute<{ login_id: string }>(sql`
    SELECT login_id FROM portal_credentials WHERE org_id = ${orgId} AND portal = ${tracesSyncPortal.key}
      AND login_id = ANY(${sql.param([...tans])}::text[])`);
  const have = new Set(known.rows.map((r) => r.login_id));
  const missing = tans.filter((t) => !have.has(t));
  if (missing.length) throw badRequest('tans', `No TRACES login for TAN ${missing.slice(0, 5).join(', ')}`);
}

function started(batchId: string | null, skipped: readonly string[]): string {
  if (batchId) return batchId;
  throw new HttpError(409, `Already syncing: ${skipped.join(', ')} has a TRACES sync queued or running`);
}

/** The TDS area's own screens: file download requests, verify PANs, list non-filers. */
export const tdsScreenRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);

  r.post(
    '/api/o/:orgId/tds/download-requests',
    { schema: { tags: ['tds'], params: OrgParams, body: DownloadRequestBody } },
    async (req) => {
      const choice = expandDownloadChoice(req.body);
      if (!choice.ok) throw badRequest('choice', choice.reason);
      const tans = [...new Set(choice.asks.map((a) => a.tan))];
      const plan = await inTenant(ctx, req, req.params.orgId, 'tds', async (tx, tenant) => {
        requireWrite(tenant);
        await requireTans(tx, tenant.orgId, tans);
        return { tenant, by: await userLabel(tx, tenant.userId) };
      });
      if (!ctx.boss) throw queueUnavailable();
      const result = await startSyncBatch(ctx, plan.tenant.orgId, tracesSyncPortal, {
        accounts: tans.map((accountKey) => ({ accountKey })),
        // Download tracking files them, then reads the list back at once, so the new requests
        // show with TRACES' status.
        modules: ['downloads'],
        trigger: 'manual',
        startedBy: plan.by,
        startedByUser: plan.tenant.userId,
        options: { [DOWNLOAD_ASKS_OPTION]: choice.asks },
      });
      const answer: DownloadRequestAnswer = {
        batchId: started(result.batchId, result.skipped),
        runIds: result.runIds,
        skipped: result.skipped,
        requests: choice.asks.filter((a) => !result.skipped.includes(a.tan)).length,
      };
      return ok(answer, `Filing ${answer.requests} request(s) on TRACES for ${result.runIds.length} TAN(s)`);
    },
  );

  r.post(
    '/api/o/:orgId/tds/pan-verification',
    { schema: { tags: ['tds'], params: OrgParams, body: PanVerifyBody } },
    async (req) => {
      // The list's layout is checked before anything else: no portal call for a bad list.
      const list = checkPanList(req.body.lines, req.body.form);
      if (!list.ok)
        throw new HttpError(
          400,
          `The list has ${list.errors.length} problem(s): ${list.errors
            .slice(0, 10)
            .map((e) => (e.line ? `line ${e.line} "${e.value}": ${e.reason}` : e.reason))
            .join('; ')}`,
          list.errors.map((e) => ({
            field: e.line ? `line ${e.line}` : 'list',
            message: `${e.value}: ${e.reason}`,
          })),
        );
      const tan = req.body.tan.toUpperCase();
      const plan = await inTenant(ctx, req, req.params.orgId, 'tds', async (tx, tenant) => {
        requireWrite(tenant);
        await requireTans(tx, tenant.orgId, [tan]);
        const since = new Date(ctx.now().getTime() - PAN_VERIFY_CACHE_DAYS * 86_400_000)
          .toISOString()
          .slice(0, 10);
        const fresh = req.body.refresh
          ? []
          : (
              await tx.execute<{ pan: string }>(sql`
                SELECT data->>'pan' AS pan FROM records WHERE org_id = ${tenant.orgId} AND type = 'panVerification'
                  AND removed_at IS NULL AND data->>'tan' = ${tan} AND data->>'verifiedOn' >= ${since}
                  AND data->>'pan' = ANY(${sql.param(list.pans)}::text[])`)
            ).rows.map((row) => row.pan);
        return { tenant, fresh, by: await userLabel(tx, tenant.userId) };
      });
      const asked = list.pans.filter((p) => !plan.fresh.includes(p));
      const answer: PanVerifyAnswer = { batchId: null, asked, cached: plan.fresh };
      if (!asked.length)
        return ok(
          answer,
          `All ${plan.fresh.length} PAN(s) were verified in the last ${PAN_VERIFY_CACHE_DAYS} days`,
        );
      if (!ctx.boss) throw queueUnavailable();
      const result = await startSyncBatch(ctx, plan.tenant.orgId, tracesSyncPortal, {
        accounts: [{ accountKey: tan }],
        modules: ['panVerify'],
        trigger: 'manual',
        startedBy: plan.by,
        startedByUser: plan.tenant.userId,
        options: { [PAN_VERIFY_OPTION]: { pans: asked, form: req.body.form as TdsForm } },
      });
      answer.batchId = started(result.batchId, result.skipped);
      return ok(answer, `Verifying ${asked.length} PAN(s) on TRACES`);
    },
  );

  r.get(
    '/api/o/:orgId/tds/form16a-zip',
    { schema: { tags: ['tds'], params: OrgParams, querystring: Form16aZipQuery } },
    async (req, reply) => {
      const choice = {
        finYr: yearLabel(req.query.fy),
        quarter: `Q${req.query.quarter}`,
        tans: (req.query.tans ?? '')
          .split(',')
          .map((t) => t.trim().toUpperCase())
          .filter(Boolean),
      };
      const { orgId, files } = await inTenant(ctx, req, req.params.orgId, 'tds', async (tx, t) => ({
        orgId: t.orgId,
        files: await countForm16a(tx, t.orgId, choice),
      }));
      if (files === 0)
        throw badRequest('quarter', `No Form 16A downloaded for ${choice.finYr} ${choice.quarter} yet`);
      let gone = false;
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) gone = true;
      });
      reply.header(
        'content-disposition',
        `attachment; filename="form16a-${orgId}-${choice.finYr}-${choice.quarter}.zip"`,
      );
      reply.header('cache-control', 'no-store');
      reply.type('application/zip');
      return reply.send(await form16aZip(ctx.db, orgId, choice, () => gone));
    },
  );

  r.get(
    '/api/o/:orgId/tds/non-filers',
    { schema: { tags: ['tds'], params: OrgParams, querystring: NonFilersQuery } },
    async (req) =>
      ok(
        await inTenant(ctx, req, req.params.orgId, 'tds', (tx, tenant) =>
          nonFilers(tx, tenant.orgId, req.query, ctx.now()),
        ),
      ),
  );
};
