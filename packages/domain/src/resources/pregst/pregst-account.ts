import { defineResource } from '../define';

/**
 * A client's pre-GST registrations under its GSTIN: service tax, central excise, VAT and CST. The
 * legacy systems are closed, so these are entered by hand or imported, never synced.
 */
export const preGstAccount = defineResource({
  type: 'preGstAccount',
  feature: 'pregst',
  label: 'Pre-GST Account',
  plural: 'Pre-GST Accounts',
  keyFields: ['gstin'],
  accountField: 'gstin',
  accountType: 'preGstAccount',
  client: { fields: ['gstin'], holds: 'gstin' },
  titleField: 'name',
  listPath: '/pregst',
  detailPath: '/pregst/{gstin}',
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
    { key: 'name', label: 'Name', kind: 'text', list: true, search: true },
    { key: 'state', label: 'State', kind: 'text', list: true, filter: 'in', sort: true, column: 'section' },
    { key: 'group', label: 'Group', kind: 'text', filter: 'in', sort: true, column: 'year' },
    { key: 'clientNo', label: 'Client No.', kind: 'text' },
    { key: 'serviceTaxRegNo', label: 'Service tax registration', kind: 'text', list: true },
    { key: 'exciseRegNo', label: 'Central excise registration (ECC)', kind: 'text', list: true },
    { key: 'vatTin', label: 'VAT TIN', kind: 'text', list: true },
    { key: 'cstNo', label: 'CST number', kind: 'text' },
    { key: 'openNoticeCount', label: 'Open notices', kind: 'number', list: true },
    { key: 'openProceedingCount', label: 'Open proceedings', kind: 'number' },
    {
      key: 'disputedAmount',
      label: 'Amount in dispute',
      kind: 'money',
      sort: true,
      column: 'amount',
      filter: 'range',
    },
  ],
  children: [
    { type: 'preGstNotice', via: 'gstin', label: 'Notices' },
    { type: 'preGstProceeding', via: 'gstin', label: 'Proceedings' },
  ],
});
