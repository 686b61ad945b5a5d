import { defineResource } from '../define';
import { RETURN_FILE_KIND } from './it-records-options';

/**
 * One document of a filed return (ITR-V, return JSON, 143(1) intimation) as Return Files lists
 * them across accounts. The bytes are documents of the return itself; `documentId` names them.
 */
export const itReturnFile = defineResource({
  type: 'itReturnFile',
  feature: 'it',
  label: 'Return File',
  plural: 'Return Files',
  keyFields: ['ackNum', 'fileKind'],
  accountField: 'pan',
  accountType: 'itAccount',
  titleField: 'fileName',
  listPath: '/it/returnfiles',
  detailPath: '/it/returns/{ackNum}',
  defaultSort: { field: 'ackDt', dir: 'desc' },
  fields: [
    { key: 'fileName', label: 'File', kind: 'text', list: true },
    {
      key: 'fileKind',
      label: 'Document',
      kind: 'enum',
      options: RETURN_FILE_KIND,
      list: true,
      filter: 'in',
      sort: true,
      column: 'status',
    },
    { key: 'pan', label: 'PAN', kind: 'pan', list: true, filter: 'in', sort: true, column: 'accountKey' },
    {
      key: 'assmentYear',
      label: 'Assessment year',
      kind: 'ay',
      list: true,
      filter: 'in',
      sort: true,
      column: 'year',
    },
    {
      key: 'formTypeCd',
      label: 'Form',
      kind: 'text',
      list: true,
      filter: 'in',
      sort: true,
      column: 'section',
    },
    { key: 'ackNum', label: 'Acknowledgement no.', kind: 'id', list: true },
    {
      key: 'ackDt',
      label: 'Filed on',
      kind: 'date',
      list: true,
      sort: true,
      column: 'issuedOn',
      filter: 'range',
    },
    { key: 'size', label: 'Size (bytes)', kind: 'number', sort: true, column: 'amount', filter: 'range' },
    { key: 'documentId', label: 'Document', kind: 'id', hidden: true },
  ],
});
