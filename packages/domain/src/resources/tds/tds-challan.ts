import { defineResource } from '../define';
import { TAN_FIELD, amountField, dateField, fyField, textColumn } from './tds-options';

/**
 * A challan as TRACES' challan status shows it (ChlnStatusServlet), with what statements
 * consumed of it. `recptNum` is the portal's challan receipt number.
 */
export const tdsChallan = defineResource({
  type: 'tdsChallan',
  feature: 'tds',
  label: 'TDS Challan',
  plural: 'TDS Challans',
  keyFields: ['recptNum'],
  accountField: 'tan',
  accountType: 'tdsAccount',
  titleField: 'recptNum',
  listPath: '/tds/challan',
  detailPath: '/tds/challan/{recptNum}',
  defaultSort: { field: 'dateOfDep', dir: 'desc' },
  fields: [
    { key: 'recptNum', label: 'Receipt no.', kind: 'id', list: true, search: true },
    TAN_FIELD,
    dateField('dateOfDep', 'Deposited on', 'issuedOn'),
    fyField('finYr'),
    { key: 'bankCode', label: 'BSR code', kind: 'text', list: true },
    { key: 'chlnSNo', label: 'Challan serial no.', kind: 'text', list: true },
    amountField('chlnAmt', 'Amount'),
    textColumn('chlnStatus', 'Status', 'status'),
    { key: 'claimAmt', label: 'Claimed in statements', kind: 'money', list: true },
    { key: 'availAmt', label: 'Balance available', kind: 'money', list: true },
    { key: 'consumedIn', label: 'Consumed in (tokens)', kind: 'text' },
  ],
});
