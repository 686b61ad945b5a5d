import type { ScreenTable } from '../../app/screen-types';
import { recordDetailScreen, recordListScreen } from '../../shared/resource/record-screens';

/**
 * The Reply (RP), ARCA, ITAT and branch screens by catalogue path. Reply proceedings are split by
 * whom they concern: PANs under income tax, TANs (deductors) under TDS.
 */
export const itRpArcaScreens: ScreenTable = {
  '/{orgId}/it/itat': () => import('./itat-list-screen'),
  '/{orgId}/it/syncitat': () => import('./itat-sync-screen'),
  '/{orgId}/it/branch': () => import('./branch-list-screen'),
  '/{orgId}/rp/pan/{rpPan}': () => import('./rp-account-screen'),
  // The shared sync blocks on the Reply portal: one chunk for both routes.
  '/{orgId}/rp/sync': () => import('./rp-sync-page').then((m) => ({ default: m.RpSyncAllScreen })),
  '/{orgId}/rp/sync1': () => import('./rp-sync-page').then((m) => ({ default: m.RpSyncChosenScreen })),
  '/{orgId}/it/rpnotices': recordListScreen('rpNotice'),
  '/{orgId}/it/rpproceeding': recordListScreen('rpProceeding', {
    fixedFilters: { entityType: { in: ['PAN'] } },
  }),
  '/{orgId}/tds/rpproceeding': recordListScreen('rpProceeding', {
    fixedFilters: { entityType: { in: ['TAN'] } },
  }),
  '/{orgId}/it/rprequestbatch/{batchSeqId}': () => import('./request-batch-screen'),
  '/{orgId}/tds/rpbatch': recordListScreen('rpRequestBatch'),
  '/{orgId}/arca/sync': () => import('./arca-sync-screen'),
  '/{orgId}/arca/arcaId/{arcaId}': () => import('./arca-account-screen'),
  '/{orgId}/arca/arcaworklist': recordListScreen('arcaWorklistItem'),
  '/{orgId}/it/arca/worklist/{transactionNo}': recordDetailScreen('arcaWorklistItem'),
  '/{orgId}/arca/udin': recordListScreen('udin'),
  '/{orgId}/it/arca/udin/{ackNum}': recordDetailScreen('udin'),
  '/{orgId}/arca/arcafiledform': recordListScreen('arcaFiledForm'),
  '/{orgId}/it/arca/filedform/{ackNum}': recordDetailScreen('arcaFiledForm'),
};
