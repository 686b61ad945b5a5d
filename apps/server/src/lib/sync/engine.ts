import { linkCases } from '../cases/link-cases';
import { dayNumber, RESOURCES } from '@taxdesk/domain';
import type { AppContext } from '../../context';
import { inOrg } from '../../db/tenant';
import { type PortalTally, withRateLimitTally } from '../portal/portal-pace';
import { getRecord } from '../records/detail';
import { updateSyncRun } from '../sync-log';
import type { CaptchaSolver } from './captcha-solver';
import type { Connector, LoginCredentials, SessionOf } from './connector';
import { ACCOUNT_FAILURE, recordRunFailures } from './failures';
import { syncLicenceRefusal } from './licence-gate';
import {
  blockLogin,
  claimSignIn,
  loadLogin,
  patchAccountRecord,
  REFUSED_AGAIN,
  releaseSignIn,
  type StoredLogin,
} from './logins';
import { BLOCK_REASONS, PortalError } from './portal-error';
import { beatRun, beginRun, runCheckpoint, type RunData } from './runs';
import { signInWithHelp } from './sign-in';
import type { FailedItem, SyncCounts, SyncModule, SyncRun } from './sync-module';
import { syncedAtField, type SyncPortal } from './sync-portal';

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

/** How often a run waiting for another worker's sign-in of the same login looks again. */
const SIGN_IN_WAIT_MS = 500;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

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

/** What a run keeps as it goes: its counts, failed items and modules run, and its portal session. */
type RunState<C extends Connector<unknown>> = {
  ctx: AppContext;
  portal: SyncPortal<C>;
  connector: C;
  job: SyncJob;
  started: number;
  counts: SyncCounts;
  failures: FailedItem[];
  modulesRun: string[];
  session?: SessionOf<C>;
  signedIn: boolean;
  /** The portal calls this run made and the 429s among them (the pace's goal is none): on its log. */
  tally: PortalTally;
};

/** How a run ends: its outcome, and what the account's record learns from it. */
type Ending = { outcome: SyncOutcome; account: Record<string, unknown> };

const LOGIN_OK = { loginStatus: 'ok', loginReason: null, loginAttemptsLeft: null };

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
  const counts: SyncCounts = { newCount: 0, changedCount: 0, failedCount: 0 };
  const begun = await beginRun(ctx.db, job.orgId, job.runId, ctx.now());
  if (!begun) return { status: 'cancelled', ...counts };
  const run: RunState<C> = {
    ctx,
    portal,
    connector,
    job,
    started: Date.now(),
    counts,
    failures: [],
    modulesRun: [],
    signedIn: false,
    tally: carriedTally(begun),
  };
  // The heart beats from the start: a slow sign-in must not look like a dead worker.
  const stopHeart = startHeart(run);
  try {
    const ending = await withRateLimitTally(run.tally, () =>
      signInAndRun(run, begun.resumed === true, solver),
    );
    return await finish(run, ending);
  } finally {
    stopHeart();
  }
}

/**
 * A run resumed after a person answered its captcha or OTP goes on counting from what its part
 * before the wait had logged: the log's calls and 429s are the whole run's.
 */
function carriedTally(begun: RunData): PortalTally {
  if (begun.resumed !== true) return { calls: 0, rateLimited: 0 };
  const count = (v: unknown) => (Number.isInteger(v) && (v as number) > 0 ? (v as number) : 0);
  return { calls: count(begun.portalCallCount), rateLimited: count(begun.rateLimitedCount) };
}

/** Beats the run's heart, and keeps its portal session alive while it is signed in. */
function startHeart<C extends Connector<unknown>>(run: RunState<C>): () => void {
  const { ctx, job, connector } = run;
  let ticks = 0;
  const heart = setInterval(() => {
    ticks++;
    void beatRun(ctx.db, job.orgId, job.runId).catch(() => {});
    if (run.signedIn && (ticks * HEARTBEAT_MS) % KEEP_ALIVE_MS < HEARTBEAT_MS)
      void connector.keepAlive?.(run.session!).catch(() => {});
  }, HEARTBEAT_MS);
  heart.unref();
  return () => clearInterval(heart);
}

/** The licence, the stored login, the sign-in, then the modules: the first that ends the run says how. */
async function signInAndRun<C extends Connector<unknown>>(
  run: RunState<C>,
  resumed: boolean,
  solver: CaptchaSolver | undefined,
): Promise<Ending> {
  // A run queued while the area was licensed may start after its licence ended (ICEGATE's
  // `licIceGateCounter` included): it ends here, before signing in, with the reason.
  const refused = await syncLicenceRefusal(run.ctx, run.job.orgId, run.portal.feature);
  if (refused) return failed(run, `${refused}; the sync did not run`);
  const credentials = await credentialsOf(run);
  if ('outcome' in credentials) return credentials;
  const notSignedIn = await signIn(run, credentials, resumed, solver);
  if (notSignedIn) return notSignedIn;
  return runModules(run);
}

function failed(run: RunState<Connector<unknown>>, error: string, account = {}): Ending {
  return { outcome: { status: 'failed', ...run.counts, error }, account };
}

/** The login's stored password (a portal without login signs in with the key alone), or why not. */
async function credentialsOf<C extends Connector<unknown>>(
  run: RunState<C>,
): Promise<LoginCredentials | Ending> {
  const { ctx, portal, job } = run;
  const { orgId, accountKey } = job;
  if (portal.login !== 'password') return { loginId: accountKey, password: '' };
  // One sign-in per login at a time, across workers: a run that finds another signing in waits
  // for its verdict, then reads the login again (blocked, or free to try).
  let login: StoredLogin | null;
  let account: Awaited<ReturnType<typeof getRecord>>;
  for (;;) {
    const read = await inOrg(ctx.db, orgId, async (tx) => {
      const found = await loadLogin(ctx, tx, orgId, portal.key, accountKey);
      const free = !!found && !found.blockedReason && !found.refused;
      return {
        login: found,
        claimed: free ? await claimSignIn(tx, orgId, portal.key, accountKey) : true,
        account: await getRecord(tx, orgId, RESOURCES[portal.accountType], encodeURIComponent(accountKey)),
      };
    });
    ({ login, account } = read);
    if (read.claimed) break;
    await sleep(SIGN_IN_WAIT_MS);
  }
  if (!login) return failed(run, 'No stored password for this login');
  const blockedBy = login.blockedReason ?? (login.refused ? REFUSED_AGAIN : null);
  if (blockedBy)
    return {
      outcome: {
        status: 'login_blocked',
        ...run.counts,
        error: `${blockedBy}. Update the password to try again.`,
      },
      account: {
        loginStatus: 'login_blocked',
        loginReason: blockedBy,
        loginAttemptsLeft: login.attemptsLeft,
      },
    };
  return {
    loginId: accountKey,
    password: login.password,
    extra: portal.extraCredentials?.(account?.data ?? {}),
  };
}

/** Signs in (with the solver or the sign-in queue's help): nothing when signed in, else how the run ends. */
async function signIn<C extends Connector<unknown>>(
  run: RunState<C>,
  credentials: LoginCredentials,
  resumed: boolean,
  solver: CaptchaSolver | undefined,
): Promise<Ending | null> {
  const { ctx, connector, portal, job } = run;
  // The lease of this run's sign-in, freed once the portal has answered (blockLogin frees it too).
  const release = (accepted: boolean) =>
    portal.login === 'password'
      ? inOrg(ctx.db, job.orgId, (tx) => releaseSignIn(tx, job.orgId, portal.key, job.accountKey, accepted))
      : Promise.resolve();
  try {
    const signedIn = await signInWithHelp(
      ctx,
      connector,
      credentials,
      {
        orgId: job.orgId,
        portal: portal.key,
        accountKey: job.accountKey,
        runId: job.runId,
        batchId: job.batchId,
        resumed,
      },
      solver,
    );
    await release(signedIn.signedIn);
    if (!signedIn.signedIn) {
      const what = signedIn.kind === 'otp' ? 'the OTP' : 'the captcha';
      return {
        outcome: {
          status: 'waiting',
          ...run.counts,
          error: `Waiting for you: type ${what} in the sign-in queue`,
        },
        account: { loginStatus: 'waiting', loginReason: `Waiting for ${what} to be typed` },
      };
    }
    run.session = signedIn.session as SessionOf<C>;
    run.signedIn = true;
    return null;
  } catch (err) {
    if (!(err instanceof PortalError)) {
      await release(false).catch(() => {});
      throw err;
    }
    if (!err.blocksLogin) await release(false);
    return signInRefused(run, err, credentials.password);
  }
}

/** A portal error at sign-in: a refused password blocks the login; an OTP login or the portal failing fails the run. */
async function signInRefused<C extends Connector<unknown>>(
  run: RunState<C>,
  err: PortalError,
  password: string,
): Promise<Ending> {
  const { ctx, portal, job, counts, failures } = run;
  if (err.blocksLogin) {
    const reason = BLOCK_REASONS[err.kind] ?? err.message;
    const attemptsLeft = err.attemptsLeft;
    await inOrg(ctx.db, job.orgId, (tx) =>
      blockLogin(ctx, tx, job.orgId, portal.key, job.accountKey, {
        reason,
        password,
        wrongPassword: err.kind === 'wrong_password',
        attemptsLeft,
      }),
    );
    return {
      outcome: { status: 'login_blocked', ...counts, error: reason },
      account: { loginStatus: 'login_blocked', loginReason: reason, loginAttemptsLeft: attemptsLeft ?? null },
    };
  }
  if (err.kind === 'otp_required') {
    failures.push({ ...ACCOUNT_FAILURE, ref: 'Sign-in', reason: OTP_REASON });
    return failed(run, OTP_REASON, { loginStatus: 'otp_required', loginReason: OTP_REASON });
  }
  // The portal failing at sign-in (after the client's own retries): a failed run with the
  // reason, kept as a failed item that a retry or the next sync resolves.
  const reason = `Sign-in failed: ${err.message}`;
  counts.failedCount++;
  failures.push({ ...ACCOUNT_FAILURE, ref: 'Sign-in', reason });
  return failed(run, reason, { loginStatus: 'error', loginReason: reason });
}

/** What the modules get: the signed-in session, and places to count and report to. */
function moduleRun<C extends Connector<unknown>>(run: RunState<C>): SyncRun<C> {
  const { ctx, connector, job, counts, failures } = run;
  return {
    app: ctx,
    portal: connector,
    session: run.session!,
    orgId: job.orgId,
    accountKey: job.accountKey,
    runId: job.runId,
    today: todayIso(ctx.now()),
    options: optionsOf(job),
    counts,
    accountPatch: {},
    failed(item) {
      counts.failedCount++;
      failures.push(item);
    },
  };
}

/** The chosen modules in order, signed in; signs out after them, whatever happened. */
async function runModules<C extends Connector<unknown>>(run: RunState<C>): Promise<Ending> {
  const { job, portal } = run;
  const syncRun = moduleRun(run);
  const modules = job.modules?.length
    ? portal.modules.filter((m) => job.modules!.includes(m.key))
    : portal.modules;
  let done: { stopped: boolean; cleanModules: number };
  try {
    done = await eachModule(run, syncRun, modules);
  } finally {
    // The run's one heart stops keeping a session alive that it has signed out of.
    run.signedIn = false;
    await run.connector.signOut(run.session!).catch(() => {});
  }
  const okState = portal.login === 'password' ? LOGIN_OK : {};
  if (done.stopped) {
    const error = `Cancelled after ${run.modulesRun.length} of ${modules.length} module(s)`;
    return {
      outcome: { status: 'cancelled', ...run.counts, error },
      account: { ...syncRun.accountPatch, ...okState },
    };
  }
  // When every module failed (the portal answering errors throughout), the last good sync's time
  // stays, so the account reads stale rather than synced.
  const synced =
    done.cleanModules > 0 || modules.length === 0
      ? { [syncedAtField(portal)]: new Date().toISOString() }
      : {};
  return {
    outcome: {
      status: run.counts.failedCount ? 'failed' : 'succeeded',
      ...run.counts,
      error: failedItemsError(run),
    },
    account: { ...syncRun.accountPatch, ...okState, ...synced },
  };
}

/**
 * Runs the modules one by one, looking at the batch before each (a cancelled batch stops the run).
 * A module's own failure is a failed item and the next one runs; a lost session or network ends
 * the run. Counts the modules that ran without a failed item.
 */
async function eachModule<C extends Connector<unknown>>(
  run: RunState<C>,
  syncRun: SyncRun<C>,
  modules: readonly SyncModule<C>[],
): Promise<{ stopped: boolean; cleanModules: number }> {
  const { ctx, job, failures } = run;
  // Modules that ran without a failed item: a run with none has not brought the account up to date.
  let cleanModules = 0;
  for (const [i, mod] of modules.entries()) {
    const progress = { currentModule: mod.label, modulesDone: i, moduleCount: modules.length };
    if ((await runCheckpoint(ctx.db, job.orgId, job.runId, progress)) === 'stop')
      return { stopped: true, cleanModules };
    const failedBefore = failures.length;
    try {
      await mod.run(syncRun);
    } catch (err) {
      if (err instanceof PortalError && err.endsRun) throw err;
      syncRun.failed({ module: mod.key, ref: mod.label, reason: (err as Error).message });
    }
    run.modulesRun.push(mod.key);
    if (failures.length === failedBefore) cleanModules++;
  }
  return { stopped: false, cleanModules };
}

/** One item that failed says why; several are counted (each is on the failed-items screen). */
function failedItemsError(run: RunState<Connector<unknown>>): string | undefined {
  if (run.failures.length === 1) return run.failures[0]!.reason;
  return run.counts.failedCount
    ? `${run.counts.failedCount} item(s) could not be fetched; the next sync asks for them again`
    : undefined;
}

/** Keeps what the run learnt on the account and its failed items, and logs the run's end. */
async function finish<C extends Connector<unknown>>(run: RunState<C>, ending: Ending): Promise<SyncOutcome> {
  const { ctx, portal, job, failures, modulesRun } = run;
  const { orgId, runId, accountKey } = job;
  const { outcome, account } = ending;
  await inOrg(ctx.db, orgId, async (tx) => {
    // A login's record is made if missing; a public service's (a party, an ITAT PAN) only stamped
    // where the firm holds it, so a PAN searched for appeals does not become an income-tax account.
    if (portal.login === 'password') await patchAccountRecord(tx, orgId, portal, accountKey, account);
    else if (Object.keys(account).length)
      await patchAccountRecord(tx, orgId, portal, accountKey, account, { create: false });
    if (modulesRun.length || failures.length)
      await recordRunFailures(tx, orgId, portal.key, {
        accountKey,
        runId,
        modulesRun,
        failures,
        now: ctx.now(),
      });
    // What the run brought joins its matters: one set-based pass over this account's records. In a
    // savepoint: a fault there must not cost the run what it learnt (the next run links again), so
    // it is only told on the run's log.
    if (modulesRun.length)
      await tx
        .transaction((sp) => linkCases(sp, orgId, accountKey))
        .catch((err: unknown) =>
          failures.push({ module: 'cases', ref: 'Linking into cases', reason: (err as Error).message }),
        );
  });
  const waiting = outcome.status === 'waiting';
  await updateSyncRun(ctx.db, orgId, runId, {
    ...outcome,
    error: outcome.error ?? null,
    failures: failures.slice(0, MAX_FAILURES_KEPT),
    currentModule: waiting ? outcome.error : null,
    finishedAt: waiting ? null : new Date().toISOString(),
    durationMs: Date.now() - run.started,
    portalCallCount: run.tally.calls,
    rateLimitedCount: run.tally.rateLimited,
  });
  return outcome;
}
