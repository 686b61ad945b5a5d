import { defineResource } from '../define';
import { ARCA_WORKLIST_STATUS } from './rp-options';

/**
 * A form a client assigned to the firm's CA login (tax audit report, Form 10B, 29B, 3CEB, ...):
 * the CA accepts it, uploads it, the client approves it and it is filed.
 */
export const arcaWorklistItem = defineResource({
  type: 'arcaWorklistItem',
  feature: 'it',
  label: 'ARCA Worklist Item',
  plural: 'ARCA Worklist',
  keyFields: ['transactionNo'],
  accountField: 'arcaId',
  accountType: 'arcaAccount',
  titleField: 'formDesc',
  listPath: '/arca/arcaworklist',
  detailPath: '/it/arca/worklist/{transactionNo}',
  defaultSort: { field: 'assignedOn', dir: 'desc' },
  done: ['FILED', 'REJECTED'],
  fields: [
    { key: 'transactionNo', label: 'Transaction no.', kind: 'id', list: true, search: true },
    { key: 'pan', label: 'Client PAN', kind: 'pan', list: true, filter: 'in' },
    { key: 'assesseeName', label: 'Client', kind: 'text', list: true },
    {
      key: 'formTypeCd',
      label: 'Form',
      kind: 'text',
      list: true,
      filter: 'in',
      sort: true,
      column: 'section',
    },
    { key: 'formDesc', label: 'Description', kind: 'text', list: true },
    {
      key: 'refYear',
      label: 'Assessment year',
      kind: 'ay',
      list: true,
      filter: 'in',
      sort: true,
      column: 'year',
    },
    {
      key: 'assignedOn',
      label: 'Assigned on',
      kind: 'date',
      list: true,
      sort: true,
      column: 'issuedOn',
      filter: 'range',
    },
    {
      key: 'dueDate',
      label: 'Form due',
      kind: 'date',
      list: true,
      sort: true,
      column: 'dueOn',
      filter: 'range',
    },
    {
      key: 'status',
      label: 'Status',
      kind: 'enum',
      options: ARCA_WORKLIST_STATUS,
      list: true,
      filter: 'in',
      sort: true,
      column: 'status',
    },
    { key: 'statusUpdatedOn', label: 'Status since', kind: 'date' },
    { key: 'ackNum', label: 'Acknowledgement no.', kind: 'id', search: true },
    { key: 'remarks', label: 'Remarks', kind: 'longtext' },
    { key: 'arcaId', label: 'ARCA id', kind: 'id', filter: 'in', sort: true, column: 'accountKey' },
  ],
});
