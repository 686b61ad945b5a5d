import { defineResource } from '../define';
import { STATE_ACT } from './state-options';

/**
 * An application on a state tax portal (enrolment, registration, amendment, cancellation) with
 * every status change and its date. The shape is ours (apps/sandbox/README.md, State portal).
 */
export const stateApplication = defineResource({
  type: 'stateApplication',
  feature: 'state',
  label: 'State Application',
  plural: 'State Applications',
  keyFields: ['applicationNo'],
  accountField: 'accountId',
  accountType: 'stateAccount',
  titleField: 'applicationType',
  listPath: '/state/application',
  defaultSort: { field: 'submittedOn', dir: 'desc' },
  fields: [
    { key: 'applicationNo', label: 'Application no.', kind: 'id', list: true, search: true },
    {
      key: 'accountId',
      label: 'Login ID',
      kind: 'id',
      list: true,
      filter: 'in',
      sort: true,
      column: 'accountKey',
    },
    { key: 'act', label: 'Law', kind: 'enum', options: STATE_ACT, list: true, filter: 'in' },
    {
      key: 'applicationType',
      label: 'Application',
      kind: 'text',
      list: true,
      filter: 'in',
      sort: true,
      column: 'section',
    },
    { key: 'state', label: 'State', kind: 'text', filter: 'in', sort: true, column: 'year' },
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
      key: 'applicationStatus',
      label: 'Status',
      kind: 'text',
      list: true,
      filter: 'in',
      sort: true,
      column: 'status',
    },
    { key: 'statusChangedOn', label: 'Status since', kind: 'date', list: true },
    { key: 'registrationNo', label: 'Registration no. granted', kind: 'text' },
    { key: 'fee', label: 'Fee', kind: 'money', sort: true, column: 'amount', filter: 'range' },
    { key: 'statusHistory', label: 'Status history', kind: 'longtext' },
    { key: 'remarks', label: 'Remarks', kind: 'longtext' },
  ],
});
