/**
 * Codes of the income-tax portal's work items (adjournments, VC, CA, worklist, grievances,
 * e-compliance, downloads, request forms). Public code shows none of these services, so the codes
 * are the sandbox's own (apps/sandbox/README.md): upper-case words, easy to remap if the live
 * portal says otherwise.
 */

export const ADJOURNMENT_STATUS = { PENDING: 'Pending', GRANTED: 'Granted', REJECTED: 'Rejected' } as const;

export const VC_STATUS = {
  PENDING: 'Pending',
  SCHEDULED: 'Scheduled',
  REJECTED: 'Rejected',
  CLOSED: 'Held',
} as const;

export const CA_STATUS = { ACTIVE: 'Active', INACTIVE: 'Inactive' } as const;

export const CA_FORM_STATUS = {
  PENDING: 'Pending with CA',
  UPLOADED: 'Uploaded, awaiting acceptance',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
} as const;

export const WORKLIST_FLAG = { FYA: 'For your action', FYI: 'For your information' } as const;

export const WORKLIST_STATUS = {
  PENDING: 'Pending',
  COMPLETED: 'Completed',
  INFO: 'Information',
} as const;

export const GRIEVANCE_STATUS = {
  SUBMITTED: 'Submitted',
  PENDING: 'Under process',
  RESOLVED: 'Resolved',
  REOPENED: 'Reopened',
  CLOSED: 'Closed',
} as const;

export const COMPLIANCE_TYPE = { EV: 'e-Verification', EC: 'e-Campaign' } as const;

export const COMPLIANCE_STATUS = { PENDING: 'Pending', SUBMITTED: 'Responded', CLOSED: 'Closed' } as const;

export const DOWNLOAD_TYPE = {
  '26AS': 'Form 26AS',
  AIS: 'Annual Information Statement (AIS)',
  TIS: 'Taxpayer Information Summary (TIS)',
  PREFILL: 'Pre-filled data for ITR (JSON)',
} as const;

export const DOWNLOAD_STATUS = {
  SUBMITTED: 'Submitted',
  RUNNING: 'In progress',
  AVAILABLE: 'Available',
  EXPIRED: 'Expired',
  FAILED: 'Failed',
} as const;

/** Request types by their portal code; the portal also sends the name, which the record keeps. */
export const REQUEST_FORM_TYPE = {
  RECT154: 'Rectification u/s 154',
  COND1192B: 'Condonation of delay u/s 119(2)(b)',
  RFDREISSUE: 'Refund re-issue',
  ITRVCOND: 'Condonation of delay in ITR-V submission',
} as const;

export const REQUEST_FORM_STATUS = {
  SUBMITTED: 'Submitted',
  PENDING: 'Under process',
  PROCESSED: 'Processed',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
} as const;
