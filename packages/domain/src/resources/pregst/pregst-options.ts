/** The pre-GST law a notice or proceeding falls under. */
export const PRE_GST_REGIME = {
  service_tax: 'Service tax',
  central_excise: 'Central excise',
  vat: 'VAT',
  cst: 'CST',
  entry_tax: 'Entry tax',
  customs: 'Customs',
} as const;

/** Where a pre-GST dispute is heard. */
export const PRE_GST_FORUM = {
  adjudication: 'Adjudicating authority',
  commissioner_appeals: 'Commissioner (Appeals)',
  tribunal: 'Tribunal (CESTAT / VAT tribunal)',
  high_court: 'High Court',
  supreme_court: 'Supreme Court',
  sabka_vishwas: 'Settlement scheme',
} as const;

export const PRE_GST_PROCEEDING_STAGE = {
  open: 'Open',
  order_passed: 'Order passed',
  in_appeal: 'In appeal',
  closed: 'Closed',
} as const;
