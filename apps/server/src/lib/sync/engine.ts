import { dayNumber, RESOURCES } from '@taxdesk/domain';
import type { AppContext } from '../../context';
import { inOrg } from '../../db/tenant';
import { getRecord } from '../records/detail';
import { updateSyncRun } from '../sync-log';
import type { CaptchaSolver } from './captcha-solver';
import type { Connector, LoginCredentials } from './connector';
import { ACCOUNT_FAILURE, recordRunFailures } from './failures';
import { syncLicenceRefusal } from './licence-gate';
import { blockLogin, loadLogin, patchAccountRecord } from './logins';
import { BLOCK_REASONS, PortalError } from './portal-error';
import { beatRun, beginRun, runCheckpoint } from './runs';
import { signInWithHelp } from './sign-in';
import type { FailedItem, SyncCounts, SyncRun } from './sync-module';
import type { SyncPortal } from './sync-portal';

/** One account's run. `modules` absent or empty: every module. `batchId`: the user action it belongs to. */
export type SyncJob = {
  orgId: string;
  runId: string;
  accountKey: string;
  modules?: string[];
  batchId?: string;
  [option: string]: unknown;
};

export type SyncOutcome = SyncCounts & {
  status: 'succeeded' | 'failed' | 'login_blocked' | 'cancelled' | 'waiting';
  error?: string;
};

/** Failures kept on a run's log for the failed-items screen. */
const MAX_FAILURES_KEPT = 100;
/**
 * A running run's heart beats this often; the sweeper takes up runs whose heart stopped.
 * SYNC_HEARTBEAT_MS shortens it for the tests that kill processes (not a setting for production).
 */
export const HEARTBEAT_MS = Number(process.env.SYNC_HEARTBEAT_MS) || 15_000;
/** Portals drop idle sessions after ~15 minutes: a long run keeps its session alive this often. */
const KEEP_ALIVE_MS = 5 * 60_000;

export const OTP_REASON = 'OTP login enabled: the account signs in by Aadhaar OTP, not by password';

/** What a job carries beyond the run's identity: options its batch kept for it. */
function optionsOf(job: SyncJob): Record<string, unknown> {
  const { orgId: _o, runId: _r, accountKey: _a, modules: _m, batchId: _b, ...options } = job;
  return options;
}

function todayIso(now: Date): string {
  const n = String(dayNumber(now));
  return `${n.slice(0, 4)}-${n.slice(4, 6)}-${n.slice(6, 8)}`;
}

/**
 * Syncs one account of a portal: signs in once (a captcha or OTP goes to the solver, else to the
 * sign-in queue, and the run waits there), runs the chosen modules in order, and logs the run.
 * Writes are idempotent upserts, so a run that dies half-way is simply run again. A refused
 * password blocks the login instead of retrying it. Between modules the run looks at its batch:
 * a cancelled batch stops it there. Items it could not fetch are kept as failed items.
 */
export async function runAccountSync<C extends Connector<unknown>>(
  ctx: AppContext,
  portal: SyncPortal<C>,
  connector: C,
  job: SyncJob,
  solver?: CaptchaSolver,
): Promise<SyncOutcome> {
  const { orgId, runId, accountKey } = job;
  const started = Date.now();
  const counts: SyncCounts = { newCount: 0, changedCount: 0, failedCount: 0 };
  const failures: FailedItem[] = [];
  const modulesRun: string[] = [];
  const begun = await beginRun(ctx.db, orgId, runId, ctx.now());
  if (!begun) return { status: 'cancelled', ...counts };
  const hasLogin = portal.login === 'password';
  const resumed = begun.resumed === true;
  // The heart beats from the start: a slow sign-in must not look like a dead worker.
  let session: unknown;
  let signedIn = false;
  let ticks = 0;
  const heart = setInterval(() => {
    ticks++;
    void beatRun(ctx.db, orgId, runId).catch(() => {});
    if (signedIn && (ticks * HEARTBEAT_MS) % KEEP_ALIVE_MS < HEARTBEAT_MS)
      void connector.keepAlive?.(session).catch(() => {});
  }, HEARTBEAT_MS);
  heart.unref();
  try {
    return await signInAndRun();
  } finally {
    clearInterval(heart);
  }

  async function signInAndRun(): Promise<SyncOutcome> {
    const finish = async (outcome: SyncOutcome, account: Record<string, unknown>): Promise<SyncOutcome> => {
      await inOrg(ctx.db, orgId, async (tx) => {
        if (hasLogin) await patchAccountRecord(tx, orgId, portal, accountKey, account);
        if (modulesRun.length || failures.length)
          await recordRunFailures(tx, orgId, portal.key, {
            accountKey,
            runId,
            modulesRun,
            failures,
            now: ctx.now(),
          });
      });
      const waiting = outcome.status === 'waiting';
      await updateSyncRun(ctx.db, orgId, runId, {
        ...outcome,
        error: outcome.error ?? null,
        failures: failures.slice(0, MAX_FAILURES_KEPT),
        currentModule: waiting ? outcome.error : null,
        finishedAt: waiting ? null : new Date().toISOString(),
        durationMs: Date.now() - started,
      });
      return outcome;
    };

    // A run queued while the area was licensed may start after its licence ended (ICEGATE's
    // `licIceGateCounter` included): it ends here, before signing in, with the reason.
    const refused = await syncLicenceRefusal(ctx, orgId, portal.feature);
    if (refused)
      return finish({ status: 'failed', ...counts, error: `${refused}; the sync did not run` }, {});

    let credentials: LoginCredentials = { loginId: accountKey, password: '' };
    if (hasLogin) {
      const { login, account } = await inOrg(ctx.db, orgId, async (tx) => ({
        login: await loadLogin(ctx, tx, orgId, portal.key, accountKey),
        account: await getRecord(tx, orgId, RESOURCES[portal.accountType], encodeURIComponent(accountKey)),
      }));
      if (!login)
        return finish({ status: 'failed', ...counts, error: 'No stored password for this login' }, {});
      if (login.blockedReason)
        return finish(
          {
            status: 'login_blocked',
            ...counts,
            error: `${login.blockedReason}. Update the password to try again.`,
          },
          { loginStatus: 'login_blocked', loginReason: login.blockedReason },
        );
      credentials = {
        loginId: accountKey,
        password: login.password,
        extra: portal.extraCredentials?.(account?.data ?? {}),
      };
    }

    try {
      const signIn = await signInWithHelp(
        ctx,
        connector,
        credentials,
        {
          orgId,
          portal: portal.key,
          accountKey,
          runId,
          batchId: job.batchId,
          resumed,
        },
        solver,
      );
      if (!signIn.signedIn) {
        const what = signIn.kind === 'otp' ? 'the OTP' : 'the captcha';
        return finish(
          { status: 'waiting', ...counts, error: `Waiting for you: type ${what} in the sign-in queue` },
          { loginStatus: 'waiting', loginReason: `Waiting for ${what} to be typed` },
        );
      }
      session = signIn.session;
      signedIn = true;
    } catch (err) {
      if (!(err instanceof PortalError)) throw err;
      if (err.blocksLogin) {
        const reason = BLOCK_REASONS[err.kind] ?? err.message;
        await inOrg(ctx.db, orgId, (tx) => blockLogin(tx, orgId, portal.key, accountKey, reason));
        return finish(
          { status: 'login_blocked', ...counts, error: reason },
          { loginStatus: 'login_blocked', loginReason: reason },
        );
      }
      if (err.kind === 'otp_required') {
        failures.push({ ...ACCOUNT_FAILURE, ref: 'Sign-in', reason: OTP_REASON });
        return finish(
          { status: 'failed', ...counts, error: OTP_REASON },
          { loginStatus: 'otp_required', loginReason: OTP_REASON },
        );
      }
      // The portal failing at sign-in (after the client's own retries): a failed run with the
      // reason, kept as a failed item that a retry or the next sync resolves.
      const reason = `Sign-in failed: ${err.message}`;
      counts.failedCount++;
      failures.push({ ...ACCOUNT_FAILURE, ref: 'Sign-in', reason });
      return finish(
        { status: 'failed', ...counts, error: reason },
        { loginStatus: 'error', loginReason: reason },
      );
    }

    const run: SyncRun<C> = {
      app: ctx,
      portal: connector,
      session: session as SyncRun<C>['session'],
      orgId,
      accountKey,
      runId,
      today: todayIso(ctx.now()),
      options: optionsOf(job),
      counts,
      accountPatch: {},
      failed(item) {
        counts.failedCount++;
        failures.push(item);
      },
    };
    const modules = job.modules?.length
      ? portal.modules.filter((m) => job.modules!.includes(m.key))
      : portal.modules;
    let stopped = false;
    // Modules that ran without a failed item: a run with none has not brought the account up to date.
    let cleanModules = 0;
    let ticks = 0;
    const heart = setInterval(() => {
      ticks++;
      void beatRun(ctx.db, orgId, runId).catch(() => {});
      if ((ticks * HEARTBEAT_MS) % KEEP_ALIVE_MS < HEARTBEAT_MS)
        void connector.keepAlive?.(session).catch(() => {});
    }, HEARTBEAT_MS);
    heart.unref();
    try {
      for (const [i, mod] of modules.entries()) {
        const progress = { currentModule: mod.label, modulesDone: i, moduleCount: modules.length };
        if ((await runCheckpoint(ctx.db, orgId, runId, progress)) === 'stop') {
          stopped = true;
          break;
        }
        const failedBefore = failures.length;
        try {
          await mod.run(run);
        } catch (err) {
          if (err instanceof PortalError && err.endsRun) throw err;
          run.failed({ module: mod.key, ref: mod.label, reason: (err as Error).message });
        }
        modulesRun.push(mod.key);
        if (failures.length === failedBefore) cleanModules++;
      }
    } finally {
      await connector.signOut(session).catch(() => {});
    }
    const okState = hasLogin ? { loginStatus: 'ok', loginReason: null } : {};
    if (stopped) {
      const error = `Cancelled after ${modulesRun.length} of ${modules.length} module(s)`;
      return finish({ status: 'cancelled', ...counts, error }, { ...run.accountPatch, ...okState });
    }
    // One item that failed says why; several are counted (each is on the failed-items screen).
    const error =
      failures.length === 1
        ? failures[0]!.reason
        : counts.failedCount
          ? `${counts.failedCount} item(s) could not be fetched; the next sync asks for them again`
          : undefined;
    // When every module failed (the portal answering errors throughout), the last good sync's time
    // stays, so the account reads stale rather than synced.
    const synced = cleanModules > 0 || modules.length === 0 ? { lastSyncedAt: new Date().toISOString() } : {};
    return finish(
      { status: counts.failedCount ? 'failed' : 'succeeded', ...counts, error },
      { ...run.accountPatch, ...okState, ...synced },
    );
  }
}
