import { defineResource } from '../define';
import {
  GST_ACCOUNT_LINK,
  GST_RETURN_TYPES,
  GSTIN_FIELD,
  PORTAL_USER_FIELD,
  STATE_FIELD,
} from './gst-fields';

/** A filed return (efiledReturns) by its ARN, with the filed return's PDF. */
export const gstReturn = defineResource({
  type: 'gstReturn',
  feature: 'gst',
  label: 'Return',
  plural: 'Returns',
  keyFields: ['arn'],
  ...GST_ACCOUNT_LINK,
  titleField: 'rtntype',
  listPath: '/gst/return',
  detailPath: '/gst/return/{arn}',
  defaultSort: { field: 'dof', dir: 'desc' },
  documents: true,
  fields: [
    { key: 'arn', label: 'ARN', kind: 'id', list: true, search: true },
    GSTIN_FIELD,
    PORTAL_USER_FIELD,
    STATE_FIELD,
    {
      key: 'rtntype',
      label: 'Return',
      kind: 'enum',
      options: GST_RETURN_TYPES,
      list: true,
      filter: 'in',
      sort: true,
      column: 'section',
    },
    { key: 'fy', label: 'Financial year', kind: 'fy', list: true, filter: 'in', sort: true, column: 'year' },
    { key: 'taxp', label: 'Tax period', kind: 'text', list: true },
    { key: 'retPeriod', label: 'Period', kind: 'period', filter: 'in' },
    { key: 'rfp', label: 'Frequency', kind: 'text', filter: 'in', sort: true, column: 'status' },
    {
      key: 'dof',
      label: 'Filed on',
      kind: 'date',
      list: true,
      sort: true,
      column: 'issuedOn',
      filter: 'range',
    },
    { key: 'mof', label: 'Mode', kind: 'text' },
    { key: 'filedBy', label: 'Filed by', kind: 'text' },
  ],
});
