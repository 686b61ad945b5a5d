import type PgBoss from 'pg-boss';
import { eq, sql } from 'drizzle-orm';
import { licenceAllows } from '@taxdesk/domain';
import type { AppContext } from '../../../context';
import { orgs } from '../../../db/schema';
import { inOrg } from '../../../db/tenant';
import { orgInfoOf } from '../../../lib/access';
import {
  moduleLabels as labelsOf,
  startSyncBatch,
  type BatchRequest as EngineBatch,
  type BatchStarted,
} from '../../../lib/sync/batches';
import { createSyncQueues, startSyncWorkers } from '../../../lib/sync/workers';
import { createItPortalClient } from '../connector/it-portal-client';
import { loadItSettings } from './it-settings';
import { IT_SYNC_MODULES } from './it-sync-modules';
import { IT_SYNC_QUEUE, itConnector, itSyncPortal } from './it-sync-portal';
import { startScheduleRelay } from '../../../lib/sync/schedule';

export { IT_SYNC_QUEUE };
export type { BatchStarted };

export async function createItQueues(boss: PgBoss): Promise<void> {
  await createSyncQueues(boss, [itSyncPortal]);
}

/** "Proceedings and notices, Returns" for the run log; every module when `keys` is empty. */
export function moduleLabels(keys: readonly string[]): string {
  return labelsOf(itSyncPortal, keys);
}

export type BatchRequest = Omit<EngineBatch, 'accounts'> & {
  /** Accounts with their own modules (a retry), or none of their own: the batch's. */
  accounts: readonly { pan: string; modules?: readonly string[] }[];
};

/** Starts a batch of income-tax accounts on the sync engine. */
export async function startItSyncBatch(
  ctx: AppContext,
  orgId: string,
  request: BatchRequest,
): Promise<BatchStarted> {
  return startSyncBatch(ctx, orgId, itSyncPortal, {
    ...request,
    accounts: request.accounts.map((a) => ({ accountKey: a.pan, modules: a.modules })),
  });
}
/** Queues a sync of these accounts with every module (a batch started by `startedBy`). */
export async function enqueueItSync(
  ctx: AppContext,
  orgId: string,
  pans: readonly string[],
  startedBy: string,
): Promise<BatchStarted> {
  return startItSyncBatch(ctx, orgId, {
    accounts: pans.map((pan) => ({ pan })),
    modules: IT_SYNC_MODULES.map((m) => m.key),
    trigger: 'manual',
    startedBy,
  });
}

/** Every account of the organisation, by PAN. */
export async function allItAccounts(ctx: AppContext, orgId: string): Promise<string[]> {
  const r = await inOrg(ctx.db, orgId, (tx) =>
    tx.execute<{ key: string }>(
      sql`SELECT account_key AS key FROM records WHERE org_id = ${orgId} AND type = 'itAccount' AND removed_at IS NULL ORDER BY 1`,
    ),
  );
  return r.rows.map((row) => row.key);
}

/**
 * The daily start of one organisation: every account, the schedule's modules, if still licensed;
 * `alsoDaily` starts the area's other daily syncs (Reply, ARCA, ITAT) under the same conditions.
 */
export async function startScheduledItBatch(
  ctx: AppContext,
  orgId: string,
  alsoDaily?: (orgId: string) => Promise<unknown>,
): Promise<BatchStarted | null> {
  const { row, settings } = await inOrg(ctx.db, orgId, async (tx) => ({
    row: (await tx.select().from(orgs).where(eq(orgs.id, orgId)))[0],
    settings: await loadItSettings(tx, orgId),
  }));
  if (!row || !licenceAllows(orgInfoOf(row), 'it', ctx.now()) || !settings.schedule.enabled) return null;
  if (alsoDaily) await alsoDaily(orgId);
  const pans = await allItAccounts(ctx, orgId);
  if (!pans.length) return null;
  return startItSyncBatch(ctx, orgId, {
    accounts: pans.map((pan) => ({ pan })),
    modules: settings.schedule.modules,
    trigger: 'schedule',
    startedBy: 'Daily schedule',
  });
}

type ScheduleRelay = Awaited<ReturnType<typeof startScheduleRelay>>;
let relay: ScheduleRelay | null = null;

/** Picks up a schedule saved in this process at once (other processes find it within a minute). */
export async function refreshItScheduleRelay(): Promise<void> {
  await relay?.refresh();
}

export async function stopItScheduleRelay(): Promise<void> {
  await relay?.stop();
  relay = null;
}

/** `concurrency` workers in this process; more processes scale it out. Also the daily schedules. */
export async function startItWorkers(
  ctx: AppContext,
  boss: PgBoss,
  concurrency: number,
  options: {
    schedules?: boolean;
    log?: (line: string) => void;
    alsoDaily?: (orgId: string) => Promise<unknown>;
  } = {},
): Promise<void> {
  await startSyncWorkers(ctx, boss, [itSyncPortal], () => concurrency, {
    it: itConnector(createItPortalClient(ctx.portals.it)),
  });
  if (options.schedules !== false)
    await startItScheduleJobs(ctx, boss, options.log ?? ((line) => console.warn(line)), options.alsoDaily);
}

/** The daily schedules of income tax in a worker process (the sync workers run on the engine). */
export async function startItScheduleJobs(
  ctx: AppContext,
  boss: PgBoss,
  log: (line: string) => void,
  alsoDaily?: (orgId: string) => Promise<unknown>,
): Promise<void> {
  await relay?.stop();
  relay = await startScheduleRelay(
    boss,
    ctx.pools,
    async (orgId, area) => {
      if (area === 'it') await startScheduledItBatch({ ...ctx, boss }, orgId, alsoDaily);
    },
    log,
  );
}
