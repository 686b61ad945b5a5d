import { checkTan } from '@taxdesk/domain';
import { createEfilingClient } from '../../lib/portal/efiling-client';
import type { SyncPortal } from '../../lib/sync/sync-portal';
import { challansSync } from './challans-sync';
import { defaultsSync } from './defaults-sync';
import { downloadRequestsSync } from './download-requests-sync';
import { tdsEfilingConnector, type TdsEfilingConnector } from './efiling-tds-connector';
import { tdsInboxSync, tdsProceedingsSync } from './efiling-tds-notices-sync';
import {
  tdsApplicationsSync,
  tdsEfilingDemandsSync,
  tdsFiledFormsSync,
  tdsPaymentsSync,
} from './efiling-tds-records-sync';
import { ldcSync } from './ldc-sync';
import { statementsSync } from './statements-sync';
import { DEMO_START_OPTION } from './demo-start';
import { panVerifySync } from './tds-screen-modules';
import { tracesHosts, TracesClient } from './traces-client';

const TRACES_SYNC_QUEUE = 'tds-traces-sync-account';
const TDS_EFILING_SYNC_QUEUE = 'tds-efiling-sync-account';

/**
 * TRACES, by TAN: the login id is the TAN (TRACES 2.0 signs in with it); the account record's
 * `tracesUserId` (the legacy user id) goes along as `extra.userId`, checked after sign-in.
 * TRACES asks a captcha at every sign-in. Its base URL is `TRACES_URL` where set, else the one
 * base URL the sandbox serves every portal on.
 */
export const tracesSyncPortal: SyncPortal<TracesClient> = {
  key: 'traces',
  area: 'tds',
  feature: 'tds',
  accountLabel: 'TAN account (TRACES)',
  accountType: 'tdsAccount',
  keyField: 'tan',
  checkLoginId: checkTan,
  queue: TRACES_SYNC_QUEUE,
  modules: [statementsSync, defaultsSync, ldcSync, challansSync, downloadRequestsSync, panVerifySync],
  connector: (app) => new TracesClient(tracesHosts(app.portals)),
  firstSyncOptions: { [DEMO_START_OPTION]: true },
  login: 'password',
  extraCredentials: (account): Record<string, string> => {
    const userId = typeof account.tracesUserId === 'string' ? account.tracesUserId.trim() : '';
    return userId ? { userId } : {};
  },
};

/**
 * The e-filing portal signed in with the TAN and its e-filing password (stored apart from the
 * TRACES one, under this portal's key): filed statements, e-proceedings and their notices,
 * demands, payments, the inbox and applications.
 */
export const tdsEfilingSyncPortal: SyncPortal<TdsEfilingConnector> = {
  key: 'tds',
  area: 'tds',
  feature: 'tds',
  accountLabel: 'TAN account (e-filing)',
  accountType: 'tdsAccount',
  keyField: 'tan',
  checkLoginId: checkTan,
  queue: TDS_EFILING_SYNC_QUEUE,
  modules: [
    tdsFiledFormsSync,
    tdsProceedingsSync,
    tdsEfilingDemandsSync,
    tdsPaymentsSync,
    tdsInboxSync,
    tdsApplicationsSync,
  ],
  connector: (app) => tdsEfilingConnector(createEfilingClient(app.portals.it)),
  login: 'password',
};
