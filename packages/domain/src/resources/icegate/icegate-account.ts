import { defineResource } from '../define';

/** A client's ICEGATE login (an importer/exporter with an IEC). Its password lives apart, encrypted. */
export const icegateAccount = defineResource({
  type: 'icegateAccount',
  feature: 'icegate',
  label: 'ICEGATE Account',
  plural: 'ICEGATE Accounts',
  keyFields: ['userName'],
  login: { after: 'group' },
  client: { fields: ['iec'], holds: 'pan' },
  titleField: 'name',
  listPath: '/icegate',
  detailPath: '/icegateaccountview/{userName}',
  defaultSort: { field: 'userName', dir: 'asc' },
  fields: [
    {
      key: 'userName',
      label: 'ICEGATE ID',
      kind: 'id',
      list: true,
      sort: true,
      column: 'accountKey',
      filter: 'in',
      search: true,
    },
    { key: 'iec', label: 'IEC', kind: 'id', list: true, filter: 'in', search: true },
    { key: 'name', label: 'Name', kind: 'text', list: true, search: true },
    { key: 'clientNo', label: 'Client No.', kind: 'text', list: true },
    { key: 'group', label: 'Group', kind: 'text', list: true, filter: 'in', column: 'section', sort: true },
    { key: 'shippingBillCount', label: 'Shipping bills', kind: 'number', list: true },
    { key: 'igstRefundPending', label: 'IGST refunds pending', kind: 'number' },
    {
      key: 'igstRefundPendingAmount',
      label: 'IGST pending',
      kind: 'money',
      sort: true,
      column: 'amount',
      filter: 'range',
    },
  ],
  children: [{ type: 'icegateShippingBill', via: 'userName', label: 'Shipping bills' }],
});
