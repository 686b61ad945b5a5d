import { z } from 'zod';
import type { AppContext } from '../../context';
import { inTenant, requireWrite, type Tenant } from '../../lib/access';
import { areaByKey, type ServerArea } from '../../lib/areas/server-area';
import { ok } from '../../lib/http/envelope';
import { badRequest, forbidden, notFound } from '../../lib/http/errors';
import { typed, type RouteModule } from '../../lib/http/route-types';
import {
  areaSettingsSchema,
  loadAreaSettings,
  nextDailyRun,
  saveAreaSettings,
  type AreaSettings,
} from '../../lib/sync/area-settings';
import { applySchedule } from '../../lib/sync/schedule';
import { userLabel } from '../../lib/user-label';

const Params = z.object({ orgId: z.string(), area: z.string().max(40) });

function areaOf(ctx: AppContext, key: string): ServerArea & { modules: { key: string; label: string }[] } {
  const area = areaByKey(ctx.areas, key);
  const first = area?.portals[0];
  if (!area || !first) throw notFound('Unknown area');
  return { ...area, modules: first.modules.map((m) => ({ key: m.key, label: m.label })) };
}

function answer(
  ctx: AppContext,
  settings: AreaSettings,
  modules: { key: string; label: string }[],
  tenant: Tenant,
) {
  const { schedule } = settings;
  return {
    settings,
    modules,
    nextRunAt: schedule.enabled
      ? nextDailyRun(schedule.time, schedule.timezone, ctx.now()).toISOString()
      : null,
    canEdit: tenant.role === 'owner' || tenant.role === 'admin',
  };
}

/** Any area's settings (modules, daily schedule, alert recipients, reminder days, stale days). */
export const areaSettingsRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);

  r.get('/api/o/:orgId/areas/:area/settings', { schema: { tags: ['sync'], params: Params } }, async (req) => {
    const area = areaOf(ctx, req.params.area);
    const keys = area.modules.map((m) => m.key);
    return ok(
      await inTenant(ctx, req, req.params.orgId, area.def.feature, async (tx, tenant) =>
        answer(ctx, await loadAreaSettings(tx, tenant.orgId, area.def.key, keys), area.modules, tenant),
      ),
    );
  });

  r.put('/api/o/:orgId/areas/:area/settings', { schema: { tags: ['sync'], params: Params } }, async (req) => {
    const area = areaOf(ctx, req.params.area);
    const parsed = areaSettingsSchema(area.modules.map((m) => m.key)).safeParse(req.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw badRequest(issue.path.join('.') || 'body', issue.message);
    }
    const settings = parsed.data;
    const keys = area.modules.map((m) => m.key);
    const { result, previous } = await inTenant(
      ctx,
      req,
      req.params.orgId,
      area.def.feature,
      async (tx, tenant) => {
        requireWrite(tenant);
        if (tenant.role !== 'owner' && tenant.role !== 'admin')
          throw forbidden(`Only owners and admins change the ${area.def.label} settings`);
        const before = await loadAreaSettings(tx, tenant.orgId, area.def.key, keys);
        await saveAreaSettings(tx, tenant.orgId, area.def.key, settings, await userLabel(tx, tenant.userId));
        return { result: answer(ctx, settings, area.modules, tenant), previous: before.schedule };
      },
    );
    // The slot's daily start is registered now; the workers' relay picks it up within a minute.
    if (ctx.boss) await applySchedule(ctx.boss, ctx.pools, settings.schedule, previous);
    return ok(result, `${area.def.label} settings saved`);
  });
};
