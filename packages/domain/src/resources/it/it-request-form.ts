import { defineResource } from '../define';
import { REQUEST_FORM_STATUS } from './it-work-item-options';

/**
 * A request filed on the portal and tracked there (trackRequestFormService): rectification u/s
 * 154, condonation of delay, refund re-issue. Keyed by its acknowledgement number.
 */
export const itRequestForm = defineResource({
  type: 'itRequestForm',
  feature: 'it',
  label: 'Request Form',
  plural: 'Request Forms',
  keyFields: ['ackNum'],
  accountField: 'pan',
  accountType: 'itAccount',
  titleField: 'requestType',
  listPath: '/it/trackrequestforms',
  defaultSort: { field: 'submittedOn', dir: 'desc' },
  fields: [
    { key: 'ackNum', label: 'Acknowledgement no.', kind: 'id', list: true, search: true },
    { key: 'pan', label: 'PAN', kind: 'pan', list: true, filter: 'in', sort: true, column: 'accountKey' },
    {
      key: 'requestType',
      label: 'Request',
      kind: 'text',
      list: true,
      filter: 'in',
      sort: true,
      column: 'section',
    },
    { key: 'requestTypeCd', label: 'Request code', kind: 'id' },
    { key: 'requestSubType', label: 'Request for', kind: 'text', list: true },
    {
      key: 'assessmentYear',
      label: 'Assessment year',
      kind: 'ay',
      list: true,
      filter: 'in',
      sort: true,
      column: 'year',
    },
    {
      key: 'submittedOn',
      label: 'Submitted on',
      kind: 'date',
      list: true,
      sort: true,
      column: 'issuedOn',
      filter: 'range',
    },
    {
      key: 'refundAmount',
      label: 'Refund amount',
      kind: 'money',
      sort: true,
      column: 'amount',
      filter: 'range',
    },
    {
      key: 'requestStatus',
      label: 'Status',
      kind: 'enum',
      options: REQUEST_FORM_STATUS,
      list: true,
      filter: 'in',
      sort: true,
      column: 'status',
    },
    { key: 'lastUpdatedOn', label: 'Last updated', kind: 'date', list: true, filter: 'range' },
    { key: 'disposedOn', label: 'Disposed on', kind: 'date' },
    { key: 'remarks', label: 'Remarks', kind: 'longtext' },
  ],
});
