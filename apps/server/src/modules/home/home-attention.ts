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
import { accountState } from '../../lib/sync/accounts';
import { syncedAtField } from '../../lib/sync/sync-portal';
import { loadStaleAfterDays } from '../../lib/sync/area-settings';

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
    const query =
      open && status
        ? `?${new URLSearchParams(listQueryToParams({ filters: { [status.key]: { in: open } } }))}`
        : '';
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
 * after" setting, or that never synced, with the oldest sync held. Each account's state is the
 * sync screens' own (`accountState`), so Home and those screens agree; the accounts of every
 * portal are read in one statement (a statement per portal cost more in planning than in reading).
 */
export async function homeCoverage(
  ctx: AppContext,
  tx: Tx,
  orgId: string,
  info: OrgInfo,
  now: Date,
): Promise<HomeCoverage[]> {
  const areas = ctx.areas.filter((area) => licenceAllows(info, area.def.feature, now));
  const portals = areas.flatMap((area) => area.portals);
  const types = [...new Set(portals.map((p) => p.accountType))];
  if (!types.length) return [];
  // Each portal's own "last synced" field: the ITAT's PANs are the income-tax accounts, synced apart.
  const fields = [...new Set(portals.map(syncedAtField))];
  const r = await tx.execute<{
    type: string;
    login_status: string | null;
    synced: Record<string, string | null>;
  }>(sql`
    SELECT type, data->>'loginStatus' AS login_status,
           jsonb_build_object(${sql.join(
             fields.map((f) => sql`${f}::text, data->${f}::text`),
             sql`, `,
           )}) AS synced
    FROM records WHERE org_id = ${orgId} AND type = ANY(${sql.param(types)}::text[]) AND removed_at IS NULL`);
  const staleDays = await loadStaleAfterDays(tx, orgId);
  const byType = new Map<string, typeof r.rows>();
  for (const row of r.rows) {
    const list = byType.get(row.type);
    if (list) list.push(row);
    else byType.set(row.type, [row]);
  }
  const out: HomeCoverage[] = [];
  for (const area of areas) {
    const staleAfterDays = staleDays(area.def.key);
    for (const [i, portal] of area.portals.entries()) {
      const field = syncedAtField(portal);
      const accounts = (byType.get(portal.accountType) ?? []).map((a) => ({
        login_status: a.login_status,
        last_synced_at: a.synced[field] ?? null,
      }));
      if (!accounts.length) continue;
      const counts = { stale: 0, never: 0, login_blocked: 0, waiting: 0 } as Record<string, number>;
      for (const a of accounts) {
        const state = accountState(a.login_status, a.last_synced_at, now, staleAfterDays);
        counts[state] = (counts[state] ?? 0) + 1;
      }
      const synced = accounts.flatMap((a) => (a.last_synced_at ? [a.last_synced_at] : [])).sort();
      out.push({
        area: area.def.feature,
        portal: portal.key,
        label: area.def.portals.find((p) => p.key === portal.key)?.label ?? portal.accountLabel,
        accounts: accounts.length,
        stale: counts.stale!,
        never: counts.never!,
        loginBlocked: counts.login_blocked!,
        waiting: counts.waiting!,
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
