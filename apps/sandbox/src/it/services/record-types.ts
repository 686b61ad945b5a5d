import type { SandboxTaxCredits } from './tax-credit-data';

/**
 * An account's records beyond e-proceedings, past and scheduled, as absolute instants. A service
 * shows a record only from `visibleFrom` (and, for demands, until they are paid), so moving the
 * sandbox clock brings new returns, forms, payments and replies and takes paid demands away.
 */

export type ReturnActivity = { statusDesc: string; activityTxt: string; on: number };

export type SandboxReturn = {
  position: number;
  ay: number;
  ackNum: string;
  formTypeCd: string;
  incmTaxSecCd: string;
  filingTypeCd: 'O' | 'R';
  filedOn: number;
  verifiedOn: number | null;
  verificationMode: string | null;
  processedOn: number | null;
  totalIncome: number;
  taxPayable: number;
  taxesPaid: number;
  /** Positive: refund; negative: demand; decided at processing. */
  balance: number;
  intimationDin: string | null;
};

export type SandboxFiledForm = {
  ackNum: string;
  formTypeCd: string;
  formName: string;
  refYear: number;
  financialQrtr: string | null;
  filingTypeCd: 'O' | 'R';
  filedOn: number;
  /** Audit reports wait for the taxpayer's acceptance. */
  acceptedOn: number | null;
  needsAcceptance: boolean;
  entityName: string;
  udin: string | null;
  /** A TDS statement's token (RRR) number. */
  tempAckNo?: string;
};

export type SandboxDemand = {
  din: string;
  transactionId: string;
  ay: number;
  sectionCode: string;
  raisedOn: number;
  servedOn: number;
  amount: number;
  rectificationRights: 'CPC' | 'AO';
  modeOfService: string;
  /** The taxpayer's response to the demand, when filed. */
  response: { type: string; reason: string; on: number } | null;
  /** Paid on this instant: the portal stops listing it. */
  paidOn: number | null;
};

export type SandboxRefund = {
  refundSeqNo: string;
  ay: number;
  amount: number;
  interest244A: number;
  determinedOn: number;
  issuedOn: number;
  outcome: 'paid' | 'adjusted' | 'failed';
  bank: { name: string; ifsc: string; account: string };
};

export type SandboxChallan = {
  position: number;
  cin: string;
  bsrCode: string;
  bankName: string;
  challanSerialNo: string;
  paidAt: number;
  ay: number;
  minorHead: '100' | '200' | '300' | '400';
  tax: number;
  surcharge: number;
  cess: number;
  interest: number;
  penalty: number;
  fee: number;
  crn: string;
  brnNum: string;
  paymentMode: string;
};

export type SandboxKeyPerson = {
  name: string;
  designation: string;
  pan: string;
  din: string | null;
  appointedOn: number;
  mobile: string;
  email: string;
};

export type SandboxAttachment = { docId: number; attachmentName: string; categorieName: string };

export type SandboxReply = {
  responseId: string;
  headerSeqNo: string;
  proceedingReqId: string;
  section: string;
  submittedOn: number;
  respType: string;
  remarks: string;
  attachments: SandboxAttachment[];
};

export type SandboxProfileDetails = {
  dateOfBirth: number;
  gender: 'M' | 'F' | null;
  residentialStatus: string;
  aadhaarLinkStatus: string;
  address: {
    flatDoorBlockNo: string;
    roadStreetPostoffice: string;
    areaLocality: string;
    townCityDistrict: string;
    stateName: string;
    pinCode: string;
  };
  dscExpiresOn: number | null;
};

export type AccountRecords = {
  details: SandboxProfileDetails;
  keyPersons: SandboxKeyPerson[];
  returns: SandboxReturn[];
  forms: SandboxFiledForm[];
  demands: SandboxDemand[];
  refunds: SandboxRefund[];
  challans: SandboxChallan[];
  /** Form 26AS TDS, and the TDS each return claims (tax-credit-data.ts). */
  taxCredits: SandboxTaxCredits;
  replies: SandboxReply[];
};
