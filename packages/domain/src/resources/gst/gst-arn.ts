import { defineResource } from '../define';
import { GST_ACCOUNT_LINK, GSTIN_FIELD, PORTAL_USER_FIELD } from './gst-fields';
import { GST_APPLICATION_TYPES } from './gst-submission';

/** An ARN whose status TaxDesk tracks (imported, or every application a sync finds). */
export const gstArn = defineResource({
  type: 'gstArn',
  feature: 'gst',
  label: 'ARN',
  plural: 'ARN Tracking',
  keyFields: ['arn'],
  ...GST_ACCOUNT_LINK,
  titleField: 'arn',
  listPath: '/gst/arn',
  detailPath: '/gst/arn/{arn}',
  defaultSort: { field: 'statusCheckedAt', dir: 'desc' },
  fields: [
    { key: 'arn', label: 'ARN', kind: 'id', list: true, search: true },
    GSTIN_FIELD,
    PORTAL_USER_FIELD,
    {
      key: 'caseTypeCd',
      label: 'Application',
      kind: 'enum',
      options: GST_APPLICATION_TYPES,
      list: true,
      filter: 'in',
      sort: true,
      column: 'section',
    },
    { key: 'formNo', label: 'Form', kind: 'text', list: true },
    {
      key: 'filedOn',
      label: 'Filed on',
      kind: 'date',
      list: true,
      sort: true,
      column: 'dueOn',
      filter: 'range',
    },
    {
      key: 'statusDesc',
      label: 'Status',
      kind: 'text',
      list: true,
      filter: 'in',
      sort: true,
      column: 'status',
    },
    {
      key: 'statusCheckedAt',
      label: 'Status as of',
      kind: 'date',
      list: true,
      sort: true,
      column: 'issuedOn',
      filter: 'range',
    },
  ],
});
