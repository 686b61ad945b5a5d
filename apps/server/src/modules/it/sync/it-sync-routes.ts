import { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import { checkPan, type SyncModuleOption } from '@taxdesk/domain';
import type { AppContext } from '../../../context';
import { users } from '../../../db/schema';
import { inOrg, type Tx } from '../../../db/tenant';
import { inTenant, orgAccess, requireWrite, type Tenant } from '../../../lib/access';
import { ok } from '../../../lib/http/envelope';
import { badRequest, forbidden, HttpError, queueUnavailable } from '../../../lib/http/errors';
import { typed, type RouteModule } from '../../../lib/http/route-types';
import { ItSettingsSchema, loadItSettings, nextDailyRun, saveItSettings } from './it-settings';
import { syncAccounts } from '../../../lib/sync/accounts';
import { itSyncPortal } from './it-sync-portal';
import { ACCOUNT_FAILURE, openFailures } from './it-sync-failures';
import { refreshItScheduleRelay, startItSyncBatch, type BatchStarted } from './it-sync-jobs';
import { IT_SYNC_MODULES } from './it-sync-modules';
import { applySchedule } from '../../../lib/sync/schedule';

const OrgParams = z.object({ orgId: z.string() });
const ModuleKey = z.string().refine((k) => IT_SYNC_MODULES.some((m) => m.key === k), 'Unknown sync module');
const Names = z.array(z.string().trim().min(1).max(200)).max(500).optional();

const MODULE_OPTIONS = (): SyncModuleOption[] => IT_SYNC_MODULES.map((m) => ({ key: m.key, label: m.label }));

async function userLabel(tx: Tx, userId: string): Promise<string> {
  const [u] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return u?.name || u?.email || 'a user';
}

function requireQueue(ctx: AppContext): void {
  if (!ctx.boss) throw queueUnavailable();
}

/** Every chosen account already has a run queued or running: say so rather than start nothing. */
function requireStarted(result: BatchStarted): BatchStarted & { batchId: string } {
  if (!result.batchId)
    throw new HttpError(
      409,
      `Already syncing: ${result.skipped.length} account(s) have a sync queued or running`,
    );
  return result as BatchStarted & { batchId: string };
}

function started(result: BatchStarted, what = 'account'): string {
  const note = result.skipped.length ? `; ${result.skipped.length} already syncing` : '';
  return `Sync started for ${result.runIds.length} ${what}(s)${note}`;
}

/** PANs the request names (each checked, each an account of the organisation), or all, by group/branch. */
async function chosenPans(
  tx: Tx,
  orgId: string,
  body: { pans?: string[]; groups?: string[]; branches?: string[] },
): Promise<string[]> {
  if (body.pans?.length) {
    const pans = body.pans.map((p) => {
      const c = checkPan(p);
      if (!c.ok) throw badRequest('pans', `${p}: ${c.reason}`);
      return c.value;
    });
    const known = await tx.execute<{ key: string }>(sql`
      SELECT key FROM records WHERE org_id = ${orgId} AND type = 'itAccount' AND removed_at IS NULL
        AND key = ANY(${sql.param(pans)}::text[])`);
    const have = new Set(known.rows.map((r) => r.key));
    const missing = pans.filter((p) => !have.has(p));
    if (missing.length)
      throw badRequest(
        'pans',
        `No such PAN account: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? '…' : ''}`,
      );
    return [...new Set(pans)];
  }
  const groups = body.groups?.length
    ? sql`AND data->>'group' = ANY(${sql.param(body.groups)}::text[])`
    : sql``;
  const branches = body.branches?.length
    ? sql`AND data->>'branch' = ANY(${sql.param(body.branches)}::text[])`
    : sql``;
  const all = await tx.execute<{ key: string }>(sql`
    SELECT key FROM records WHERE org_id = ${orgId} AND type = 'itAccount' AND removed_at IS NULL ${groups} ${branches}
    ORDER BY key`);
  return all.rows.map((r) => r.key);
}

function requireSettingsEditor(tenant: Tenant): void {
  if (tenant.role !== 'owner' && tenant.role !== 'admin')
    throw forbidden('Only owners and admins change the income-tax settings');
}

/** Income-tax sync: start a batch (all or chosen accounts and modules), accounts' state, retries, settings. */
export const itSyncRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);

  r.post(
    '/api/o/:orgId/it/sync',
    {
      schema: {
        tags: ['income tax'],
        params: OrgParams,
        body: z
          .object({
            pans: z.array(z.string()).max(20_000).optional(),
            groups: Names,
            branches: Names,
            modules: z.array(ModuleKey).max(50).optional(),
          })
          .default({}),
      },
    },
    async (req) => {
      const plan = await inTenant(ctx, req, req.params.orgId, 'it', async (tx, tenant) => {
        requireWrite(tenant);
        const pans = await chosenPans(tx, tenant.orgId, req.body);
        if (pans.length === 0) throw badRequest('pans', 'There are no PAN accounts to sync; add one first');
        const modules = req.body.modules?.length
          ? req.body.modules
          : (await loadItSettings(tx, tenant.orgId)).modules;
        return { tenant, pans, modules, by: await userLabel(tx, tenant.userId) };
      });
      requireQueue(ctx);
      const result = requireStarted(
        await startItSyncBatch(ctx, plan.tenant.orgId, {
          accounts: plan.pans.map((pan) => ({ pan })),
          modules: plan.modules,
          trigger: 'manual',
          startedBy: plan.by,
          startedByUser: plan.tenant.userId,
        }),
      );
      return ok(result, started(result, 'account'));
    },
  );

  r.get(
    '/api/o/:orgId/it/sync/status',
    { schema: { tags: ['income tax'], params: OrgParams } },
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

  r.get(
    '/api/o/:orgId/it/sync/accounts',
    { schema: { tags: ['income tax'], params: OrgParams } },
    async (req) =>
      ok(
        await inTenant(ctx, req, req.params.orgId, 'it', async (tx, tenant) => {
          const settings = await loadItSettings(tx, tenant.orgId);
          return syncAccounts(tx, tenant.orgId, itSyncPortal, ctx.now(), settings.staleAfterDays);
        }),
      ),
  );

  r.post(
    '/api/o/:orgId/it/sync/failures/retry',
    {
      schema: {
        tags: ['income tax'],
        params: OrgParams,
        body: z.object({ ids: z.array(z.number().int().positive()).max(10_000).optional() }).default({}),
      },
    },
    async (req) => {
      const plan = await inTenant(ctx, req, req.params.orgId, 'it', async (tx, tenant) => {
        requireWrite(tenant);
        const items = await openFailures(tx, tenant.orgId, req.body.ids);
        if (!items.length)
          throw badRequest(
            'ids',
            req.body.ids?.length ? 'Those items are no longer failing' : 'Nothing to retry',
          );
        const settings = await loadItSettings(tx, tenant.orgId);
        // Each account re-runs the modules that failed for it; a run that failed as a whole, all of them.
        const byAccount = new Map<string, Set<string>>();
        for (const item of items) {
          const set = byAccount.get(item.accountKey) ?? new Set<string>();
          const known = IT_SYNC_MODULES.some((m) => m.key === item.module);
          if (item.module === ACCOUNT_FAILURE.module || !known) settings.modules.forEach((m) => set.add(m));
          else set.add(item.module);
          byAccount.set(item.accountKey, set);
        }
        return {
          tenant,
          settings,
          accounts: [...byAccount].map(([pan, modules]) => ({ pan, modules: [...modules] })),
          by: await userLabel(tx, tenant.userId),
        };
      });
      requireQueue(ctx);
      const result = requireStarted(
        await startItSyncBatch(ctx, plan.tenant.orgId, {
          accounts: plan.accounts,
          modules: plan.settings.modules,
          trigger: 'retry',
          startedBy: plan.by,
          startedByUser: plan.tenant.userId,
        }),
      );
      return ok(result, `Retry ${started(result, 'account').replace('Sync started', 'started')}`);
    },
  );

  r.get('/api/o/:orgId/it/settings', { schema: { tags: ['income tax'], params: OrgParams } }, async (req) =>
    ok(
      await inTenant(ctx, req, req.params.orgId, 'it', async (tx, tenant) => {
        const settings = await loadItSettings(tx, tenant.orgId);
        const { schedule } = settings;
        return {
          settings,
          modules: MODULE_OPTIONS(),
          nextRunAt: schedule.enabled
            ? nextDailyRun(schedule.time, schedule.timezone, ctx.now()).toISOString()
            : null,
          canEdit: tenant.role === 'owner' || tenant.role === 'admin',
        };
      }),
    ),
  );

  r.put(
    '/api/o/:orgId/it/settings',
    { schema: { tags: ['income tax'], params: OrgParams, body: ItSettingsSchema } },
    async (req) => {
      const { previous } = await inTenant(ctx, req, req.params.orgId, 'it', async (tx, tenant) => {
        requireWrite(tenant);
        requireSettingsEditor(tenant);
        if (req.body.schedule.enabled) requireQueue(ctx);
        const before = await loadItSettings(tx, tenant.orgId);
        await saveItSettings(tx, tenant.orgId, req.body, await userLabel(tx, tenant.userId));
        return { previous: before.schedule };
      });
      if (ctx.boss) {
        await applySchedule(ctx.boss, ctx.pools, req.body.schedule, previous);
        await refreshItScheduleRelay();
      }
      const { schedule } = req.body;
      const nextRunAt = schedule.enabled ? nextDailyRun(schedule.time, schedule.timezone, ctx.now()) : null;
      return ok(
        {
          settings: req.body,
          modules: MODULE_OPTIONS(),
          nextRunAt: nextRunAt?.toISOString() ?? null,
          canEdit: true,
        },
        'Income-tax settings saved',
      );
    },
  );
};
