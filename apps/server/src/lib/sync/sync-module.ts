import type { AppContext } from '../../context';
import type { Connector, SessionOf } from './connector';

export type SyncCounts = { newCount: number; changedCount: number; failedCount: number };

export type FailedItem = { module: string; ref: string; reason: string };

/** What a sync module gets: the signed-in session, the run, and places to report to. */
export type SyncRun<C extends Connector<unknown>> = {
  app: AppContext;
  /** The portal's client: its sign-in and whatever calls the area's modules make. */
  portal: C;
  session: SessionOf<C>;
  orgId: string;
  /** The login the run signed in with (PAN, GST username, TAN user id, ...). */
  accountKey: string;
  runId: string;
  /** Today in India, YYYY-MM-DD. */
  today: string;
  counts: SyncCounts;
  /** Options the batch kept on the run (e.g. the ITAT's search by PAN). */
  options: Readonly<Record<string, unknown>>;
  /** Fields merged into the account's record when the run ends (summary counts, profile). */
  accountPatch: Record<string, unknown>;
  /** An item that could not be fetched; the run goes on and counts it. */
  failed(item: FailedItem): void;
};

/**
 * One part of an account's sync (notices, returns, demands, ...). Modules run in order after
 * sign-in; one module failing does not stop the others (a lost session or network does).
 */
export type SyncModule<C extends Connector<unknown>> = {
  key: string;
  label: string;
  run(run: SyncRun<C>): Promise<void>;
};
