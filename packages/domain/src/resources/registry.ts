import { fillPath, type ResourceDef } from './define';
import { syncLog } from './general/sync-log';
import { itAccount } from './it/it-account';
import { itNotice } from './it/it-notice';
import { itProceeding } from './it/it-proceeding';
import { itatAppeal } from './it/itat-appeal';
import { branch } from './it/branch';
import { rpAccount } from './it/rp-account';
import { itReturn } from './it/it-return';
import { itReturnFile } from './it/it-return-file';
import { itFiledForm } from './it/it-filed-form';
import { itDemand } from './it/it-demand';
import { itRefund } from './it/it-refund';
import { itChallan } from './it/it-challan';
import { itKeyPerson } from './it/it-key-person';
import { itReply } from './it/it-reply';
import { rpProceeding } from './it/rp-proceeding';
import { rpNotice } from './it/rp-notice';
import { rpRequestBatch } from './it/rp-request-batch';
import { arcaAccount } from './it/arca-account';
import { arcaWorklistItem } from './it/arca-worklist-item';
import { udin } from './it/udin';
import { arcaFiledForm } from './it/arca-filed-form';
import { itAdjournment } from './it/it-adjournment';
import { itVcRequest } from './it/it-vc-request';
import { itCaAssignment } from './it/it-ca-assignment';
import { itCaAssignedForm } from './it/it-ca-assigned-form';
import { itWorklistItem } from './it/it-worklist-item';
import { itGrievance } from './it/it-grievance';
import { itComplianceItem } from './it/it-compliance-item';
import { itDownloadRequest } from './it/it-download-request';
import { itRequestForm } from './it/it-request-form';
import { itTaxCredit } from './it/it-tax-credit';
import { gstParty } from './party/gst-party';
import { tanParty } from './party/tan-party';
import { panParty } from './party/pan-party';
import { msmeParty } from './party/msme-party';
import { icegateAccount } from './icegate/icegate-account';
import { icegateShippingBill } from './icegate/icegate-shipping-bill';
import { stateAccount } from './state/state-account';
import { stateApplication } from './state/state-application';
import { preGstAccount } from './pregst/pregst-account';
import { preGstNotice } from './pregst/pregst-notice';
import { preGstProceeding } from './pregst/pregst-proceeding';
import { tdsAccount } from './tds/tds-account';
import { tdsDemand } from './tds/tds-demand';
import { tdsPayment } from './tds/tds-payment';
import { tdsNotice } from './tds/tds-notice';
import { tdsFiledForm } from './tds/tds-filed-form';
import { tdsProceeding } from './tds/tds-proceeding';
import { tdsProceedingNotice } from './tds/tds-proceeding-notice';
import { tdsStatement } from './tds/tds-statement';
import { tdsLdc } from './tds/tds-ldc';
import { tdsDownloadRequest } from './tds/tds-download-request';
import { tdsChallan } from './tds/tds-challan';
import { tdsApplication } from './tds/tds-application';
import { panVerification } from './tds/pan-verification';
import {
  gstAccount,
  gstAdditionalNotice,
  gstArn,
  gstBankAccount,
  gstCase,
  gstChallan,
  gstDemand,
  gstLedgerEntry,
  gstNotice,
  gstRefund,
  gstRefundCase,
  gstReturn,
  gstReturnCompliance,
  gstSubmission,
  gstTdsAccount,
  gstTdsCredit,
  gstTurnover,
  gstItcEntry,
} from './gst';

/** Every record type. Add a type here and to RESOURCE_TYPES; a half-added type fails to compile. */
export const RESOURCE_TYPES = [
  'itAccount',
  'itProceeding',
  'itNotice',
  'syncLog',
  'itatAppeal',
  'branch',
  'rpAccount',
  'itReturn',
  'itReturnFile',
  'itFiledForm',
  'itDemand',
  'itRefund',
  'itChallan',
  'itKeyPerson',
  'itReply',
  'rpProceeding',
  'rpNotice',
  'rpRequestBatch',
  'arcaAccount',
  'arcaWorklistItem',
  'udin',
  'arcaFiledForm',
  'itAdjournment',
  'itVcRequest',
  'itCaAssignment',
  'itCaAssignedForm',
  'itWorklistItem',
  'itGrievance',
  'itComplianceItem',
  'itDownloadRequest',
  'itRequestForm',
  'itTaxCredit',
  'gstParty',
  'tanParty',
  'panParty',
  'msmeParty',
  'icegateAccount',
  'icegateShippingBill',
  'stateAccount',
  'stateApplication',
  'preGstAccount',
  'preGstNotice',
  'preGstProceeding',
  'tdsAccount',
  'tdsDemand',
  'tdsPayment',
  'tdsNotice',
  'tdsFiledForm',
  'tdsProceeding',
  'tdsProceedingNotice',
  'tdsStatement',
  'tdsLdc',
  'tdsDownloadRequest',
  'tdsChallan',
  'tdsApplication',
  'panVerification',
  'gstAccount',
  'gstNotice',
  'gstAdditionalNotice',
  'gstCase',
  'gstDemand',
  'gstChallan',
  'gstBankAccount',
  'gstTdsAccount',
  'gstTdsCredit',
  'gstRefundCase',
  'gstRefund',
  'gstSubmission',
  'gstReturn',
  'gstReturnCompliance',
  'gstLedgerEntry',
  'gstArn',
  'gstTurnover',
  'gstItcEntry',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const RESOURCES: { readonly [K in ResourceType]: ResourceDef & { type: K } } = {
  itAccount,
  itProceeding,
  itNotice,
  syncLog,
  itatAppeal,
  branch,
  rpAccount,
  itReturn,
  itReturnFile,
  itFiledForm,
  itDemand,
  itRefund,
  itChallan,
  itKeyPerson,
  itReply,
  rpProceeding,
  rpNotice,
  rpRequestBatch,
  arcaAccount,
  arcaWorklistItem,
  udin,
  arcaFiledForm,
  itAdjournment,
  itVcRequest,
  itCaAssignment,
  itCaAssignedForm,
  itWorklistItem,
  itGrievance,
  itComplianceItem,
  itDownloadRequest,
  itRequestForm,
  itTaxCredit,
  gstParty,
  tanParty,
  panParty,
  msmeParty,
  icegateAccount,
  icegateShippingBill,
  stateAccount,
  stateApplication,
  preGstAccount,
  preGstNotice,
  preGstProceeding,
  tdsAccount,
  tdsDemand,
  tdsPayment,
  tdsNotice,
  tdsFiledForm,
  tdsProceeding,
  tdsProceedingNotice,
  tdsStatement,
  tdsLdc,
  tdsDownloadRequest,
  tdsChallan,
  tdsApplication,
  panVerification,
  gstAccount,
  gstNotice,
  gstAdditionalNotice,
  gstCase,
  gstDemand,
  gstChallan,
  gstBankAccount,
  gstTdsAccount,
  gstTdsCredit,
  gstRefundCase,
  gstRefund,
  gstSubmission,
  gstReturn,
  gstReturnCompliance,
  gstLedgerEntry,
  gstArn,
  gstTurnover,
  gstItcEntry,
};

export function isResourceType(value: string): value is ResourceType {
  return (RESOURCE_TYPES as readonly string[]).includes(value);
}

export function resourceOf(type: string): ResourceDef | undefined {
  return isResourceType(type) ? RESOURCES[type] : undefined;
}

/**
 * The screen of the portal account a record belongs to (relative to /{orgId}), when its type
 * names one and the record holds its key: `/gst/gstin/deccan_8425` for a GST notice.
 */
export function accountPath(def: ResourceDef, data: Readonly<Record<string, unknown>>): string | null {
  if (!def.accountField || !def.accountType) return null;
  const account = resourceOf(def.accountType);
  const value = data[def.accountField];
  if (!account?.detailPath || value == null || value === '' || account.keyFields.length !== 1) return null;
  return fillPath(account.detailPath, { [account.keyFields[0]!]: value });
}
