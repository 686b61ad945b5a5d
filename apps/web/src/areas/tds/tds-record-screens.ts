import type { ScreenTable } from '../../app/screen-types';
import { recordDetailScreen, recordListScreen } from '../../shared/resource/record-screens';

/**
 * The TDS screens that are plain record lists and details (routes.tsv). The dashboard, account
 * page, reports, sync, import, settings, download requests and PAN verification have screens of
 * their own.
 */
export const tdsRecordScreens: ScreenTable = {
  '/{orgId}/tds/demand': recordListScreen('tdsDemand'),
  '/{orgId}/tds/demand/{demandId}': recordDetailScreen('tdsDemand'),
  '/{orgId}/tds/payments': recordListScreen('tdsPayment'),
  '/{orgId}/tds/Payments/{cin}': recordDetailScreen('tdsPayment'),
  '/{orgId}/tds/notice': recordListScreen('tdsNotice'),
  '/{orgId}/tds/notice/{commInbId}': recordDetailScreen('tdsNotice'),
  '/{orgId}/tds/filedform': recordListScreen('tdsFiledForm'),
  '/{orgId}/tds/filedform/{ackNum}': recordDetailScreen('tdsFiledForm'),
  '/{orgId}/tds/proceeding': recordListScreen('tdsProceeding'),
  '/{orgId}/tds/proceeding/{proceedingReqId}': recordDetailScreen('tdsProceeding'),
  '/{orgId}/tds/proceedingnoticetds': recordListScreen('tdsProceedingNotice'),
  '/{orgId}/tds/proceedingnoticetds/{headerSeqNo}': recordDetailScreen('tdsProceedingNotice'),
  '/{orgId}/tds/tdsstamentstatus': recordListScreen('tdsStatement'),
  '/{orgId}/tds/statementstatus/{tan}/{tokenNo}': recordDetailScreen('tdsStatement'),
  '/{orgId}/tds/lowerdeductioncert': recordListScreen('tdsLdc'),
  '/{orgId}/tds/ldcertificate/{certNum}/{certid}': recordDetailScreen('tdsLdc'),
  '/{orgId}/tds/challan': recordListScreen('tdsChallan'),
  '/{orgId}/tds/challan/{recptNum}': recordDetailScreen('tdsChallan'),
  '/{orgId}/tds/applicationstatus': recordListScreen('tdsApplication'),
  '/{orgId}/tds/applicationstatus/{acknumber}': recordDetailScreen('tdsApplication'),
};
