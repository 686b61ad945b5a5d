import { defineResource } from '../define';
import { GST_ACCOUNT_LINK, GSTIN_FIELD, PORTAL_USER_FIELD } from './gst-fields';
import { GST_TDS_KIND } from './gst-tds-account';

/** A TDS or TCS credit received for one month from one deductor (GSTR-2X field names). */
export const gstTdsCredit = defineResource({
  type: 'gstTdsCredit',
  feature: 'gst',
  label: 'TDS/TCS Credit',
  plural: 'TDS and TCS Credits',
  keyFields: ['tdsId'],
  ...GST_ACCOUNT_LINK,
  titleField: 'lgnm',
  listPath: '/gst/tds',
  detailPath: '/gst/tds/{tdsId}',
  defaultSort: { field: 'creditedOn', dir: 'desc' },
  fields: [
    { key: 'tdsId', label: 'Credit id', kind: 'id' },
    { key: 'tdsAccountId', label: 'Deductor id', kind: 'id', hidden: true },
    GSTIN_FIELD,
    PORTAL_USER_FIELD,
    { key: 'ctin', label: 'Deductor GSTIN', kind: 'gstin', list: true, filter: 'in' },
    { key: 'lgnm', label: 'Deductor', kind: 'text', list: true },
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
    { key: 'month', label: 'Period (MMYYYY)', kind: 'text', list: true, filter: 'in' },
    { key: 'financialYear', label: 'Financial year', kind: 'fy', filter: 'in', sort: true, column: 'year' },
    {
      key: 'creditedOn',
      label: 'Credited on',
      kind: 'date',
      list: true,
      sort: true,
      column: 'issuedOn',
      filter: 'range',
    },
    {
      key: 'amt',
      label: 'Taxable value',
      kind: 'money',
      list: true,
      sort: true,
      column: 'amount',
      filter: 'range',
    },
    { key: 'iamt', label: 'IGST', kind: 'money', list: true },
    { key: 'camt', label: 'CGST', kind: 'money', list: true },
    { key: 'samt', label: 'SGST', kind: 'money', list: true },
    { key: 'flag', label: 'Action', kind: 'text', filter: 'in', sort: true, column: 'status' },
  ],
});
