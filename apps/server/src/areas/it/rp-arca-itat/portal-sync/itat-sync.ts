import { sql } from 'drizzle-orm';
import { RESOURCES } from '@taxdesk/domain';
import { inOrg } from '../../../../db/tenant';
import { upsertRecords } from '../../../../lib/records/upsert';
import type { Connector } from '../../../../lib/sync/connector';
import type { SyncModule } from '../../../../lib/sync/sync-module';
import { ItatError, type ItatCase, type ItatService } from '../connector/itat-client';
import { canonicalAppealNo, mergeCase } from './itat-mapping';

export type ItatConnector = ItatService & Connector<null>;

/**
 * The ITAT case status of one PAN's appeals: one search by PAN finds the tribunal's appeals of the
 * assessee (with `searchByPan`, appeals the firm did not have yet are added: a Revenue appeal, a
 * cross objection); an appeal the search missed is looked up by its number. An appeal the tribunal
 * does not know is reported as a failed item, not removed: the number may be mistyped.
 */
export const itatCaseStatus: SyncModule<ItatConnector> = {
  key: 'caseStatus',
  label: 'Case status',
  async run(run) {
    const { app, orgId, runId, accountKey: pan } = run;
    const itat = run.portal;
    const searchByPan = run.options.searchByPan === true;
    const stored = await inOrg(app.db, orgId, (tx) =>
      tx.execute<{ data: Record<string, unknown> }>(sql`
        SELECT data FROM records WHERE org_id = ${orgId} AND type = 'itatAppeal' AND account_key = ${pan}`),
    );
    const byCanon = new Map(stored.rows.map((r) => [canonicalAppealNo(String(r.data.appealNo)), r.data]));
    try {
      const found = new Map<string, ItatCase>();
      for (const c of await itat.byPan(pan)) found.set(canonicalAppealNo(c.appealNo), c);
      for (const [canon, data] of byCanon) {
        if (found.has(canon)) continue;
        const direct = await itat.byAppealNo(String(data.appealNo));
        if (direct[0]) found.set(canon, direct[0]);
        else
          run.failed({
            module: 'caseStatus',
            ref: String(data.appealNo),
            reason: "The ITAT's case status has no such appeal; check the appeal number",
          });
      }
      const items = [...found]
        .filter(([canon]) => searchByPan || byCanon.has(canon))
        .map(([canon, c]) => ({ data: mergeCase(c, byCanon.get(canon) ?? null), raw: c }));
      const result = await inOrg(app.db, orgId, (tx) =>
        upsertRecords(tx, orgId, RESOURCES.itatAppeal, items, { runId }),
      );
      run.counts.newCount += result.inserted.length;
      run.counts.changedCount += result.changed.length;
    } catch (err) {
      if (!(err instanceof ItatError)) throw err;
      run.failed({ module: 'caseStatus', ref: `PAN ${pan}`, reason: err.message });
    }
  },
};
