/** Values of the income-tax records beyond e-proceedings (returns, demands, payments, replies). */

/** Whether a return is original, revised, filed in response to a notice, or updated. */
export const RETURN_FILING_TYPE = {
  O: 'Original',
  R: 'Revised',
  D: 'In response to notice',
  U: 'Updated (139(8A))',
} as const;

export const FORM_FILING_TYPE = { O: 'Original', R: 'Revised' } as const;

/**
 * TaxDesk's own state of a demand: the portal lists outstanding demands only, so a demand it
 * stops showing has been paid (or extinguished) and is kept, marked paid.
 */
export const DEMAND_STATUS = { outstanding: 'Outstanding', paid: 'Paid / no longer shown' } as const;

/** The documents of a return, as Return Files lists them. */
export const RETURN_FILE_KIND = {
  itrv: 'ITR-V (acknowledgement)',
  json: 'Return JSON',
  intimation: 'Intimation u/s 143(1)',
} as const;
