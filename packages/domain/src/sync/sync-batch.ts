/**
 * The sync control API's shapes, shared by the server and the web: a batch (one user action or
 * one scheduled start covering many accounts), its runs (one per account), and failed items.
 */

export const SYNC_RUN_STATES = {
  queued: 'Queued',
  running: 'Running',
  succeeded: 'Synced',
  failed: 'Failed',
  login_blocked: 'Login blocked',
  cancelled: 'Cancelled',
  /** Paused at a captcha or an OTP until someone answers it in the sign-in queue. */
  waiting: 'Waiting for you',
} as const;
export type SyncRunState = keyof typeof SYNC_RUN_STATES;

/** running: runs still open; cancelling: cancelled, a running account finishing its module. */
export type SyncBatchState = 'running' | 'cancelling' | 'cancelled' | 'done';
export type SyncBatchTrigger = 'manual' | 'schedule' | 'retry';
export const SYNC_BATCH_TRIGGERS: Readonly<Record<SyncBatchTrigger, string>> = {
  manual: 'Started by hand',
  schedule: 'Daily schedule',
  retry: 'Retry of failed items',
};

export type SyncBatchSummary = {
  batchId: string;
  portal: string;
  trigger: SyncBatchTrigger;
  /** Module keys the batch covers. */
  modules: string[];
  accountCount: number;
  /** Accounts left out because they were already syncing. */
  skippedCount: number;
  startedBy: string;
  createdAt: string;
  finishedAt: string | null;
  cancelledAt: string | null;
  cancelledBy: string | null;
  state: SyncBatchState;
  /** Runs by state. */
  counts: Record<SyncRunState, number>;
  /** Records new, changed, and items that could not be fetched, over all runs. */
  newCount: number;
  changedCount: number;
  failedCount: number;
};

export type SyncRunProgress = {
  runId: string;
  accountKey: string;
  accountName: string | null;
  status: SyncRunState;
  /** The module running now (a label), while running. */
  currentModule: string | null;
  modulesDone: number | null;
  moduleCount: number | null;
  /** Labels of the modules this run covers. */
  modules: string;
  startedAt: string | null;
  finishedAt: string | null;
  durationMs: number | null;
  newCount: number;
  changedCount: number;
  failedCount: number;
  error: string | null;
  /** The portal's rate-limited answers (429) during the run: the pace's goal is 0. */
  rateLimitedCount: number;
};

export type SyncBatchProgress = SyncBatchSummary & { runs: SyncRunProgress[] };

export type SyncFailureItem = {
  id: number;
  portal: string;
  accountKey: string;
  accountName: string | null;
  /** Module key; `account` for a run that failed as a whole. */
  module: string;
  ref: string;
  reason: string;
  attempts: number;
  firstSeenAt: string;
  lastSeenAt: string;
  resolvedAt: string | null;
};

export type SyncFailurePage = { rows: SyncFailureItem[]; nextCursor: string | null; openCount: number };

/** Open batches: the progress view polls them; finished ones do not change. */
export function isBatchOpen(state: SyncBatchState): boolean {
  return state === 'running' || state === 'cancelling';
}

/**
 * An account as the sync screens see it. `stale`: not synced for the organisation's stale-after
 * days; `never`: not synced yet; `login_blocked`: the portal refused the password or locked it.
 */
export const SYNC_ACCOUNT_STATES = {
  synced: 'Synced',
  stale: 'Stale',
  never: 'Not synced yet',
  login_blocked: 'Login blocked',
  otp_required: 'OTP login enabled',
  /** Its sign-in waits for a captcha or an OTP in the sign-in queue. */
  waiting: 'Waiting for you',
} as const;
export type SyncAccountState = keyof typeof SYNC_ACCOUNT_STATES;

export type SyncAccount = {
  accountKey: string;
  name: string | null;
  clientNo: string | null;
  group: string | null;
  branch: string | null;
  state: SyncAccountState;
  /** Why the login is blocked, or the last note on the login. */
  reason: string | null;
  /** The tries the portal said are left before it locks the login (after a refused password). */
  attemptsLeft: number | null;
  lastSyncedAt: string | null;
  /** A run of this account is queued or running now. */
  syncing: boolean;
};

export type SyncAccountList = {
  accounts: SyncAccount[];
  counts: Record<SyncAccountState, number>;
  staleAfterDays: number;
};

export type SyncModuleOption = { key: string; label: string };

/** An account's reason with the tries the portal says are left, as the screens show it. */
export function accountReasonText(account: Pick<SyncAccount, 'reason' | 'attemptsLeft'>): string | null {
  if (account.attemptsLeft === null) return account.reason;
  const left = `the portal allows ${account.attemptsLeft} more attempt(s) before it locks the login`;
  return account.reason ? `${account.reason}; ${left}` : left;
}
