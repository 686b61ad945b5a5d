import { defineResource } from '../define';
import { GST_ACCOUNT_LINK, GSTIN_FIELD, PORTAL_USER_FIELD } from './gst-fields';

/** A bank account on the registration (the profile's `bankAccounts`; the shape is the sandbox's). */
export const gstBankAccount = defineResource({
  type: 'gstBankAccount',
  feature: 'gst',
  label: 'Bank Account',
  plural: 'Bank Accounts',
  keyFields: ['acno'],
  ...GST_ACCOUNT_LINK,
  titleField: 'bankName',
  listPath: '/gst/bankaccountdetails',
  detailPath: '/gst/bankaccountdetails/{acno}',
  defaultSort: { field: 'bankName', dir: 'asc' },
  fields: [
    { key: 'acno', label: 'Account no.', kind: 'id', list: true },
    GSTIN_FIELD,
    PORTAL_USER_FIELD,
    { key: 'ifsc', label: 'IFSC', kind: 'text', list: true, filter: 'in' },
    { key: 'bankName', label: 'Bank', kind: 'text', list: true, filter: 'in', sort: true, column: 'section' },
    { key: 'branch', label: 'Branch', kind: 'text', list: true },
    {
      key: 'accType',
      label: 'Account type',
      kind: 'text',
      list: true,
      filter: 'in',
      sort: true,
      column: 'status',
    },
  ],
});
