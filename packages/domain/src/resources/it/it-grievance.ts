import { defineResource } from '../define';
import { GRIEVANCE_STATUS } from './it-work-item-options';

/**
 * A grievance raised on the portal (grievanceListService). Its status history
 * (grievanceDetailsService) is kept in the record's data as `statusHistory`:
 * `[{statusDate, grievanceStatus, statusDesc, pendingWith, remarks}]`, oldest first.
 */
export const itGrievance = defineResource({
  type: 'itGrievance',
  feature: 'it',
  label: 'Grievance',
  plural: 'Grievances',
  keyFields: ['ticketId'],
  accountField: 'pan',
  accountType: 'itAccount',
  titleField: 'grievanceSubCategory',
  listPath: '/it/grievances',
  detailPath: '/it/grievances/{ticketId}',
  defaultSort: { field: 'raisedOn', dir: 'desc' },
  fields: [
    { key: 'ticketId', label: 'Ticket ID', kind: 'id', list: true, search: true },
    { key: 'pan', label: 'PAN', kind: 'pan', list: true, filter: 'in', sort: true, column: 'accountKey' },
    {
      key: 'grievanceCategory',
      label: 'Category',
      kind: 'text',
      list: true,
      filter: 'in',
      sort: true,
      column: 'section',
    },
    { key: 'grievanceSubCategory', label: 'Sub-category', kind: 'text', list: true },
    {
      key: 'assessmentYear',
      label: 'Assessment year',
      kind: 'ay',
      list: true,
      filter: 'in',
      sort: true,
      column: 'year',
    },
    { key: 'grievanceDesc', label: 'Description', kind: 'longtext' },
    {
      key: 'raisedOn',
      label: 'Raised on',
      kind: 'date',
      list: true,
      sort: true,
      column: 'issuedOn',
      filter: 'range',
    },
    { key: 'pendingWith', label: 'Pending with', kind: 'text', list: true, filter: 'in' },
    { key: 'lastUpdatedOn', label: 'Last updated', kind: 'date', list: true, filter: 'range' },
    {
      key: 'grievanceStatus',
      label: 'Status',
      kind: 'enum',
      options: GRIEVANCE_STATUS,
      list: true,
      filter: 'in',
      sort: true,
      column: 'status',
    },
    { key: 'resolvedOn', label: 'Resolved on', kind: 'date' },
    { key: 'resolutionRemarks', label: 'Resolution', kind: 'longtext' },
  ],
});
