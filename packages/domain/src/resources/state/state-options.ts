/** The laws a state tax portal's applications fall under (ours: nothing public shows the portals). */
export const STATE_ACT = {
  professional_tax: 'Professional tax',
  vat: 'VAT (legacy)',
  cst: 'CST (legacy)',
} as const;
