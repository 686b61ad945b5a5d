import { sql } from 'drizzle-orm';
import { RESOURCES } from '@taxdesk/domain';
import type { AppContext } from '../../../context';
import { inOrg } from '../../../db/tenant';
import { upsertRecords } from '../../../lib/records/upsert';
import { ItatError, type ItatCase, type ItatService } from '../connector/itat-client';
import { canonicalAppealNo, mergeCase } from './itat-mapping';
import type { LoginJob, RunOutcome } from './login-run';
import { beginRun, patchRun, recordFailures, type FailedItem } from './runs';

export type ItatJob = LoginJob & { searchByPan?: boolean };

/**
 * The ITAT case status of one PAN's appeals: one search by PAN finds the tribunal's appeals of the
 * assessee (with `searchByPan`, appeals the firm did not have yet are added: a Revenue appeal, a
 * cross objection); an appeal the search missed is looked up by its number. An appeal the tribunal
 * does not know is reported as a failed item, not removed: the number may be mistyped.
 */
export async function syncItatPan(ctx: AppContext, itat: ItatService, job: ItatJob): Promise<RunOutcome> {
  const { orgId, runId, accountKey: pan } = job;
  const counts = { newCount: 0, changedCount: 0, failedCount: 0 };
  const run = await beginRun(ctx.db, orgId, runId, ctx.now());
  if (!run) return { status: 'skipped', ...counts };
  const searchByPan = job.searchByPan ?? run.searchByPan === true;
  const started = Date.now();
  const failures: FailedItem[] = [];

  const finish = async (outcome: RunOutcome): Promise<RunOutcome> => {
    await patchRun(ctx.db, orgId, runId, {
      ...outcome,
      error: outcome.error ?? null,
      failures,
      currentModule: null,
      finishedAt: new Date().toISOString(),
      durationMs: Date.now() - started,
    });
    await recordFailures(ctx.db, orgId, 'itat', pan, runId, ['caseStatus'], failures);
    return outcome;
  };

  const stored = await inOrg(ctx.db, orgId, (tx) =>
    tx.execute<{ data: Record<string, unknown> }>(sql`
      SELECT data FROM records WHERE org_id = ${orgId} AND type = 'itatAppeal' AND account_key = ${pan}`),
  );
  const byCanon = new Map(stored.rows.map((r) => [canonicalAppealNo(String(r.data.appealNo)), r.data]));
  await patchRun(ctx.db, orgId, runId, { currentModule: 'Case status', modulesDone: 0, moduleCount: 1 });

  try {
    const found = new Map<string, ItatCase>();
    for (const c of await itat.byPan(pan)) found.set(canonicalAppealNo(c.appealNo), c);
    for (const [canon, data] of byCanon) {
      if (found.has(canon)) continue;
      const direct = await itat.byAppealNo(String(data.appealNo));
      if (direct[0]) found.set(canon, direct[0]);
      else
        failures.push({
          module: 'caseStatus',
          ref: String(data.appealNo),
          reason: "The ITAT's case status has no such appeal; check the appeal number",
        });
    }
    const items = [...found]
      .filter(([canon]) => searchByPan || byCanon.has(canon))
      .map(([canon, c]) => ({ data: mergeCase(c, byCanon.get(canon) ?? null), raw: c }));
    const result = await inOrg(ctx.db, orgId, (tx) =>
      upsertRecords(tx, orgId, RESOURCES.itatAppeal, items, { runId }),
    );
    counts.newCount = result.inserted.length;
    counts.changedCount = result.changed.length;
  } catch (err) {
    if (!(err instanceof ItatError)) throw err;
    failures.push({ module: 'caseStatus', ref: `PAN ${pan}`, reason: err.message });
    counts.failedCount = failures.length;
    return finish({ status: 'failed', ...counts, error: err.message });
  }
  counts.failedCount = failures.length;
  return finish({
    status: failures.length ? 'failed' : 'succeeded',
    ...counts,
    error: failures.length ? `${failures.length} appeal(s) not found on the ITAT's case status` : null,
  });
}
