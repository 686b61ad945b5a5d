import { defineResource } from '../define';
import { PARTY_LOOKUP_FIELDS } from './party-lookup-fields';
import { YES_NO } from './party-options';

/**
 * A supplier or customer's GSTIN as the GST portal's public search shows it (taxpayerDetails, the
 * portal's field names), with whether it filed GSTR-1 and GSTR-3B for the last periods.
 */
export const gstParty = defineResource({
  type: 'gstParty',
  feature: 'gstparty',
  label: 'GST Party',
  plural: 'GST Parties',
  keyFields: ['gstin'],
  client: { fields: ['gstin'], holds: 'gstin' },
  titleField: 'lgnm',
  listPath: '/gstparty',
  defaultSort: { field: 'gstin', dir: 'asc' },
  fields: [
    {
      key: 'gstin',
      label: 'GSTIN',
      kind: 'gstin',
      list: true,
      sort: true,
      column: 'accountKey',
      filter: 'in',
      search: true,
    },
    { key: 'lgnm', label: 'Legal name', kind: 'text', list: true, search: true },
    { key: 'tradeNam', label: 'Trade name', kind: 'text', list: true, search: true },
    {
      key: 'sts',
      label: 'GSTIN status',
      kind: 'text',
      list: true,
      filter: 'in',
      sort: true,
      column: 'status',
    },
    {
      key: 'dty',
      label: 'Taxpayer type',
      kind: 'text',
      list: true,
      filter: 'in',
      sort: true,
      column: 'year',
    },
    { key: 'ctb', label: 'Constitution', kind: 'text', filter: 'in' },
    {
      key: 'stateName',
      label: 'State',
      kind: 'text',
      list: true,
      filter: 'in',
      sort: true,
      column: 'section',
    },
    { key: 'rgdt', label: 'Registered on', kind: 'date' },
    { key: 'cxdt', label: 'Cancelled on', kind: 'date' },
    { key: 'address', label: 'Principal place of business', kind: 'longtext' },
    { key: 'nba', label: 'Nature of business', kind: 'text' },
    { key: 'einvoiceStatus', label: 'E-invoicing', kind: 'text', filter: 'in' },
    { key: 'lastGstr1Period', label: 'Last GSTR-1 filed for', kind: 'text', list: true },
    { key: 'lastGstr3bPeriod', label: 'Last GSTR-3B filed for', kind: 'text', list: true },
    { key: 'gstr1Missing', label: 'GSTR-1 not filed (last 6 periods)', kind: 'number', list: true },
    { key: 'gstr3bMissing', label: 'GSTR-3B not filed (last 6 periods)', kind: 'number', list: true },
    {
      key: 'filedRecentReturns',
      label: 'Filed GSTR-1 and 3B for the last 3 periods',
      kind: 'enum',
      options: YES_NO,
      filter: 'in',
    },
    { key: 'filingHistory', label: 'Filing of the last periods', kind: 'longtext' },
    ...PARTY_LOOKUP_FIELDS,
  ],
});
