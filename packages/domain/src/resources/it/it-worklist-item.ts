import { defineResource } from '../define';
import { WORKLIST_FLAG, WORKLIST_STATUS } from './it-work-item-options';

/**
 * An item of the portal's worklist (worklistService): for your action, with a due date, or for
 * your information. The portal drops items some time after they are done; TaxDesk keeps them,
 * marked removed.
 */
export const itWorklistItem = defineResource({
  type: 'itWorklistItem',
  feature: 'it',
  label: 'Worklist Item',
  plural: 'Worklist Items',
  keyFields: ['processId'],
  accountField: 'pan',
  accountType: 'itAccount',
  titleField: 'workItemType',
  listPath: '/it/worklist',
  detailPath: '/it/worklist/{processId}',
  defaultSort: { field: 'createdOn', dir: 'desc' },
  done: ['COMPLETED', 'INFO'],
  fields: [
    { key: 'processId', label: 'Process ID', kind: 'id', list: true, search: true },
    { key: 'pan', label: 'PAN', kind: 'pan', list: true, filter: 'in', sort: true, column: 'accountKey' },
    {
      key: 'worklistFlag',
      label: 'List',
      kind: 'enum',
      options: WORKLIST_FLAG,
      list: true,
      filter: 'in',
    },
    {
      key: 'workItemType',
      label: 'Item',
      kind: 'text',
      list: true,
      filter: 'in',
      sort: true,
      column: 'section',
    },
    { key: 'workItemDesc', label: 'Description', kind: 'longtext', list: true },
    {
      key: 'assessmentYear',
      label: 'Assessment year',
      kind: 'ay',
      list: true,
      filter: 'in',
      sort: true,
      column: 'year',
    },
    { key: 'refNum', label: 'Reference', kind: 'id', search: true },
    {
      key: 'createdOn',
      label: 'Created on',
      kind: 'date',
      list: true,
      sort: true,
      column: 'issuedOn',
      filter: 'range',
    },
    {
      key: 'dueDate',
      label: 'Due date',
      kind: 'date',
      list: true,
      sort: true,
      column: 'dueOn',
      filter: 'range',
    },
    {
      key: 'itemStatus',
      label: 'Status',
      kind: 'enum',
      options: WORKLIST_STATUS,
      list: true,
      filter: 'in',
      sort: true,
      column: 'status',
    },
    { key: 'completedOn', label: 'Completed on', kind: 'date' },
  ],
});
