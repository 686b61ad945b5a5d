import { defineResource } from '../define';
import { CA_FORM_STATUS } from './it-work-item-options';

/**
 * A statutory form (audit report and the like) assigned to a CA for upload (caAssignedFormsService):
 * pending with the CA, uploaded and waiting for the assessee to accept, accepted (with the
 * filing's acknowledgement) or rejected.
 */
export const itCaAssignedForm = defineResource({
  type: 'itCaAssignedForm',
  feature: 'it',
  label: 'CA Assigned Form',
  plural: 'CA Assigned Forms',
  keyFields: ['transactionNo'],
  accountField: 'pan',
  accountType: 'itAccount',
  titleField: 'formDesc',
  listPath: '/it/caassignedforms',
  detailPath: '/it/caassignedforms/{transactionNo}',
  defaultSort: { field: 'assignedOn', dir: 'desc' },
  done: ['ACCEPTED'],
  fields: [
    { key: 'transactionNo', label: 'Transaction no.', kind: 'id', list: true, search: true },
    { key: 'pan', label: 'PAN', kind: 'pan', list: true, filter: 'in', sort: true, column: 'accountKey' },
    {
      key: 'formTypeCd',
      label: 'Form',
      kind: 'text',
      list: true,
      filter: 'in',
      sort: true,
      column: 'section',
    },
    { key: 'formDesc', label: 'Description', kind: 'text' },
    {
      key: 'assessmentYear',
      label: 'Assessment year',
      kind: 'ay',
      list: true,
      filter: 'in',
      sort: true,
      column: 'year',
    },
    { key: 'caName', label: 'CA name', kind: 'text', list: true, filter: 'in' },
    { key: 'caMembershipNum', label: 'CA membership no.', kind: 'id' },
    { key: 'assesseCaId', label: 'Assignment ID', kind: 'id', filter: 'in' },
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
      key: 'formDueDate',
      label: 'Due date',
      kind: 'date',
      list: true,
      sort: true,
      column: 'dueOn',
      filter: 'range',
    },
    { key: 'uploadedOn', label: 'Uploaded on', kind: 'date', list: true },
    { key: 'actionTakenOn', label: 'Accepted / rejected on', kind: 'date' },
    {
      key: 'formStatus',
      label: 'Status',
      kind: 'enum',
      options: CA_FORM_STATUS,
      list: true,
      filter: 'in',
      sort: true,
      column: 'status',
    },
    { key: 'rejectionReason', label: 'Reason for rejection', kind: 'longtext' },
    { key: 'ackNum', label: 'Acknowledgement no.', kind: 'id', search: true },
  ],
});
