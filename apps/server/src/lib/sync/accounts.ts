import { sql } from 'drizzle-orm';
import {
  SYNC_ACCOUNT_STATES,
  type SyncAccount,
  type SyncAccountList,
  type SyncAccountState,
} from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';
import { syncedAtField, type SyncPortal } from './sync-portal';

const DAY_MS = 86_400_000;

/** An account's sync state from its login status and when it last synced (the sync screens' and Home's coverage). */
export function accountState(
  loginStatus: string | null,
  lastSyncedAt: string | null,
  now: Date,
  staleAfterDays: number,
): SyncAccountState {
  if (loginStatus === 'login_blocked') return 'login_blocked';
  if (loginStatus === 'otp_required') return 'otp_required';
  if (loginStatus === 'waiting') return 'waiting';
  if (!lastSyncedAt) return 'never';
  return now.getTime() - Date.parse(lastSyncedAt) > staleAfterDays * DAY_MS ? 'stale' : 'synced';
}

/** Every account of a portal with its sync state, and how many are in each state. */
export async function syncAccounts(
  tx: Tx,
  orgId: string,
  portal: Pick<SyncPortal, 'key' | 'accountType' | 'syncedAtField'>,
  now: Date,
  staleAfterDays: number,
): Promise<SyncAccountList> {
  const r = await tx.execute<{
    key: string;
    name: string | null;
    client_no: string | null;
    grp: string | null;
    branch: string | null;
    login_status: string | null;
    reason: string | null;
    attempts_left: number | null;
    last_synced_at: string | null;
    syncing: boolean;
  }>(sql`
    SELECT a.key, a.title AS name, a.data->>'clientNo' AS client_no, a.data->>'group' AS grp,
           a.data->>'branch' AS branch, a.data->>'loginStatus' AS login_status, a.data->>'loginReason' AS reason,
           (a.data->>'loginAttemptsLeft')::int AS attempts_left,
           a.data->>${syncedAtField(portal)} AS last_synced_at, (busy.account_key IS NOT NULL) AS syncing
    FROM records a
    LEFT JOIN (
      SELECT DISTINCT account_key FROM records
      WHERE org_id = ${orgId} AND type = 'syncLog' AND section = ${portal.key}
        AND status IN ('queued', 'running', 'waiting') AND issued_on > now() - interval '2 hours'
    ) busy ON busy.account_key = a.key
    WHERE a.org_id = ${orgId} AND a.type = ${portal.accountType} AND a.removed_at IS NULL
    ORDER BY a.key`);
  const counts = Object.fromEntries(Object.keys(SYNC_ACCOUNT_STATES).map((k) => [k, 0])) as Record<
    SyncAccountState,
    number
  >;
  const accounts: SyncAccount[] = r.rows.map((row) => {
    const state = accountState(row.login_status, row.last_synced_at, now, staleAfterDays);
    counts[state]++;
    return {
      accountKey: row.key,
      name: row.name,
      clientNo: row.client_no,
      group: row.grp,
      branch: row.branch,
      state,
      reason: row.reason,
      attemptsLeft: row.attempts_left,
      lastSyncedAt: row.last_synced_at,
      syncing: row.syncing,
    };
  });
  return { accounts, counts, staleAfterDays };
}

/** Every account of the portal (not removed), by login id: what "sync all" means by default. */
export async function allAccountKeys(tx: Tx, orgId: string, portal: SyncPortal): Promise<string[]> {
  if (portal.listAccounts) return portal.listAccounts(tx, orgId);
  const r = await tx.execute<{ key: string }>(sql`
    SELECT key FROM records WHERE org_id = ${orgId} AND type = ${portal.accountType} AND removed_at IS NULL ORDER BY 1`);
  return r.rows.map((row) => row.key);
}
