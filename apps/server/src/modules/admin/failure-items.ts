import type pg from 'pg';
import type PgBoss from 'pg-boss';
import { HttpError, notFound, queueUnavailable } from '../../lib/http/errors';
import { busyAccounts, updateSyncRun } from '../../lib/sync-log';
import type { Db } from '../../db/pool';
import type { FailurePage, RetriedFailure } from '@taxdesk/domain';

export type FailureQuery = {
  state: 'open' | 'resolved' | 'all';
  orgId?: string;
  portal?: string;
  q?: string;
  page: number;
  pageSize: number;
};

/**
 * Items the syncs of every organisation could not fetch (the sync modules keep them in
 * sync_failures), newest first. Read on the owner connection: the table's row-level security
 * is per organisation, and the operator looks across all of them.
 */
export async function listFailureItems(owner: pg.Pool, query: FailureQuery): Promise<FailurePage> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (p: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (query.state === 'open') where.push('f.resolved_at IS NULL');
  if (query.state === 'resolved') where.push('f.resolved_at IS NOT NULL');
  if (query.orgId) add((p) => `f.org_id = ${p}`, query.orgId);
  if (query.portal) add((p) => `f.portal = ${p}`, query.portal);
  if (query.q?.trim())
    add(
      (p) => `(f.account_key ILIKE ${p} OR f.ref ILIKE ${p} OR f.reason ILIKE ${p} OR f.module ILIKE ${p})`,
      `%${query.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    );
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = await owner.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sync_failures f ${filter}`,
    params,
  );
  const portals = await owner.query<{ portal: string; n: number }>(
    `SELECT portal, count(*)::int AS n FROM sync_failures f ${filter} GROUP BY portal ORDER BY portal`,
    params,
  );
  const rows = await owner.query(
    `SELECT f.id::int AS id, f.org_id, o.name AS org_name, f.portal, f.account_key, f.module, f.ref, f.reason,
            f.attempts, f.first_seen_at, f.last_seen_at, f.resolved_at, f.last_run_id
     FROM sync_failures f LEFT JOIN orgs o ON o.id = f.org_id ${filter}
     ORDER BY f.last_seen_at DESC, f.id DESC
     LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
    params,
  );
  return {
    total: total.rows[0]!.n,
    byPortal: Object.fromEntries(portals.rows.map((r) => [r.portal, r.n])),
    rows: rows.rows.map((r) => ({
      id: r.id,
      orgId: r.org_id,
      orgName: r.org_name,
      portal: r.portal,
      accountKey: r.account_key,
      module: r.module,
      ref: r.ref,
      reason: r.reason,
      attempts: r.attempts,
      firstSeenAt: r.first_seen_at.toISOString(),
      lastSeenAt: r.last_seen_at.toISOString(),
      resolvedAt: r.resolved_at?.toISOString() ?? null,
      lastRunId: r.last_run_id,
    })),
  };
}

/**
 * Runs the sync job behind a failed item again: the same queue, the same data (organisation,
 * account, run, modules), so it goes through the portal module's own worker and updates the same
 * run in the sync log; items it now fetches are resolved by that module. Refused while the
 * account has a run queued or running, and when the job is no longer kept by the queue.
 */
export async function retryFailureItem(
  deps: { owner: pg.Pool; db: Db; boss?: PgBoss },
  id: number,
): Promise<RetriedFailure> {
  const found = await deps.owner.query(
    `SELECT org_id, portal, account_key, last_run_id, resolved_at FROM sync_failures WHERE id = $1`,
    [id],
  );
  const item = found.rows[0];
  if (!item) throw notFound('No such failed item');
  if (item.resolved_at) throw new HttpError(409, 'This item was fetched since; nothing to retry');
  if (!item.last_run_id) throw new HttpError(409, 'No sync run is recorded for this item');
  if (!deps.boss) throw queueUnavailable();
  const busy = await busyAccounts(deps.db, item.org_id, item.portal);
  if (busy.has(item.account_key)) throw new HttpError(409, `${item.account_key} is already being synced`);
  const job = await deps.owner.query<{ name: string; data: Record<string, unknown> }>(
    `SELECT name, data FROM pgboss.job WHERE id = $1
     UNION ALL SELECT name, data FROM pgboss.archive WHERE id = $1 LIMIT 1`,
    [item.last_run_id],
  );
  const original = job.rows[0];
  if (!original || original.data?.orgId !== item.org_id)
    throw new HttpError(
      410,
      "The queue no longer keeps the sync job behind this item: start a sync of the account from the organisation's screens",
    );
  await updateSyncRun(deps.db, item.org_id, item.last_run_id, {
    status: 'queued',
    error: null,
    finishedAt: null,
  });
  await deps.boss.send(original.name, original.data);
  return {
    orgId: item.org_id,
    accountKey: item.account_key,
    portal: item.portal,
    queue: original.name,
    runId: item.last_run_id,
  };
}
