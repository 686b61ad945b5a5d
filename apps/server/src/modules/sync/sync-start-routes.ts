import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { PasswordBody, RetryFailuresBody, StartSyncBody, type SyncPortalInfo } from '@taxdesk/domain';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/tenant';
import { areaByKey } from '../../lib/areas/server-area';
import { inTenant, requireWrite } from '../../lib/access';
import { ok } from '../../lib/http/envelope';
import { badRequest, HttpError, queueUnavailable } from '../../lib/http/errors';
import { typed, type RouteModule } from '../../lib/http/route-types';
import { allAccountKeys, syncAccounts } from '../../lib/sync/accounts';
import { loadAreaSettings } from '../../lib/sync/area-settings';
import { startSyncBatch, type BatchStarted } from '../../lib/sync/batches';
import { ACCOUNT_FAILURE, openFailures } from '../../lib/sync/failures';
import { loginIdOf, updateLoginPassword } from '../../lib/sync/logins';
import type { SyncPortal } from '../../lib/sync/sync-portal';
import { userLabel } from '../../lib/user-label';
import { portalOf } from './sync-portals';

const Params = z.object({ orgId: z.string(), portal: z.string().max(40) });

/** Modules a sync runs unless told otherwise: the area's settings for its first portal, else all. */
async function defaultModules(ctx: AppContext, tx: Tx, orgId: string, portal: SyncPortal): Promise<string[]> {
  const keys = portal.modules.map((m) => m.key);
  const area = areaByKey(ctx.areas, portal.area);
  if (area?.portals[0]?.key !== portal.key) return keys;
  return (await loadAreaSettings(tx, orgId, portal.area, keys)).modules;
}

async function staleDays(ctx: AppContext, tx: Tx, orgId: string, portal: SyncPortal): Promise<number> {
  return (
    await loadAreaSettings(
      tx,
      orgId,
      portal.area,
      portal.modules.map((m) => m.key),
    )
  ).staleAfterDays;
}

function requireStarted(result: BatchStarted): BatchStarted & { batchId: string } {
  if (!result.batchId)
    throw new HttpError(
      409,
      `Already syncing: ${result.skipped.length} account(s) have a sync queued or running`,
    );
  return result as BatchStarted & { batchId: string };
}

function startedNote(result: BatchStarted, portal: SyncPortal): string {
  const note = result.skipped.length ? `; ${result.skipped.length} already syncing` : '';
  return `Sync started for ${result.runIds.length} ${portal.accountLabel}(s)${note}`;
}

/** The accounts a start names (each checked, each an account of the organisation), or all of them. */
async function chosenAccounts(
  tx: Tx,
  orgId: string,
  portal: SyncPortal,
  body: StartSyncBody,
): Promise<string[]> {
  if (body.accounts?.length) {
    const keys = [...new Set(body.accounts.map((k) => loginIdOf(portal, k)))];
    const known = await tx.execute<{ key: string }>(sql`
      SELECT key FROM records WHERE org_id = ${orgId} AND type = ${portal.accountType} AND removed_at IS NULL
        AND key = ANY(${sql.param(keys)}::text[])`);
    const have = new Set(known.rows.map((r) => r.key));
    const missing = portal.login === 'none' ? [] : keys.filter((k) => !have.has(k));
    if (missing.length)
      throw badRequest(
        'accounts',
        `No such ${portal.accountLabel}: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? '…' : ''}`,
      );
    return keys;
  }
  if (!body.groups?.length && !body.branches?.length) return allAccountKeys(tx, orgId, portal);
  const groups = body.groups?.length
    ? sql`AND data->>'group' = ANY(${sql.param(body.groups)}::text[])`
    : sql``;
  const branches = body.branches?.length
    ? sql`AND data->>'branch' = ANY(${sql.param(body.branches)}::text[])`
    : sql``;
  const r = await tx.execute<{ key: string }>(sql`
    SELECT key FROM records WHERE org_id = ${orgId} AND type = ${portal.accountType} AND removed_at IS NULL ${groups} ${branches}
    ORDER BY key`);
  return r.rows.map((row) => row.key);
}

/**
 * Starting syncs of any portal: all or chosen accounts and modules, a retry of failed items, the
 * accounts with their state, and a new password for a blocked login.
 */
export const syncStartRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);

  r.get('/api/o/:orgId/sync/:portal', { schema: { tags: ['sync'], params: Params } }, async (req) => {
    const portal = portalOf(ctx, req.params.portal);
    const info: SyncPortalInfo = await inTenant(
      ctx,
      req,
      req.params.orgId,
      portal.feature,
      async (tx, tenant) => ({
        key: portal.key,
        area: portal.area,
        accountLabel: portal.accountLabel,
        accountType: portal.accountType,
        keyField: portal.keyField,
        modules: portal.modules.map((m) => ({ key: m.key, label: m.label })),
        defaultModules: await defaultModules(ctx, tx, tenant.orgId, portal),
        login: portal.login,
      }),
    );
    return ok(info);
  });

  r.post(
    '/api/o/:orgId/sync/:portal/batches',
    { schema: { tags: ['sync'], params: Params, body: StartSyncBody.default({}) } },
    async (req) => {
      const portal = portalOf(ctx, req.params.portal);
      const known = portal.modules.map((m) => m.key);
      const unknown = (req.body.modules ?? []).filter((m) => !known.includes(m));
      if (unknown.length) throw badRequest('modules', `Unknown sync module: ${unknown.join(', ')}`);
      const plan = await inTenant(ctx, req, req.params.orgId, portal.feature, async (tx, tenant) => {
        requireWrite(tenant);
        const accounts = await chosenAccounts(tx, tenant.orgId, portal, req.body);
        if (!accounts.length)
          throw badRequest(
            'accounts',
            `There are no ${portal.accountLabel.toLowerCase()}s to sync; add one first`,
          );
        const modules = req.body.modules?.length
          ? req.body.modules
          : await defaultModules(ctx, tx, tenant.orgId, portal);
        return { tenant, accounts, modules, by: await userLabel(tx, tenant.userId) };
      });
      if (!ctx.boss) throw queueUnavailable();
      const result = requireStarted(
        await startSyncBatch(ctx, plan.tenant.orgId, portal, {
          accounts: plan.accounts.map((accountKey) => ({ accountKey })),
          modules: plan.modules,
          trigger: 'manual',
          startedBy: plan.by,
          startedByUser: plan.tenant.userId,
          options: req.body.accounts?.length ? undefined : portal.batchOptions,
        }),
      );
      return ok(result, startedNote(result, portal));
    },
  );

  r.get(
    '/api/o/:orgId/sync/:portal/accounts',
    { schema: { tags: ['sync'], params: Params } },
    async (req) => {
      const portal = portalOf(ctx, req.params.portal);
      return ok(
        await inTenant(ctx, req, req.params.orgId, portal.feature, async (tx, tenant) =>
          syncAccounts(tx, tenant.orgId, portal, ctx.now(), await staleDays(ctx, tx, tenant.orgId, portal)),
        ),
      );
    },
  );

  r.post(
    '/api/o/:orgId/sync/:portal/failures/retry',
    { schema: { tags: ['sync'], params: Params, body: RetryFailuresBody.default({}) } },
    async (req) => {
      const portal = portalOf(ctx, req.params.portal);
      const plan = await inTenant(ctx, req, req.params.orgId, portal.feature, async (tx, tenant) => {
        requireWrite(tenant);
        const items = await openFailures(tx, tenant.orgId, portal.key, req.body.ids);
        if (!items.length)
          throw badRequest(
            'ids',
            req.body.ids?.length ? 'Those items are no longer failing' : 'Nothing to retry',
          );
        const defaults = await defaultModules(ctx, tx, tenant.orgId, portal);
        // Each account re-runs the modules that failed for it; a run that failed as a whole, all of them.
        const byAccount = new Map<string, Set<string>>();
        for (const item of items) {
          const set = byAccount.get(item.accountKey) ?? new Set<string>();
          const known = portal.modules.some((m) => m.key === item.module);
          if (item.module === ACCOUNT_FAILURE.module || !known) defaults.forEach((m) => set.add(m));
          else set.add(item.module);
          byAccount.set(item.accountKey, set);
        }
        return {
          tenant,
          defaults,
          accounts: [...byAccount].map(([accountKey, modules]) => ({ accountKey, modules: [...modules] })),
          by: await userLabel(tx, tenant.userId),
        };
      });
      if (!ctx.boss) throw queueUnavailable();
      const result = requireStarted(
        await startSyncBatch(ctx, plan.tenant.orgId, portal, {
          accounts: plan.accounts,
          modules: plan.defaults,
          trigger: 'retry',
          startedBy: plan.by,
          startedByUser: plan.tenant.userId,
        }),
      );
      return ok(result, `Retry started for ${result.runIds.length} ${portal.accountLabel}(s)`);
    },
  );

  r.put(
    '/api/o/:orgId/sync/:portal/logins/:loginId/password',
    {
      schema: { tags: ['sync'], params: Params.extend({ loginId: z.string().max(100) }), body: PasswordBody },
    },
    async (req) => {
      const portal = portalOf(ctx, req.params.portal);
      if (portal.login !== 'password') throw badRequest('portal', 'This portal signs in without a password');
      const loginId = await inTenant(ctx, req, req.params.orgId, portal.feature, async (tx, tenant) => {
        requireWrite(tenant);
        return updateLoginPassword(ctx, tx, tenant.orgId, portal, req.params.loginId, req.body.password);
      });
      return ok({ loginId }, 'Password updated: the next sync tries it');
    },
  );
};
