import { RESOURCES } from '@taxdesk/domain';
import type { SyncModule } from '../../../lib/sync/sync-module';
import type { ItConnector } from '../connector/it-connector';
import { saveRecords } from './records-sync-support';
import { fetchTaxStatements } from './tax-credits-api';
import { mapTaxStatements } from './tax-credits-mapping';

/**
 * Tax credits (Form 26AS): one call gives every year; lines are upserted by content hash, so an
 * unchanged statement writes nothing, and a line the statement no longer shows is marked removed.
 * The account remembers the day its statement was last read: the mismatch report leaves out
 * accounts whose statement TaxDesk has never read rather than call all their returns unbacked.
 */
export const taxCreditsSync: SyncModule<ItConnector> = {
  key: 'taxCredits',
  label: 'Tax credits (Form 26AS)',
  async run(run) {
    const statements = await fetchTaxStatements(run.portal, run.session);
    const mapped = mapTaxStatements(statements, run.accountKey);
    await saveRecords(run, RESOURCES.itTaxCredit, mapped, { complete: true });
    run.accountPatch.taxCreditSyncedOn = run.today;
    run.accountPatch.taxCreditCount = mapped.length;
  },
};
