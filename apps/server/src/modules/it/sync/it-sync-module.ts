import type { AppContext } from '../../../context';
import type { ItPortal, ItSession } from '../connector/it-portal-types';

export type SyncCounts = { newCount: number; changedCount: number; failedCount: number };

/** What a sync module gets: the signed-in session, the run, and places to report to. */
export type ItSyncRun = {
  app: AppContext;
  portal: ItPortal;
  session: ItSession;
  orgId: string;
  pan: string;
  runId: string;
  /** Today in India, YYYY-MM-DD. */
  today: string;
  counts: SyncCounts;
  /** Fields to merge into the account's record when the run ends (summary counts, profile). */
  accountPatch: Record<string, unknown>;
  /** An item that could not be fetched; the run goes on and counts it. */
  failed(item: { module: string; ref: string; reason: string }): void;
};

/**
 * One part of an account's sync (proceedings and notices, returns, demands, ...). Modules run in
 * order after sign-in; one module failing does not stop the others.
 */
export type ItSyncModule = {
  key: string;
  label: string;
  run(run: ItSyncRun): Promise<void>;
};
