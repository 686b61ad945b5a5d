import type { AppContext } from '../../../../context';
import type { EfilingPortal, EfilingSession } from '../../../../lib/portal/efiling-types';
import type { FailedItem } from '../../../../lib/sync/sync-module';

type RunCounts = { newCount: number; changedCount: number; failedCount: number };

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
