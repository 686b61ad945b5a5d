import { defineResource } from '../define';
import { GST_ACCOUNT_LINK, GSTIN_FIELD, PORTAL_USER_FIELD } from './gst-fields';

export const GST_TDS_KIND = { tds: 'TDS (deductor)', tcs: 'TCS (e-commerce operator)' } as const;

/** A deductor or collector that credited TDS/TCS to a GSTIN, with the totals of its credits. */
export const gstTdsAccount = defineResource({
  type: 'gstTdsAccount',
  feature: 'gst',
  label: 'GST TDS Account',
  plural: 'GST TDS Accounts',
  keyFields: ['tdsAccountId'],
  ...GST_ACCOUNT_LINK,
  titleField: 'lgnm',
  listPath: '/gst/gsttds',
  defaultSort: { field: 'lastCreditOn', dir: 'desc' },
  fields: [
    { key: 'tdsAccountId', label: 'Id', kind: 'id', hidden: true },
    { key: 'ctin', label: 'Deductor GSTIN', kind: 'gstin', list: true, filter: 'in' },
    { key: 'lgnm', label: 'Deductor', kind: 'text', list: true },
    GSTIN_FIELD,
    PORTAL_USER_FIELD,
    {
      key: 'kind',
      label: 'Kind',
      kind: 'enum',
      options: GST_TDS_KIND,
      list: true,
      filter: 'in',
      sort: true,
      column: 'section',
    },
    { key: 'creditCount', label: 'Credits', kind: 'number', list: true },
    {
      key: 'totalAmount',
      label: 'Total credited',
      kind: 'money',
      list: true,
      sort: true,
      column: 'amount',
      filter: 'range',
    },
    {
      key: 'lastCreditOn',
      label: 'Last credit',
      kind: 'date',
      list: true,
      sort: true,
      column: 'issuedOn',
      filter: 'range',
    },
  ],
  children: [{ type: 'gstTdsCredit', via: 'tdsAccountId', label: 'Credits' }],
});
