import type { AppContext } from '../../../context';
import { runAccountSync } from '../../../lib/sync/engine';
import { asConnector } from '../../../lib/sync/efiling-connector';
import type { EfilingPortal, EfilingSession } from '../connector/efiling-types';
import type { LoginKind } from '../logins/logins';
import type { FailedItem } from './runs';

export type RunCounts = { newCount: number; changedCount: number; failedCount: number };

/** What a step of a login's sync gets: the session, the run, and places to report to. */
export type LoginStepRun = {
  app: AppContext;
  portal: EfilingPortal;
  session: EfilingSession;
  orgId: string;
  loginId: string;
  runId: string;
  counts: RunCounts;
  /** Fields merged into the login's record when the run ends (counts, profile). */
  accountPatch: Record<string, unknown>;
  failed(item: FailedItem): void;
};

export type LoginStep = { key: string; label: string; run(run: LoginStepRun): Promise<void> };

export type LoginJob = { orgId: string; runId: string; accountKey: string };

export type RunOutcome = RunCounts & {
  status: 'succeeded' | 'failed' | 'login_blocked' | 'cancelled' | 'skipped' | 'waiting';
  error?: string | null;
};

/**
 * One login's sync on the sync engine: signs in once, runs the steps in order (one failing step
 * does not stop the others), logs the run and the login's state; a refused password or a locked
 * login blocks the login instead of being retried.
 */
export async function runLoginSync(
  ctx: AppContext,
  portal: EfilingPortal,
  kind: LoginKind,
  _steps: readonly LoginStep[],
  job: LoginJob,
): Promise<RunOutcome> {
  const { RP_ARCA_PORTALS } = await import('./rp-arca-sync-portals');
  return runAccountSync(ctx, RP_ARCA_PORTALS[kind], asConnector(portal), job);
}
