import type { SyncModule } from '../../../lib/sync/sync-module';
import type { ItConnector } from '../connector/it-connector';
import { proceedingsSync } from './proceedings-sync';
import { demandsSync } from './demands-sync';
import { filedFormsSync } from './filed-forms-sync';
import { paymentsSync } from './payments-sync';
import { profileSync } from './profile-sync';
import { refundsSync } from './refunds-sync';
import { repliesSync } from './replies-sync';
import { returnsSync } from './returns-sync';
import { adjournmentsSync } from './adjournments-sync';
import { caSync } from './ca-sync';
import { complianceSync } from './compliance-sync';
import { downloadRequestsSync } from './download-requests-sync';
import { grievancesSync } from './grievances-sync';
import { requestFormsSync } from './request-forms-sync';
import { worklistSync } from './worklist-sync';
import { taxCreditsSync } from './tax-credits-sync';

/** Every income-tax sync module, in the order a run takes them. Add a module here. */
export const IT_SYNC_MODULES: readonly SyncModule<ItConnector>[] = [
  proceedingsSync,
  // Replies and closure orders build on what the proceedings module stored: keep them after it.
  repliesSync,
  profileSync,
  returnsSync,
  filedFormsSync,
  demandsSync,
  refundsSync,
  paymentsSync,
  worklistSync,
  adjournmentsSync,
  caSync,
  grievancesSync,
  complianceSync,
  downloadRequestsSync,
  requestFormsSync,
  taxCreditsSync,
];
