import { defineResource } from '../define';
import { GST_ACCOUNT_LINK, GSTIN_FIELD, PORTAL_USER_FIELD } from './gst-fields';

/** Whether the supplier files, as TaxDesk knows it from the supplier's GST party lookup. */
export const GST_SUPPLIER_FILING = {
  filed: 'Filed recent returns',
  not_filed: 'Returns missing',
  unknown: 'Unknown',
} as const;

/**
 * Input tax credit a client may take from one supplier in one period, from the GSTR-2B file the
 * user downloaded from the portal (every section: invoices, notes, ISD credits, bills of entry,
 * summed by supplier; bills of entry from ICEGATE under `ICEGATE`), beside the supplier's filing.
 */
export const gstItcEntry = defineResource({
  type: 'gstItcEntry',
  feature: 'gst',
  label: 'ITC entry',
  plural: 'ITC by Supplier (GSTR-2B)',
  keyFields: ['gstin', 'period', 'ctin'],
  ...GST_ACCOUNT_LINK,
  titleField: 'supplierName',
  defaultSort: { field: 'period', dir: 'desc' },
  fields: [
    GSTIN_FIELD,
    PORTAL_USER_FIELD,
    { key: 'period', label: 'Period', kind: 'period', list: true, filter: 'in', sort: true, column: 'year' },
    {
      key: 'ctin',
      label: 'Supplier GSTIN',
      kind: 'gstin',
      list: true,
      filter: 'in',
      sort: true,
      column: 'section',
    },
    { key: 'supplierName', label: 'Supplier', kind: 'text', list: true },
    { key: 'invoiceCount', label: 'Documents', kind: 'number', list: true },
    { key: 'invoiceValue', label: 'Invoice value', kind: 'money' },
    { key: 'taxableValue', label: 'Taxable value', kind: 'money', list: true },
    { key: 'igst', label: 'IGST', kind: 'money' },
    { key: 'cgst', label: 'CGST', kind: 'money' },
    { key: 'sgst', label: 'SGST', kind: 'money' },
    { key: 'cess', label: 'Cess', kind: 'money' },
    {
      key: 'itcAvailable',
      label: 'ITC available',
      kind: 'money',
      list: true,
      sort: true,
      column: 'amount',
      filter: 'range',
    },
    { key: 'itcUnavailable', label: 'ITC not available', kind: 'money', list: true },
    { key: 'creditNotes', label: 'Credit notes (ITC to reverse)', kind: 'money', list: true },
    { key: 'creditNoteCount', label: 'Credit notes', kind: 'number' },
    { key: 'itcRejected', label: 'ITC rejected (IMS)', kind: 'money' },
    { key: 'reverseChargeCount', label: 'Reverse charge documents', kind: 'number' },
    {
      key: 'supplierFiling',
      label: 'Supplier filing',
      kind: 'enum',
      options: GST_SUPPLIER_FILING,
      list: true,
      filter: 'in',
      sort: true,
      column: 'status',
    },
    { key: 'supplierLastGstr3b', label: 'Supplier last GSTR-3B', kind: 'text' },
  ],
});
