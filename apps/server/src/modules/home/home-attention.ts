import { sql } from 'drizzle-orm';
import {
  FEATURE_LICENCE,
  licenceAllows,
  listQueryToParams,
  notDoneStatuses,
  resourceOf,
  STAKE_TYPES,
  statusField,
  type HomeCoverage,
  type HomeStake,
  type OrgInfo,
} from '@taxdesk/domain';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/tenant';
import { syncAccounts } from '../../lib/sync/accounts';
import { loadAreaSettings } from '../../lib/sync/area-settings';

/** `/{orgId}/gst/sync` → `/gst/sync`: Home's paths are relative to the organisation. */
function inOrg(path: string | undefined): string | null {
  return path ? path.replace(/^\/\{orgId\}/, '') : null;
}

/**
 * Open demands per area from `record_counts`: not done by the type's rule (paid, cleared); a type
 * without a rule counts every live demand, as the portal lists only what is outstanding.
 */
export async function homeStakes(tx: Tx, orgId: string, info: OrgInfo, now: Date) {
  const defs = STAKE_TYPES.map((t) => resourceOf(t)!).filter(
    (def) => def.feature && licenceAllows(info, def.feature, now),
  );
  if (!defs.length) return { areas: [] as HomeStake[], total: 0 };
  const r = await tx.execute<{ type: string; n: number; amount: string }>(sql`
    SELECT type, coalesce(sum(n), 0)::int AS n, coalesce(sum(amount), 0)::text AS amount
    FROM record_counts
    WHERE org_id = ${orgId} AND type = ANY(${sql.param(defs.map((d) => d.type))}::text[]) AND NOT closed
    GROUP BY type`);
  const areas = defs.map((def): HomeStake => {
    const row = r.rows.find((x) => x.type === def.type);
    const open = notDoneStatuses(def);
    const status = statusField(def);
    const query = open && status ? `?${new URLSearchParams(listQueryToParams({ filters: { [status.key]: { in: open } } }))}` : '';
    return {
      area: def.feature!,
      label: FEATURE_LICENCE[def.feature!].label,
      count: row?.n ?? 0,
      amount: Number(row?.amount ?? 0),
      path: def.listPath ? `${def.listPath}${query}` : null,
    };
  });
  return { areas, total: areas.reduce((sum, a) => sum + a.amount, 0) };
}

/**
 * Coverage: each portal's accounts whose last successful sync is older than the area's "stale
 * after" setting, or that never synced, with the oldest sync held. The states are the sync
 * screens' own (`syncAccounts`), so Home and those screens always agree.
 */
export async function homeCoverage(
  ctx: AppContext,
  tx: Tx,
  orgId: string,
  info: OrgInfo,
  now: Date,
): Promise<HomeCoverage[]> {
  const out: HomeCoverage[] = [];
  for (const area of ctx.areas) {
    if (!licenceAllows(info, area.def.feature, now)) continue;
    const keys = area.portals[0]?.modules.map((m) => m.key) ?? [];
    const { staleAfterDays } = await loadAreaSettings(tx, orgId, area.def.key, keys);
    for (const [i, portal] of area.portals.entries()) {
      const list = await syncAccounts(tx, orgId, portal, now, staleAfterDays);
      if (!list.accounts.length) continue;
      const synced = list.accounts.flatMap((a) => (a.lastSyncedAt ? [a.lastSyncedAt] : [])).sort();
      out.push({
        area: area.def.feature,
        portal: portal.key,
        label: area.def.portals.find((p) => p.key === portal.key)?.label ?? portal.accountLabel,
        accounts: list.accounts.length,
        stale: list.counts.stale,
        never: list.counts.never,
        loginBlocked: list.counts.login_blocked,
        waiting: list.counts.waiting,
        staleAfterDays,
        oldestSyncAt: synced[0] ?? null,
        path: i === 0 ? inOrg(area.def.screens.sync) : null,
      });
    }
  }
  return out;
}

/** Sign-ins waiting for a person, and items syncs could not fetch that no later run has. */
export async function homeQueues(tx: Tx, orgId: string) {
  const r = await tx.execute<{ waiting: number; failed: number }>(sql`
    SELECT (SELECT count(*)::int FROM sign_in_requests WHERE org_id = ${orgId} AND status = 'waiting') AS waiting,
           (SELECT count(*)::int FROM sync_failures WHERE org_id = ${orgId} AND resolved_at IS NULL) AS failed`);
  return { signInsWaiting: r.rows[0]!.waiting, failedItems: r.rows[0]!.failed };
}
