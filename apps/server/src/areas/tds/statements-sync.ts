import { RESOURCES, recordKey } from '@taxdesk/domain';
import { TDS_FORMS, fetchRejectionReason, fetchStatements } from './traces-api';
import { mapStatement } from './traces-mapping';
import { endedQuarters, recentYears, type TracesSyncModule } from './traces-sync-module';
import { saveTdsRecords, storedTdsRecords, tryTdsItem } from './tds-sync-support';

/**
 * Statement status of every form and ended quarter of the last three financial years. A rejected
 * statement's reason is a second call, made once (it does not change).
 */
export const statementsSync: TracesSyncModule = {
  key: 'statements',
  label: 'Statement status',
  async run(run) {
    const stored = await storedTdsRecords(run, 'tdsStatement');
    const items: { data: Record<string, unknown> }[] = [];
    for (const fy of recentYears(run.today)) {
      for (const quarter of endedQuarters(fy, run.today)) {
        for (const form of TDS_FORMS) {
          await tryTdsItem(run, 'statements', `${form} Q${quarter} ${fy}`, async () => {
            for (const row of await fetchStatements(run.portal, run.session, fy, quarter, form)) {
              const known = stored.get(
                recordKey(RESOURCES.tdsStatement, { tan: run.accountKey, tokenNo: row.tokenno }),
              );
              let reason = (known?.reason as string | null | undefined) ?? null;
              if (row.reason && !reason)
                reason = await fetchRejectionReason(run.portal, run.session, row.tokenno);
              items.push({ data: mapStatement(run.accountKey, row, reason) });
            }
          });
        }
      }
    }
    await saveTdsRecords(run, RESOURCES.tdsStatement, items);
    run.accountPatch.statementCount = items.length;
  },
};
