import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import { queueUnavailable } from '../http/errors';
import { inOrg } from '../../db/tenant';
import type { SyncJob } from './engine';
import { lockRun, writeRun, type RunData } from './runs';

/**
 * Queues a run again under a new job (its first job is done or dead): after a person answered its
 * sign-in (`resumed`: it continues in the same portal session), or after its worker died.
 */
export async function requeueWithNewJob(
  ctx: AppContext,
  orgId: string,
  runId: string,
  queue: string,
  patch: Partial<RunData> & { resumed: boolean },
  onlyIf: readonly string[],
): Promise<boolean> {
  const boss = ctx.boss;
  if (!boss) throw queueUnavailable();
  const jobId = randomUUID();
  const run = await inOrg(ctx.db, orgId, async (tx) => {
    const current = await lockRun(tx, orgId, runId);
    if (!current || !onlyIf.includes(current.status)) return null;
    const next: RunData = { ...current, ...patch, status: 'queued', jobId };
    await writeRun(tx, orgId, next);
    return next;
  });
  if (!run) return false;
  const data: SyncJob = {
    ...optionsOf(run),
    orgId,
    runId,
    accountKey: String(run.accountKey),
    modules: Array.isArray(run.moduleKeys) ? (run.moduleKeys as string[]) : undefined,
    batchId: run.batchId,
  };
  await boss.insert([{ id: jobId, name: queue, data }]);
  return true;
}

/** Options a batch kept on its runs for their jobs (e.g. the ITAT's search by PAN). */
function optionsOf(run: RunData): Record<string, unknown> {
  return run.searchByPan === undefined ? {} : { searchByPan: run.searchByPan };
}
