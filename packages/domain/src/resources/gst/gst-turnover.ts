import { defineResource } from '../define';
import { GST_ACCOUNT_LINK, GSTIN_FIELD, PORTAL_USER_FIELD } from './gst-fields';

/** Aggregate turnover of a GSTIN for one financial year, as the portal computes it. */
export const gstTurnover = defineResource({
  type: 'gstTurnover',
  feature: 'gst',
  label: 'Aggregate Turnover',
  plural: 'Aggregate Turnover',
  keyFields: ['turnoverId'],
  ...GST_ACCOUNT_LINK,
  titleField: 'fy',
  listPath: '/gst/aggregateturnover',
  defaultSort: { field: 'fy', dir: 'desc' },
  fields: [
    { key: 'turnoverId', label: 'Id', kind: 'id', hidden: true },
    GSTIN_FIELD,
    PORTAL_USER_FIELD,
    { key: 'fy', label: 'Financial year', kind: 'fy', list: true, filter: 'in', sort: true, column: 'year' },
    {
      key: 'aggTurnover',
      label: 'Aggregate turnover',
      kind: 'money',
      list: true,
      sort: true,
      column: 'amount',
      filter: 'range',
    },
    { key: 'status', label: 'Status', kind: 'text', list: true, filter: 'in', sort: true, column: 'status' },
    { key: 'above5Cr', label: 'Above 5 crore (GSTR-9C due)', kind: 'boolean', list: true },
  ],
});
