import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/tenant';
import type { FailedItem } from './sync-module';

/** The failed-item module of a run that failed as a whole (sign-in, session, portal down). */
export const ACCOUNT_FAILURE = { module: 'account', ref: 'Sign-in and sync' } as const;

/**
 * Keeps what a run could not fetch, one row per account + module + reference (seen again: one
 * more attempt, the latest reason), and resolves the open items of the modules this run went
 * through without failing them again: the portal answered for them this time.
 */
export async function recordRunFailures(
  tx: Tx,
  orgId: string,
  portal: string,
  input: {
    accountKey: string;
    runId: string;
    /** Modules that ran to their end (failed items included); their old items may resolve. */
    modulesRun: readonly string[];
    failures: readonly FailedItem[];
    now: Date;
  },
): Promise<void> {
  const { accountKey, runId, now } = input;
  const unique = new Map<string, FailedItem>();
  for (const f of input.failures) unique.set(`${f.module}\u0000${f.ref}`, f);
  const items = [...unique.values()];
  for (let i = 0; i < items.length; i += 500) {
    const rows = items.slice(i, i + 500).map(
      (f) =>
        sql`(${orgId}, ${portal}, ${accountKey}, ${f.module}, ${f.ref.slice(0, 500)}, ${f.reason.slice(0, 2000)},
             ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, ${runId}::uuid)`,
    );
    await tx.execute(sql`
      INSERT INTO sync_failures (org_id, portal, account_key, module, ref, reason, first_seen_at, last_seen_at, last_run_id)
      VALUES ${sql.join(rows, sql`, `)}
      ON CONFLICT (org_id, portal, account_key, module, ref) DO UPDATE SET
        reason = excluded.reason, last_seen_at = excluded.last_seen_at, last_run_id = excluded.last_run_id,
        attempts = sync_failures.attempts + 1, resolved_at = NULL`);
  }
  // Reaching the modules means the sign-in worked: a whole-run failure of this account is over too.
  const modules = [...input.modulesRun, ACCOUNT_FAILURE.module];
  await tx.execute(sql`
    UPDATE sync_failures SET resolved_at = ${now.toISOString()}::timestamptz
    WHERE org_id = ${orgId} AND portal = ${portal} AND account_key = ${accountKey} AND resolved_at IS NULL
      AND module = ANY(${sql.param(modules)}::text[]) AND last_run_id IS DISTINCT FROM ${runId}::uuid`);
}

type OpenFailure = { id: number; accountKey: string; module: string };

/** Open items of a portal, all or the chosen ones, for a retry. */
export async function openFailures(
  tx: Tx,
  orgId: string,
  portal: string,
  ids: readonly number[] | undefined,
): Promise<OpenFailure[]> {
  const chosen = ids?.length ? sql`AND id = ANY(${sql.param([...ids])}::bigint[])` : sql``;
  const r = await tx.execute<{ id: string; account_key: string; module: string }>(sql`
    SELECT id, account_key, module FROM sync_failures
    WHERE org_id = ${orgId} AND portal = ${portal} AND resolved_at IS NULL ${chosen}
    ORDER BY account_key, module`);
  return r.rows.map((row) => ({ id: Number(row.id), accountKey: row.account_key, module: row.module }));
}
