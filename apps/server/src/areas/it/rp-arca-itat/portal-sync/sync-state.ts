import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/tenant';
import { RUN_PORTALS, type RunPortal } from './runs';

/**
 * What the sync screens show besides a batch's progress (the generic sync API): each account with
 * its state and its latest run.
 */

type RunView = {
  runId: string;
  status: string;
  batchId: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  currentModule: string | null;
  modulesDone: number | null;
  moduleCount: number | null;
  newCount: number;
  changedCount: number;
  failedCount: number;
  error: string | null;
};

type SyncAccountView = {
  key: string;
  name: string | null;
  loginStatus: string | null;
  loginReason: string | null;
  lastSyncedAt: string | null;
  /** ITAT: the PAN's appeals; logins: the login's records of its main list. */
  itemCount: number | null;
  blocked: boolean;
  lastRun: RunView | null;
};

/** How many accounts a sync screen lists at most (the firm's logins; PANs with appeals). */
const MAX_ACCOUNTS = 5000;

function runView(d: Record<string, unknown>): RunView {
  const n = (v: unknown) => (typeof v === 'number' ? v : v == null ? null : Number(v));
  return {
    runId: String(d.runId),
    status: String(d.status),
    batchId: (d.batchId as string | undefined) ?? null,
    startedAt: (d.runningSince as string | undefined) ?? (d.startedAt as string | undefined) ?? null,
    finishedAt: (d.finishedAt as string | undefined) ?? null,
    currentModule: (d.currentModule as string | undefined) ?? null,
    modulesDone: n(d.modulesDone),
    moduleCount: n(d.moduleCount),
    newCount: n(d.newCount) ?? 0,
    changedCount: n(d.changedCount) ?? 0,
    failedCount: n(d.failedCount) ?? 0,
    error: (d.error as string | undefined) ?? null,
  };
}

async function latestRuns(tx: Tx, orgId: string, portal: RunPortal): Promise<Map<string, RunView>> {
  const r = await tx.execute<{ account_key: string; data: Record<string, unknown> }>(sql`
    SELECT DISTINCT ON (account_key) account_key, data FROM records
    WHERE org_id = ${orgId} AND type = 'syncLog' AND section = ${portal}
    ORDER BY account_key, issued_on DESC`);
  return new Map(r.rows.map((row) => [row.account_key, runView(row.data)]));
}

async function loginAccounts(tx: Tx, orgId: string, portal: 'rp' | 'arca'): Promise<SyncAccountView[]> {
  const type = RUN_PORTALS[portal].accountType;
  const countField = portal === 'rp' ? 'proceedingCount' : 'worklistCount';
  const r = await tx.execute<{ key: string; data: Record<string, unknown>; blocked: boolean }>(sql`
    SELECT r.account_key AS key, r.data, (c.blocked_reason IS NOT NULL) AS blocked
    FROM records r
    LEFT JOIN portal_credentials c ON c.org_id = r.org_id AND c.portal = ${portal} AND c.login_id = r.account_key
    WHERE r.org_id = ${orgId} AND r.type = ${type}
    ORDER BY r.account_key LIMIT ${MAX_ACCOUNTS}`);
  const runs = await latestRuns(tx, orgId, portal);
  return r.rows.map((row) => ({
    key: row.key,
    name: (row.data.name as string | undefined) ?? null,
    loginStatus: (row.data.loginStatus as string | undefined) ?? 'new',
    loginReason: (row.data.loginReason as string | undefined) ?? null,
    lastSyncedAt: (row.data.lastSyncedAt as string | undefined) ?? null,
    itemCount: typeof row.data[countField] === 'number' ? (row.data[countField] as number) : null,
    blocked: row.blocked,
    lastRun: runs.get(row.key) ?? null,
  }));
}

/** The PANs with ITAT appeals (and the appeals' count); a PAN's state is its latest run's. */
async function itatAccounts(tx: Tx, orgId: string): Promise<SyncAccountView[]> {
  const r = await tx.execute<{ key: string; name: string | null; n: number }>(sql`
    SELECT account_key AS key, max(data->>'assesseeName') AS name, count(*)::int AS n FROM records
    WHERE org_id = ${orgId} AND type = 'itatAppeal' AND account_key IS NOT NULL
    GROUP BY account_key ORDER BY account_key LIMIT ${MAX_ACCOUNTS}`);
  const runs = await latestRuns(tx, orgId, 'itat');
  return r.rows.map((row) => {
    const run = runs.get(row.key) ?? null;
    const synced = run && (run.status === 'succeeded' || run.status === 'failed') ? run.finishedAt : null;
    return {
      key: row.key,
      name: row.name,
      loginStatus: null,
      loginReason: null,
      lastSyncedAt: synced,
      itemCount: row.n,
      blocked: false,
      lastRun: run,
    };
  });
}

export function syncAccounts(tx: Tx, orgId: string, portal: RunPortal): Promise<SyncAccountView[]> {
  return portal === 'itat' ? itatAccounts(tx, orgId) : loginAccounts(tx, orgId, portal);
}
