import { dayNumber } from '@taxdesk/domain';
import type { AppContext } from '../../../context';
import { inOrg } from '../../../db/tenant';
import { updateSyncRun } from '../../../lib/sync-log';
import { blockItLogin, loadItLogin, patchAccountRecord } from '../accounts/it-accounts';
import { ItPortalError, type ItPortal, type ItSession } from '../connector/it-portal-types';
import { recordRunFailures, type FailedItem } from './it-sync-failures';
import type { ItSyncRun, SyncCounts } from './it-sync-module';
import { IT_SYNC_MODULES } from './it-sync-modules';
import { beginRun, runCheckpoint } from './it-sync-runs';

/** One account's run. `modules` absent or empty: every module. `batchId`: the user action it belongs to. */
export type SyncJob = { orgId: string; pan: string; runId: string; modules?: string[]; batchId?: string };
export type SyncOutcome = SyncCounts & {
  status: 'succeeded' | 'failed' | 'login_blocked' | 'cancelled';
  error?: string;
};

/** Failures kept on a run's log for the failed-items screen. */
const MAX_FAILURES_KEPT = 100;

const REASONS: Record<string, string> = {
  wrong_password: 'The portal refused the password',
  locked: 'The portal has locked this account',
  unknown_login: 'The portal does not know this PAN',
  otp_required: 'OTP login enabled: the account signs in by Aadhaar OTP, not by password',
};

function todayIso(now: Date): string {
  const n = String(dayNumber(now));
  return `${n.slice(0, 4)}-${n.slice(4, 6)}-${n.slice(6, 8)}`;
}

/**
 * Syncs one income-tax account: signs in once, runs the chosen modules in order, and logs the run.
 * Writes are idempotent upserts, so a run that dies half-way is simply run again. A refused
 * password blocks the login instead of retrying it. Between modules the run looks at its batch:
 * a cancelled batch stops it there. Items it could not fetch are kept as failed items.
 */
export async function syncItAccount(ctx: AppContext, portal: ItPortal, job: SyncJob): Promise<SyncOutcome> {
  const { orgId, pan, runId } = job;
  const started = Date.now();
  const counts: SyncCounts = { newCount: 0, changedCount: 0, failedCount: 0 };
  const failures: FailedItem[] = [];
  const modulesRun: string[] = [];
  if (!(await beginRun(ctx.db, orgId, runId, ctx.now()))) return { status: 'cancelled', ...counts };

  const finish = async (outcome: SyncOutcome, account: Record<string, unknown>): Promise<SyncOutcome> => {
    await inOrg(ctx.db, orgId, async (tx) => {
      await patchAccountRecord(tx, orgId, pan, account);
      if (modulesRun.length || failures.length)
        await recordRunFailures(tx, orgId, { pan, runId, modulesRun, failures, now: ctx.now() });
    });
    await updateSyncRun(ctx.db, orgId, runId, {
      ...outcome,
      error: outcome.error ?? null,
      failures: failures.slice(0, MAX_FAILURES_KEPT),
      currentModule: null,
      finishedAt: new Date().toISOString(),
      durationMs: Date.now() - started,
    });
    return outcome;
  };

  const login = await inOrg(ctx.db, orgId, (tx) => loadItLogin(ctx, tx, orgId, pan));
  if (!login) return finish({ status: 'failed', ...counts, error: 'No stored password for this PAN' }, {});
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

  let session: ItSession;
  try {
    session = await portal.login(pan, login.password);
  } catch (err) {
    if (!(err instanceof ItPortalError)) throw err;
    if (err.blocksLogin) {
      const reason = REASONS[err.kind] ?? err.message;
      await inOrg(ctx.db, orgId, (tx) => blockItLogin(tx, orgId, pan, reason));
      return finish(
        { status: 'login_blocked', ...counts, error: reason },
        { loginStatus: 'login_blocked', loginReason: reason },
      );
    }
    if (err.kind === 'otp_required') {
      return finish(
        { status: 'failed', ...counts, error: REASONS.otp_required },
        { loginStatus: 'otp_required', loginReason: REASONS.otp_required },
      );
    }
    throw err;
  }

  const run: ItSyncRun = {
    app: ctx,
    portal,
    session,
    orgId,
    pan,
    runId,
    today: todayIso(ctx.now()),
    counts,
    accountPatch: {},
    failed(item) {
      counts.failedCount++;
      failures.push(item);
    },
  };
  const modules = job.modules?.length
    ? IT_SYNC_MODULES.filter((m) => job.modules!.includes(m.key))
    : IT_SYNC_MODULES;
  let stopped = false;
  try {
    for (const [i, mod] of modules.entries()) {
      const progress = { currentModule: mod.label, modulesDone: i, moduleCount: modules.length };
      if ((await runCheckpoint(ctx.db, orgId, runId, progress)) === 'stop') {
        stopped = true;
        break;
      }
      try {
        await mod.run(run);
      } catch (err) {
        if (err instanceof ItPortalError && (err.kind === 'session_expired' || err.kind === 'network'))
          throw err;
        run.failed({ module: mod.key, ref: mod.label, reason: (err as Error).message });
      }
      modulesRun.push(mod.key);
    }
  } finally {
    await portal.logout(session).catch(() => {});
  }
  if (stopped) {
    const error = `Cancelled after ${modulesRun.length} of ${modules.length} module(s)`;
    return finish(
      { status: 'cancelled', ...counts, error },
      { ...run.accountPatch, loginStatus: 'ok', loginReason: null },
    );
  }
  const error = counts.failedCount
    ? `${counts.failedCount} item(s) could not be fetched; the next sync asks for them again`
    : undefined;
  return finish(
    { status: counts.failedCount ? 'failed' : 'succeeded', ...counts, error },
    { ...run.accountPatch, loginStatus: 'ok', loginReason: null, lastSyncedAt: new Date().toISOString() },
  );
}
