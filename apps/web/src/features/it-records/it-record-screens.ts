import type { ScreenTable } from '../../app/screen-types';
import { recordDetailScreen, recordListScreen } from '../../shared/resource/record-screens';

/**
 * Income-tax records beyond e-proceedings: returns, filed forms, demands, refunds, payments, key
 * persons (the generic pages, driven by each type's definition) and Return Files (its own screen,
 * to open and download each document from the list).
 */
export const itRecordScreens: ScreenTable = {
  '/{orgId}/it/returns': recordListScreen('itReturn'),
  '/{orgId}/it/returns/{ackNum}': recordDetailScreen('itReturn'),
  '/{orgId}/it/returnfiles': () => import('./return-files-screen'),
  '/{orgId}/it/filedform': recordListScreen('itFiledForm'),
  '/{orgId}/it/filedform/{ackNum}': recordDetailScreen('itFiledForm'),
  '/{orgId}/it/demand': recordListScreen('itDemand'),
  '/{orgId}/it/demand/{din}/{transactionId}': recordDetailScreen('itDemand'),
  '/{orgId}/it/refunds': recordListScreen('itRefund'),
  '/{orgId}/it/payments': recordListScreen('itChallan'),
  '/{orgId}/it/payments/{cin}': recordDetailScreen('itChallan'),
  '/{orgId}/it/keypersondetails': recordListScreen('itKeyPerson'),
};
