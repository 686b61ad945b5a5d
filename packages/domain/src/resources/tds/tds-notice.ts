import { defineResource } from '../define';
import { TAN_FIELD, dateField, fyField, textColumn } from './tds-options';

/** A communication in the TAN's e-filing inbox (`commInbId`), with its PDF. */
export const tdsNotice = defineResource({
  type: 'tdsNotice',
  feature: 'tds',
  label: 'TDS Notice',
  plural: 'TDS Notices',
  keyFields: ['commInbId'],
  accountField: 'tan',
  accountType: 'tdsAccount',
  titleField: 'subject',
  listPath: '/tds/notice',
  detailPath: '/tds/notice/{commInbId}',
  defaultSort: { field: 'issuedOn', dir: 'desc' },
  documents: true,
  work: true,
  fields: [
    { key: 'commInbId', label: 'Communication no.', kind: 'id', list: true, search: true },
    TAN_FIELD,
    { key: 'subject', label: 'Subject', kind: 'text', list: true },
    textColumn('category', 'Category', 'section'),
    fyField('financialYear'),
    dateField('issuedOn', 'Issued on', 'issuedOn'),
    { key: 'din', label: 'DIN', kind: 'id', search: true },
    { key: 'body', label: 'Message', kind: 'longtext' },
    {
      key: 'readStatus',
      label: 'Read',
      kind: 'text',
      list: true,
      filter: 'in',
      column: 'status',
      sort: true,
    },
  ],
});
