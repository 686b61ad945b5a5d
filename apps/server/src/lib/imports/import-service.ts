import type { Readable } from 'node:stream';
import type { ImportPreview, ImportResult, PreviewRow } from '@taxdesk/domain';
import type { AppContext } from '../../context';
import { inOrg } from '../../db/tenant';
import type { Tenant } from '../access';
import { badRequest, conflict, HttpError, notFound } from '../http/errors';
import type { CommitContext, ImportKind, RowAction, RowValues } from './import-kind';
import { IMPORT_LIMITS } from './limits';
import { discardPending, lockImport, markCommitted, openPayload, savePending } from './pending-imports';
import { readImport, type FileRow } from './read-import';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function previewRows(rows: readonly FileRow[], actions: Map<number, RowAction>): PreviewRow[] {
  const shown = rows.slice(0, IMPORT_LIMITS.previewRows);
  const withErrors = rows
    .slice(IMPORT_LIMITS.previewRows)
    .filter((r) => r.issues.length)
    .slice(0, IMPORT_LIMITS.previewRows);
  return [...shown, ...withErrors].map((r) => ({
    rowNo: r.rowNo,
    values: r.display,
    action: r.issues.length ? 'error' : (actions.get(r.rowNo) ?? 'new'),
    errors: r.issues.map((i) => i.message),
    warnings: r.issues.length ? [] : r.warnings.map((w) => w.message),
  }));
}

/**
 * Reads the upload, checks every row (file checks, then against the organisation's data), keeps
 * the good rows as a pending import and answers the preview. Writes nothing else.
 */
export async function previewImport(
  ctx: AppContext,
  tenant: Tenant,
  actor: string,
  kind: ImportKind,
  fileName: string,
  body: Readable,
): Promise<ImportPreview> {
  const file = await readImport(body, kind);
  return inOrg(ctx.db, tenant.orgId, async (tx) => {
    const candidates = file.rows.filter((r) => r.issues.length === 0);
    const plans = await kind.plan(
      tx,
      { ctx, orgId: tenant.orgId, actor, userId: tenant.userId, importId: '' },
      candidates.map((r) => r.values),
    );
    const actions = new Map<number, RowAction>();
    candidates.forEach((r, i) => {
      const plan = plans[i]!;
      if ('error' in plan) r.issues.push({ message: plan.error });
      else actions.set(r.rowNo, plan.action);
    });
    const valid = file.rows.filter((r) => r.issues.length === 0);
    const counts = {
      rows: file.rows.length,
      valid: valid.length,
      errors: file.rows.length - valid.length,
      new: 0,
      updated: 0,
      unchanged: 0,
    };
    for (const a of actions.values())
      counts[a === 'new' ? 'new' : a === 'update' ? 'updated' : 'unchanged']++;
    const saved = await savePending(tx, ctx, {
      orgId: tenant.orgId,
      kind: kind.key,
      fileName,
      createdBy: actor,
      createdByUser: tenant.userId,
      counts,
      payload: { rows: valid.map((r) => ({ rowNo: r.rowNo, values: r.values })) },
      ttlMs: IMPORT_LIMITS.pendingTtlMs,
    });
    return {
      id: saved.id,
      kind: kind.key,
      fileName,
      format: file.format,
      expiresAt: saved.expiresAt.toISOString(),
      counts,
      matched: file.matched,
      ignored: file.ignored,
      rows: previewRows(file.rows, actions),
      // In sheet order: the file's own checks and the checks against stored data together.
      errors: file.rows.flatMap((r) =>
        r.issues.map((i) => ({ rowNo: r.rowNo, column: i.column, message: i.message })),
      ),
      warnings: valid.flatMap((r) =>
        r.warnings.map((w) => ({ rowNo: r.rowNo, column: w.column, message: w.message })),
      ),
    };
  });
}

/**
 * Writes a previewed import, all of it in one transaction: either every row is saved and the
 * import is logged as committed, or (any failure, even the process dying) nothing is.
 * `skipErrors` imports the valid rows of a file that also has bad ones; without it such a file
 * is refused.
 */
export async function commitImport(
  ctx: AppContext,
  tenant: Tenant,
  actor: string,
  kind: ImportKind,
  id: string,
  options: { skipErrors: boolean; onAfterCommitError?: (err: unknown) => void },
): Promise<ImportResult> {
  if (!UUID.test(id)) throw notFound('No such import');
  let applied: { c: CommitContext; rows: RowValues[] } | null = null;
  const result = await inOrg(ctx.db, tenant.orgId, async (tx) => {
    const row = await lockImport(tx, tenant.orgId, id);
    if (!row || row.kind !== kind.key) throw notFound('No such import');
    if (row.status !== 'pending') throw conflict('This import has already been committed');
    if (row.expiresAt.getTime() < ctx.now().getTime())
      throw new HttpError(410, 'This preview has expired: upload the file again');
    const fileErrors = row.counts.errors ?? 0;
    if (fileErrors > 0 && !options.skipErrors)
      throw badRequest(
        'skipErrors',
        `${fileErrors} row(s) have errors: correct them and upload again, or import only the valid rows`,
      );
    const c = { ctx, orgId: tenant.orgId, actor, userId: tenant.userId, importId: id };
    const payload = openPayload(ctx, row);
    const rows = payload.rows.map((r) => r.values);
    // The kind decides every row again inside this lock: the data may have moved since the preview.
    const { counts: written, failed } = await kind.commit(tx, c, rows);
    applied = { c, rows };
    // Throwing here rolls back what the commit wrote: nothing of the file is kept.
    if (failed > 0 && !options.skipErrors)
      throw conflict(`${failed} row(s) can no longer be applied since the preview: upload the file again`);
    const counts = { ...written, skipped: fileErrors + failed };
    await markCommitted(tx, ctx, id, actor, { ...row.counts, ...counts });
    return { id, fileName: row.fileName, counts };
  });
  const done = applied as { c: CommitContext; rows: RowValues[] } | null;
  if (!done || !kind.afterCommit) return result;
  const after = await kind.afterCommit(done.c, done.rows).catch((err: unknown) => {
    options.onAfterCommitError?.(err);
    return undefined;
  });
  return after?.batchId ? { ...result, batchId: after.batchId } : result;
}

export async function discardImport(
  ctx: AppContext,
  tenant: Tenant,
  kind: ImportKind,
  id: string,
): Promise<void> {
  if (!UUID.test(id)) throw notFound('No such import');
  const gone = await inOrg(ctx.db, tenant.orgId, (tx) => discardPending(tx, tenant.orgId, kind.key, id));
  if (!gone) throw notFound('No such pending import');
}
