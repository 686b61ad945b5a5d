/** Enumerations of the Reply (RP) and ARCA records: codes as the portal sends them, labels for people. */

/** Whom a representative's proceeding concerns: a PAN (income tax) or a TAN (TDS). */
export const RP_ENTITY_TYPE = { PAN: 'PAN (income tax)', TAN: 'TAN (TDS)' } as const;

/** Bulk requests a representative submits under one login. */
export const RP_REQUEST_TYPE = {
  NOTICE_DOWNLOAD: 'Bulk notice download',
  RESPONSE_SUBMISSION: 'Bulk response submission',
  ADJOURNMENT: 'Bulk adjournment request',
} as const;

export const RP_BATCH_STATUS = {
  SUBMITTED: 'Submitted',
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Completed',
  PARTIAL: 'Completed with failures',
  FAILED: 'Failed',
} as const;

/** The form-assignment workflow of a CA's worklist on the e-filing portal. */
export const ARCA_WORKLIST_STATUS = {
  PENDING_ACCEPTANCE: 'Pending acceptance',
  ACCEPTED: 'Accepted, to be uploaded',
  REJECTED: 'Rejected by CA',
  PENDING_APPROVAL: 'Uploaded, pending taxpayer approval',
  RETURNED: 'Rejected by taxpayer',
  FILED: 'Approved and filed',
} as const;

export const ARCA_FILING_TYPE = { O: 'Original', R: 'Revised' } as const;

export const UDIN_STATUS = {
  UPDATED: 'UDIN updated',
  PENDING: 'UDIN pending',
} as const;

export const ARCA_FORM_STATUS = {
  FILED: 'Filed',
  PENDING_APPROVAL: 'Pending taxpayer approval',
  WITHDRAWN: 'Withdrawn',
} as const;
