import type PgBoss from 'pg-boss';
import type { AppContext } from '../../../../context';
import { startSyncBatch } from '../../../../lib/sync/batches';
import { createSyncQueues, startSyncWorkers } from '../../../../lib/sync/workers';
import { RP_ARCA_PORTALS } from '../portal-sync/rp-arca-sync-portals';
import type { RunPortal } from '../portal-sync/runs';

/** `Clients represented, Proceedings and notices, Request batches` for the run log. */
export function moduleLabels(portal: RunPortal): { keys: string[]; labels: string } {
  const modules = RP_ARCA_PORTALS[portal].modules;
  return { keys: modules.map((s) => s.key), labels: modules.map((s) => s.label).join(', ') };
}

export async function createRpArcaQueues(boss: PgBoss): Promise<void> {
  await createSyncQueues(boss, Object.values(RP_ARCA_PORTALS));
}

export type BatchStarted = { batchId: string; runIds: string[]; skipped: string[] };

/**
 * One run per account (an RP login, the ARCA login, a PAN with ITAT appeals), each its own job
 * whose id is the run's. Accounts with a run already queued, running or waiting are left out.
 */
export async function startRpArcaBatch(
  ctx: AppContext,
  orgId: string,
  portal: RunPortal,
  request: {
    accountKeys: readonly string[];
    startedBy: string;
    startedByUser: string | null;
    options?: Record<string, unknown>;
  },
): Promise<BatchStarted> {
  const def = RP_ARCA_PORTALS[portal];
  const started = await startSyncBatch(ctx, orgId, def, {
    accounts: request.accountKeys.map((accountKey) => ({ accountKey })),
    modules: def.modules.map((m) => m.key),
    trigger: 'manual',
    startedBy: request.startedBy,
    startedByUser: request.startedByUser,
    options: request.options,
    // The Reply and ARCA screens show a start whose logins were all syncing as a finished batch.
    keepEmpty: true,
  });
  return { batchId: started.batchId!, runIds: started.runIds, skipped: started.skipped };
}

/** `concurrency` workers per portal in this process; more processes scale it out. */
export async function startRpArcaWorkers(ctx: AppContext, boss: PgBoss, concurrency: number): Promise<void> {
  await startSyncWorkers(ctx, boss, Object.values(RP_ARCA_PORTALS), () => concurrency);
}
