import { checkGstUsername } from './gst-username';
import type { SyncPortal } from '../../lib/sync/sync-portal';
import { additionalNoticesSync } from './additional-notices-sync';
import { applicationsSync } from './applications-sync';
import { arnStatusSync } from './arn-status-sync';
import { challansSync } from './challans-sync';
import { complianceSync } from './compliance-sync';
import { demandsSync } from './demands-sync';
import { GstClient } from './gst-client';
import { gstHosts } from './gst-hosts';
import { ledgersSync } from './ledgers-sync';
import { noticesSync } from './notices-sync';
import { profileSync } from './profile-sync';
import { returnsSync } from './returns-sync';
import { tdsCreditsSync } from './tds-credits-sync';
import { turnoverSync } from './turnover-sync';

const GST_SYNC_QUEUE = 'gst-sync-account';

/**
 * The GST portal, by login (username): a captcha at every sign-in, several GSTINs per login.
 * Profile first, so the account's GSTINs and names are current before the rest.
 */
export const gstSyncPortal: SyncPortal<GstClient> = {
  key: 'gst',
  area: 'gst',
  feature: 'gst',
  accountLabel: 'GST login',
  accountType: 'gstAccount',
  keyField: 'portalUserName',
  checkLoginId: checkGstUsername,
  queue: GST_SYNC_QUEUE,
  modules: [
    profileSync,
    noticesSync,
    additionalNoticesSync,
    applicationsSync,
    arnStatusSync,
    demandsSync,
    challansSync,
    returnsSync,
    complianceSync,
    ledgersSync,
    tdsCreditsSync,
    turnoverSync,
  ],
  connector: (app) => new GstClient(gstHosts(app.portals)),
  login: 'password',
};
