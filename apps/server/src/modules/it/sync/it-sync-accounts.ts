import { sql } from 'drizzle-orm';
import {
  SYNC_ACCOUNT_STATES,
  type SyncAccount,
  type SyncAccountList,
  type SyncAccountState,
} from '@taxdesk/domain';
import type { Tx } from '../../../db/tenant';

const DAY_MS = 86_400_000;

/** An account's sync state from its login status and when it last synced. */
export function accountState(
  loginStatus: string | null,
  lastSyncedAt: string | null,
  now: Date,
  staleAfterDays: number,
): SyncAccountState {
  if (loginStatus === 'login_blocked') return 'login_blocked';
  if (loginStatus === 'otp_required') return 'otp_required';
  if (!lastSyncedAt) return 'never';
  return now.getTime() - Date.parse(lastSyncedAt) > staleAfterDays * DAY_MS ? 'stale' : 'synced';
}

/** Every income-tax account with its sync state, and how many are in each state. */
export async function itSyncAccounts(
  tx: Tx,
  orgId: string,
  now: Date,
  staleAfterDays: number,
): Promise<SyncAccountList> {
  const r = await tx.execute<{
    pan: string;
    name: string | null;
    client_no: string | null;
    grp: string | null;
    branch: string | null;
    login_status: string | null;
    reason: string | null;
    last_synced_at: string | null;
    syncing: boolean;
  }>(sql`
    SELECT a.key AS pan, a.title AS name, a.data->>'clientNo' AS client_no, a.data->>'group' AS grp,
           a.data->>'branch' AS branch, a.status AS login_status, a.data->>'loginReason' AS reason,
           a.data->>'lastSyncedAt' AS last_synced_at, (busy.account_key IS NOT NULL) AS syncing
    FROM records a
    LEFT JOIN (
      SELECT DISTINCT account_key FROM records
      WHERE org_id = ${orgId} AND type = 'syncLog' AND section = 'it' AND status IN ('queued', 'running')
        AND issued_on > now() - interval '2 hours'
    ) busy ON busy.account_key = a.key
    WHERE a.org_id = ${orgId} AND a.type = 'itAccount' AND a.removed_at IS NULL
    ORDER BY a.key`);
  const counts = Object.fromEntries(Object.keys(SYNC_ACCOUNT_STATES).map((k) => [k, 0])) as Record<
    SyncAccountState,
    number
  >;
  const accounts: SyncAccount[] = r.rows.map((row) => {
    const state = accountState(row.login_status, row.last_synced_at, now, staleAfterDays);
    counts[state]++;
    return {
      accountKey: row.pan,
      name: row.name,
      clientNo: row.client_no,
      group: row.grp,
      branch: row.branch,
      state,
      reason: row.reason,
      lastSyncedAt: row.last_synced_at,
      syncing: row.syncing,
    };
  });
  return { accounts, counts, staleAfterDays };
}
