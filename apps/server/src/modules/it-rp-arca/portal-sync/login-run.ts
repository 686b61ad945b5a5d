import type { AppContext } from '../../../context';
import { inOrg } from '../../../db/tenant';
import { EfilingError, type EfilingPortal, type EfilingSession } from '../connector/efiling-types';
import { blockLogin, loadLogin, patchLoginRecord, type LoginKind } from '../logins/logins';
import { batchCancelled, beginRun, patchRun, recordFailures, type FailedItem } from './runs';

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
  status: 'succeeded' | 'failed' | 'login_blocked' | 'cancelled' | 'skipped';
  error?: string | null;
};

/** Why a login is blocked, in words for the account's state. */
const REASONS: Partial<Record<string, string>> = {
  wrong_password: 'The portal refused the password',
  locked: 'The portal has locked this login',
  unknown_login: 'The portal does not know this login',
  otp_required: 'OTP login enabled: the login signs in by Aadhaar OTP, not by password',
};

const MAX_FAILURES_KEPT = 100;

/**
 * One login's sync: signs in once, runs the steps in order (one failing step does not stop the
 * others; a lost session or network does), logs the run and the login's state. A refused password
 * or a locked login blocks the login instead of being retried: the next try waits for a new password.
 */
export async function runLoginSync(
  ctx: AppContext,
  portal: EfilingPortal,
  kind: LoginKind,
  steps: readonly LoginStep[],
  job: LoginJob,
): Promise<RunOutcome> {
  const { orgId, runId, accountKey: loginId } = job;
  const counts: RunCounts = { newCount: 0, changedCount: 0, failedCount: 0 };
  const run = await beginRun(ctx.db, orgId, runId, ctx.now());
  if (!run) return { status: 'skipped', ...counts };
  const started = Date.now();
  const failures: FailedItem[] = [];
  const modulesRun: string[] = [];

  const finish = async (outcome: RunOutcome, account: Record<string, unknown>): Promise<RunOutcome> => {
    await inOrg(ctx.db, orgId, (tx) => patchLoginRecord(tx, orgId, kind, loginId, account));
    await patchRun(ctx.db, orgId, runId, {
      ...outcome,
      error: outcome.error ?? null,
      failures: failures.slice(0, MAX_FAILURES_KEPT),
      currentModule: null,
      finishedAt: new Date().toISOString(),
      durationMs: Date.now() - started,
    });
    await recordFailures(ctx.db, orgId, kind, loginId, runId, modulesRun, failures);
    return outcome;
  };

  const login = await inOrg(ctx.db, orgId, (tx) => loadLogin(ctx, tx, orgId, kind, loginId));
  if (!login) return finish({ status: 'failed', ...counts, error: 'No stored password for this login' }, {});
  if (login.blockedReason) {
    return finish(
      {
        status: 'login_blocked',
        ...counts,
        error: `${login.blockedReason}. Update the password to try again.`,
      },
      { loginStatus: 'login_blocked', loginReason: login.blockedReason },
    );
  }

  let session: EfilingSession;
  try {
    session = await portal.login(loginId, login.password);
  } catch (err) {
    if (!(err instanceof EfilingError)) throw err;
    if (err.blocksLogin) {
      const reason = REASONS[err.kind] ?? err.message;
      await inOrg(ctx.db, orgId, (tx) => blockLogin(tx, orgId, kind, loginId, reason));
      return finish(
        { status: 'login_blocked', ...counts, error: reason },
        { loginStatus: 'login_blocked', loginReason: reason },
      );
    }
    const reason = err.kind === 'otp_required' ? REASONS.otp_required! : `Sign-in failed: ${err.message}`;
    failures.push({ module: 'account', ref: 'Sign-in', reason });
    return finish(
      { status: 'failed', ...counts, failedCount: 1, error: reason },
      { loginStatus: err.kind === 'otp_required' ? 'otp_required' : 'error', loginReason: reason },
    );
  }

  const stepRun: LoginStepRun = {
    app: ctx,
    portal,
    session,
    orgId,
    loginId,
    runId,
    counts,
    accountPatch: {},
    failed(item) {
      counts.failedCount++;
      failures.push(item);
    },
  };
  let stopped: string | null = null;
  try {
    for (const [i, step] of steps.entries()) {
      if (await batchCancelled(ctx.db, orgId, run.batchId)) {
        stopped = 'Cancelled';
        break;
      }
      await patchRun(ctx.db, orgId, runId, {
        currentModule: step.label,
        modulesDone: i,
        moduleCount: steps.length,
      });
      try {
        await step.run(stepRun);
        modulesRun.push(step.key);
      } catch (err) {
        if (err instanceof EfilingError && err.endsRun) {
          stepRun.failed({ module: step.key, ref: step.label, reason: err.message });
          stopped = err.message;
          break;
        }
        stepRun.failed({ module: step.key, ref: step.label, reason: (err as Error).message });
      }
    }
  } finally {
    await portal.logout(session).catch(() => {});
  }
  if (stopped === 'Cancelled') return finish({ status: 'cancelled', ...counts, error: 'Cancelled' }, {});
  const error = stopped
    ? `The sync stopped: ${stopped}`
    : counts.failedCount
      ? `${counts.failedCount} item(s) could not be fetched; the next sync asks for them again`
      : null;
  return finish(
    { status: counts.failedCount || stopped ? 'failed' : 'succeeded', ...counts, error },
    {
      ...stepRun.accountPatch,
      loginStatus: stopped ? 'error' : 'ok',
      loginReason: stopped ? error : null,
      lastSyncedAt: new Date().toISOString(),
    },
  );
}
