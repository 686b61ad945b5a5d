import { defineResource } from '../define';
import { GST_ACCOUNT_LINK, GSTIN_FIELD, PORTAL_USER_FIELD, STATE_FIELD } from './gst-fields';

export const GST_CHALLAN_STATUS = { S: 'Paid', F: 'Failed', N: 'Not paid' } as const;

/**
 * A challan (PMT-06) of the payment history. The key is the bank reference number; a challan not
 * paid at a bank has none, and its CPIN stands in for it.
 */
export const gstChallan = defineResource({
  type: 'gstChallan',
  feature: 'gst',
  label: 'Challan',
  plural: 'Challans',
  keyFields: ['brn_num'],
  ...GST_ACCOUNT_LINK,
  titleField: 'cpin',
  listPath: '/gst/challan',
  detailPath: '/gst/challan/{brn_num}',
  defaultSort: { field: 'chln_cre_dt', dir: 'desc' },
  done: ['S'],
  documents: true,
  fields: [
    { key: 'brn_num', label: 'BRN', kind: 'id', list: true, search: true },
    { key: 'cpin', label: 'CPIN', kind: 'id', list: true, search: true },
    { key: 'cin', label: 'CIN', kind: 'id', list: true, search: true },
    GSTIN_FIELD,
    PORTAL_USER_FIELD,
    STATE_FIELD,
    {
      key: 'chln_cre_dt',
      label: 'Created on',
      kind: 'datetime',
      list: true,
      sort: true,
      column: 'issuedOn',
      filter: 'range',
    },
    { key: 'chln_exp_dt', label: 'Valid until', kind: 'date' },
    // The due date a firm acts on: a challan not yet paid must be paid before it lapses; a paid
    // one is due for nothing (its validity alone would count every old paid challan as overdue).
    { key: 'payBy', label: 'Pay by', kind: 'date', list: true, sort: true, column: 'dueOn', filter: 'range' },
    { key: 'payment_dt', label: 'Paid on', kind: 'datetime', list: true },
    { key: 'payment_mod', label: 'Mode', kind: 'text', filter: 'in', sort: true, column: 'section' },
    { key: 'bank_name', label: 'Bank', kind: 'text', filter: 'in' },
    {
      key: 'status',
      label: 'Status',
      kind: 'enum',
      options: GST_CHALLAN_STATUS,
      list: true,
      filter: 'in',
      sort: true,
      column: 'status',
    },
    { key: 'financialYear', label: 'Financial year', kind: 'fy', filter: 'in', sort: true, column: 'year' },
    {
      key: 'total_amt',
      label: 'Total',
      kind: 'money',
      list: true,
      sort: true,
      column: 'amount',
      filter: 'range',
    },
    { key: 'igst_tot_amt', label: 'IGST', kind: 'money' },
    { key: 'cgst_tot_amt', label: 'CGST', kind: 'money' },
    { key: 'sgst_tot_amt', label: 'SGST', kind: 'money' },
    { key: 'cess_tot_amt', label: 'Cess', kind: 'money' },
    { key: 'tax', label: 'Tax', kind: 'money' },
    { key: 'interest', label: 'Interest', kind: 'money' },
    { key: 'penalty', label: 'Penalty', kind: 'money' },
    { key: 'fee', label: 'Fee', kind: 'money' },
    { key: 'others', label: 'Others', kind: 'money' },
    { key: 'heads', label: 'Amounts by head', kind: 'text', hidden: true },
  ],
});
