import { defineResource } from '../define';
import { TAN_FIELD, amountField, dateField, fyField, textColumn } from './tds-options';

/**
 * A lower (or nil) deduction certificate u/s 197 as TRACES' validation page lists it. `certid`
 * is the portal's row id: one certificate number can be reissued (revised limit) under a new id.
 */
export const tdsLdc = defineResource({
  type: 'tdsLdc',
  feature: 'tds',
  label: 'Lower Deduction Certificate',
  plural: 'Lower Deduction Certificates',
  keyFields: ['certNum', 'certid'],
  accountField: 'tan',
  accountType: 'tdsAccount',
  titleField: 'certNum',
  listPath: '/tds/lowerdeductioncert',
  detailPath: '/tds/ldcertificate/{certNum}/{certid}',
  defaultSort: { field: 'validfrm', dir: 'desc' },
  done: ['expired', 'cancelled'],
  documents: true,
  fields: [
    { key: 'certNum', label: 'Certificate no.', kind: 'id', list: true, search: true },
    { key: 'certid', label: 'Certificate id', kind: 'id' },
    TAN_FIELD,
    fyField('finyear'),
    { key: 'deducteepan', label: 'Deductee PAN', kind: 'pan', list: true },
    { key: 'dedname', label: 'Deductee', kind: 'text', list: true },
    textColumn('seccode', 'Section', 'section'),
    { key: 'natofpayment', label: 'Nature of payment', kind: 'text' },
    { key: 'rateoftds', label: 'Rate (%)', kind: 'number', list: true },
    amountField('certilimit', 'Certificate limit'),
    { key: 'amtconsume', label: 'Amount consumed', kind: 'money', list: true },
    dateField('validfrm', 'Valid from', 'issuedOn'),
    dateField('validto', 'Valid to', 'dueOn'),
    { key: 'canceldate', label: 'Cancelled on', kind: 'date' },
    { key: 'issuedate', label: 'Issued on', kind: 'date' },
    {
      key: 'status',
      label: 'Status',
      kind: 'enum',
      options: { active: 'Active', expired: 'Expired', cancelled: 'Cancelled' },
      list: true,
      filter: 'in',
      sort: true,
      column: 'status',
    },
    {
      // Worked out at each sync (as the status is): what a deductor should act on before it bites.
      key: 'attention',
      label: 'Needs attention',
      kind: 'enum',
      options: { near_limit: 'Near its limit (90% consumed)', near_expiry: 'Expires within 30 days' },
      list: true,
      filter: 'in',
    },
  ],
});
