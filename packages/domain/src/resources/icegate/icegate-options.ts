/** Where a shipping bill's IGST refund stands (ours: the portal's statuses are not public). */
export const IGST_REFUND_STATUS = {
  not_claimed: 'No IGST paid',
  awaiting_egm: 'Awaiting EGM',
  validation_error: 'Validation error',
  validated: 'Validated, awaiting scroll',
  scrolled: 'Scroll generated',
} as const;
