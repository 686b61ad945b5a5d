import { defineResource } from '../define';
import { GST_ACCOUNT_LINK, GSTIN_FIELD, PORTAL_USER_FIELD } from './gst-fields';

export const GST_APPLICATION_TYPES = {
  RFUND: 'Refund',
  ADJVP: 'DRC-03 voluntary payment',
  APPEL: 'Appeal',
  ADJRO: 'Rectification',
  ADJAT: 'Objection to attachment',
  ADJWS: 'Waiver (s.128A)',
  COMPD: 'Compounding',
  ADJPA: 'Provisional assessment',
} as const;

/** An application filed on the portal ("My Applications", litserv case search), by its ARN. */
export const gstSubmission = defineResource({
  type: 'gstSubmission',
  feature: 'gst',
  label: 'Submission',
  plural: 'Submissions',
  keyFields: ['arn'],
  ...GST_ACCOUNT_LINK,
  titleField: 'caseName',
  listPath: '/gst/submissions',
  detailPath: '/gst/submissions/{arn}',
  defaultSort: { field: 'caseCreationDate', dir: 'desc' },
  documents: true,
  fields: [
    { key: 'arn', label: 'ARN', kind: 'id', list: true, search: true },
    GSTIN_FIELD,
    PORTAL_USER_FIELD,
    {
      key: 'caseTypeCd',
      label: 'Application',
      kind: 'enum',
      options: GST_APPLICATION_TYPES,
      list: true,
      filter: 'in',
      sort: true,
      column: 'section',
    },
    { key: 'caseName', label: 'Case', kind: 'text', list: true },
    { key: 'formNo', label: 'Form', kind: 'text', list: true, filter: 'in' },
    {
      key: 'caseCreationDate',
      label: 'Filed on',
      kind: 'datetime',
      list: true,
      sort: true,
      column: 'issuedOn',
      filter: 'range',
    },
    {
      key: 'statusDesc',
      label: 'Status',
      kind: 'text',
      list: true,
      filter: 'in',
      sort: true,
      column: 'status',
    },
    { key: 'financialYear', label: 'Financial year', kind: 'fy', filter: 'in', sort: true, column: 'year' },
    {
      key: 'amount',
      label: 'Amount',
      kind: 'money',
      list: true,
      sort: true,
      column: 'amount',
      filter: 'range',
    },
    { key: 'caseId', label: 'Case id', kind: 'id' },
  ],
});
