import { defineResource } from '../define';
import { CA_STATUS } from './it-work-item-options';

/**
 * A chartered accountant the assessee has assigned on the portal ("My CA", myCaDetailsService).
 * `formsAssigned` is the portal's list of forms, kept as one readable line.
 */
export const itCaAssignment = defineResource({
  type: 'itCaAssignment',
  feature: 'it',
  label: 'CA Assignment',
  plural: 'CA Assignments',
  keyFields: ['assesseCaId'],
  accountField: 'pan',
  accountType: 'itAccount',
  titleField: 'caName',
  listPath: '/it/panca',
  detailPath: '/it/capan/{assesseCaId}',
  defaultSort: { field: 'assignedOn', dir: 'desc' },
  fields: [
    { key: 'assesseCaId', label: 'Assignment ID', kind: 'id', list: true },
    { key: 'pan', label: 'PAN', kind: 'pan', list: true, filter: 'in', sort: true, column: 'accountKey' },
    {
      key: 'caMembershipNum',
      label: 'CA membership no.',
      kind: 'id',
      list: true,
      filter: 'in',
      sort: true,
      column: 'section',
    },
    { key: 'caName', label: 'CA name', kind: 'text', list: true, filter: 'in' },
    { key: 'caFirmName', label: 'Firm', kind: 'text', list: true },
    { key: 'caFirmRegNum', label: 'Firm registration no.', kind: 'id' },
    { key: 'caEmailId', label: 'Email', kind: 'text' },
    { key: 'caMobileNo', label: 'Mobile', kind: 'text' },
    { key: 'formsAssigned', label: 'Forms assigned', kind: 'text', list: true },
    { key: 'formCount', label: 'Forms', kind: 'number' },
    {
      key: 'assignedOn',
      label: 'Assigned on',
      kind: 'date',
      list: true,
      sort: true,
      column: 'issuedOn',
      filter: 'range',
    },
    { key: 'deactivatedOn', label: 'Deactivated on', kind: 'date' },
    {
      key: 'caStatus',
      label: 'Status',
      kind: 'enum',
      options: CA_STATUS,
      list: true,
      filter: 'in',
      sort: true,
      column: 'status',
    },
  ],
  children: [{ type: 'itCaAssignedForm', via: 'assesseCaId', label: 'Forms assigned for upload' }],
});
