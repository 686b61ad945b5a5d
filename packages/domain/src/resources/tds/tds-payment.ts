import { defineResource } from '../define';
import { TAN_FIELD, amountField, textColumn } from './tds-options';

/** A tax payment of the TAN on the e-filing portal (payment history), keyed by its CIN. */
export const tdsPayment = defineResource({
  type: 'tdsPayment',
  feature: 'tds',
  label: 'TDS Payment',
  plural: 'TDS Payments',
  keyFields: ['cin'],
  accountField: 'tan',
  accountType: 'tdsAccount',
  titleField: 'cin',
  listPath: '/tds/payments',
  detailPath: '/tds/Payments/{cin}',
  defaultSort: { field: 'paymentTime', dir: 'desc' },
  documents: true,
  fields: [
    { key: 'cin', label: 'CIN', kind: 'id', list: true, search: true },
    TAN_FIELD,
    {
      key: 'assessmentYear',
      label: 'Assessment year',
      kind: 'ay',
      list: true,
      filter: 'in',
      sort: true,
      column: 'year',
    },
    textColumn('minorHead', 'Minor head', 'section'),
    { key: 'minorDesc', label: 'Payment type', kind: 'text', list: true },
    { key: 'paymentType', label: 'Mode', kind: 'text' },
    amountField('amount', 'Amount'),
    {
      key: 'paymentTime',
      label: 'Paid at',
      kind: 'datetime',
      list: true,
      sort: true,
      column: 'issuedOn',
      filter: 'range',
    },
    { key: 'brnNum', label: 'Bank reference', kind: 'text', search: true },
    { key: 'crn', label: 'CRN', kind: 'id', search: true },
    { key: 'bsrCode', label: 'BSR code', kind: 'text' },
    { key: 'challanSerialNo', label: 'Challan serial no.', kind: 'text' },
  ],
});
