import { defineResource } from '../define';
import { COMPLIANCE_STATUS, COMPLIANCE_TYPE } from './it-work-item-options';

/**
 * An e-Compliance item (eComplianceService): an e-verification of reported information or an
 * e-campaign, with the response the portal expects and its due date. No detail route: the list
 * carries everything.
 */
export const itComplianceItem = defineResource({
  type: 'itComplianceItem',
  feature: 'it',
  label: 'E-Compliance Item',
  plural: 'E-Compliance Items',
  keyFields: ['complianceId'],
  accountField: 'pan',
  accountType: 'itAccount',
  titleField: 'infoDesc',
  listPath: '/it/compliance',
  defaultSort: { field: 'issuedOn', dir: 'desc' },
  done: ['SUBMITTED', 'CLOSED'],
  fields: [
    { key: 'complianceId', label: 'ID', kind: 'id', list: true, search: true },
    { key: 'pan', label: 'PAN', kind: 'pan', list: true, filter: 'in', sort: true, column: 'accountKey' },
    {
      key: 'cmplncType',
      label: 'Type',
      kind: 'enum',
      options: COMPLIANCE_TYPE,
      list: true,
      filter: 'in',
      sort: true,
      column: 'section',
    },
    { key: 'infoCode', label: 'Information code', kind: 'id', filter: 'in' },
    { key: 'infoDesc', label: 'Information', kind: 'longtext', list: true },
    {
      key: 'financialYear',
      label: 'Financial year',
      kind: 'fy',
      list: true,
      filter: 'in',
      sort: true,
      column: 'year',
    },
    {
      key: 'transactionAmount',
      label: 'Amount',
      kind: 'money',
      list: true,
      sort: true,
      column: 'amount',
      filter: 'range',
    },
    {
      key: 'issuedOn',
      label: 'Issued on',
      kind: 'date',
      list: true,
      sort: true,
      column: 'issuedOn',
      filter: 'range',
    },
    {
      key: 'responseDueDate',
      label: 'Response due',
      kind: 'date',
      list: true,
      sort: true,
      column: 'dueOn',
      filter: 'range',
    },
    {
      key: 'responseStatus',
      label: 'Status',
      kind: 'enum',
      options: COMPLIANCE_STATUS,
      list: true,
      filter: 'in',
      sort: true,
      column: 'status',
    },
    { key: 'responseSubmittedOn', label: 'Responded on', kind: 'date' },
    { key: 'responseDesc', label: 'Response', kind: 'text' },
    { key: 'closedOn', label: 'Closed on', kind: 'date' },
  ],
});
