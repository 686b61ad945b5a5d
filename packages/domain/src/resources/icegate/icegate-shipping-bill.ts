import { defineResource } from '../define';
import { IGST_REFUND_STATUS } from './icegate-options';

/**
 * An export shipping bill with its customs status, drawback and IGST refund, under the ICEGATE
 * enquiry's field names (sbDetailsModel, currentStatusModel). Ports number their bills in one
 * running series, so port and number make the key.
 */
export const icegateShippingBill = defineResource({
  type: 'icegateShippingBill',
  feature: 'icegate',
  label: 'Shipping Bill',
  plural: 'Shipping Bills',
  keyFields: ['location', 'sbNo'],
  accountField: 'userName',
  accountType: 'icegateAccount',
  titleField: 'sbNo',
  listPath: '/icegate/shippingbill',
  defaultSort: { field: 'sbDate', dir: 'desc' },
  fields: [
    { key: 'sbNo', label: 'Shipping bill no.', kind: 'id', list: true, search: true },
    {
      key: 'sbDate',
      label: 'SB date',
      kind: 'date',
      list: true,
      sort: true,
      column: 'issuedOn',
      filter: 'range',
    },
    { key: 'location', label: 'Port code', kind: 'id', filter: 'in' },
    { key: 'portName', label: 'Port', kind: 'text', list: true, filter: 'in', sort: true, column: 'section' },
    {
      key: 'userName',
      label: 'ICEGATE ID',
      kind: 'id',
      list: true,
      filter: 'in',
      sort: true,
      column: 'accountKey',
    },
    { key: 'iec', label: 'IEC', kind: 'id' },
    { key: 'chaNo', label: 'CHA no.', kind: 'text' },
    { key: 'portOfDischarge', label: 'Port of discharge', kind: 'text' },
    {
      key: 'currStatus',
      label: 'Customs status',
      kind: 'text',
      list: true,
      filter: 'in',
      sort: true,
      column: 'status',
    },
    { key: 'leoDate', label: 'LEO date', kind: 'date', list: true },
    { key: 'egmNo', label: 'EGM no.', kind: 'text' },
    { key: 'egmDate', label: 'EGM date', kind: 'date' },
    {
      key: 'fob',
      label: 'FOB (INR)',
      kind: 'money',
      list: true,
      sort: true,
      column: 'amount',
      filter: 'range',
    },
    { key: 'drawback', label: 'Drawback', kind: 'money', list: true },
    { key: 'custScrollNo', label: 'Drawback scroll no.', kind: 'text' },
    { key: 'scrollDate', label: 'Drawback scroll date', kind: 'date' },
    { key: 'igstAmount', label: 'IGST paid', kind: 'money', list: true },
    {
      key: 'igstRefundStatus',
      label: 'IGST refund',
      kind: 'enum',
      options: IGST_REFUND_STATUS,
      list: true,
      filter: 'in',
    },
    { key: 'igstValidationCode', label: 'IGST validation code', kind: 'text', filter: 'in' },
    { key: 'igstValidationMessage', label: 'IGST validation message', kind: 'text' },
    { key: 'igstScrollNo', label: 'IGST scroll no.', kind: 'text' },
    { key: 'igstScrollDate', label: 'IGST scroll date', kind: 'date' },
    { key: 'igstScrollAmount', label: 'IGST scroll amount', kind: 'money' },
  ],
});
