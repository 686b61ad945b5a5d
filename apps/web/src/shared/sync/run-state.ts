import { SYNC_RUN_STATES, type SyncBatchState, type SyncRunState } from '@taxdesk/domain';

/** One colour per run state, used by badges, the progress bar and the count chips alike. */
export const RUN_STATE_COLOURS: Readonly<Record<SyncRunState, string>> = {
  queued: 'cyan',
  running: 'blue',
  succeeded: 'teal',
  failed: 'red',
  login_blocked: 'orange',
  cancelled: 'gray',
  waiting: 'violet',
};

export function runStateLabel(state: string): string {
  return SYNC_RUN_STATES[state as SyncRunState] ?? state;
}

export const BATCH_STATE_LABELS: Readonly<Record<SyncBatchState, string>> = {
  running: 'Running',
  cancelling: 'Cancelling',
  cancelled: 'Cancelled',
  done: 'Finished',
};

export const BATCH_STATE_COLOURS: Readonly<Record<SyncBatchState, string>> = {
  running: 'blue',
  cancelling: 'orange',
  cancelled: 'gray',
  done: 'teal',
};

/** Runs that have ended, whatever their outcome. */
export function finishedRuns(counts: Readonly<Record<SyncRunState, number>>): number {
  return counts.succeeded + counts.failed + counts.login_blocked + counts.cancelled;
}

export function totalRuns(counts: Readonly<Record<SyncRunState, number>>): number {
  // A run waiting at a captcha or OTP is still open; older answers may not count it.
  return finishedRuns(counts) + counts.queued + counts.running + (counts.waiting ?? 0);
}

/** A state badge keeps its whole label in a tight table ("Login blocked", never "Login blo…"). */
export const BADGE_STYLES = { root: { flexShrink: 0 }, label: { overflow: 'visible' } } as const;
