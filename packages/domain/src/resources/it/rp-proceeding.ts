import { defineResource } from '../define';
import { CLOSURE_DATE_FROM, PROCEEDING_FLAG, PROCEEDING_STATUS } from './it-options';
import { RP_ENTITY_TYPE } from './rp-options';

/**
 * An e-proceeding of a client that a representative (a Reply account) sees under "Other PAN/TAN"
 * of their own e-filing login: the firm replies for clients whose own passwords it does not hold.
 * PAN proceedings are income tax (/it/rpproceeding); TAN ones are TDS (/tds/rpproceeding).
 */
export const rpProceeding = defineResource({
  type: 'rpProceeding',
  feature: 'it',
  label: 'Reply Proceeding',
  plural: 'Reply Proceedings',
  keyFields: ['proceedingReqId'],
  accountField: 'rpPan',
  accountType: 'rpAccount',
  titleField: 'proceedingName',
  listPath: '/it/rpproceeding',
  defaultSort: { field: 'issuedOn', dir: 'desc' },
  done: ['C'],
  fields: [
    { key: 'proceedingReqId', label: 'Proceeding ID', kind: 'id', list: true, search: true },
    { key: 'entityNum', label: 'Client PAN / TAN', kind: 'id', list: true, filter: 'in' },
    { key: 'entityType', label: 'Client type', kind: 'enum', options: RP_ENTITY_TYPE, filter: 'in' },
    { key: 'nameOfAssesse', label: 'Client', kind: 'text', list: true },
    {
      key: 'proceedingName',
      label: 'Proceeding',
      kind: 'text',
      list: true,
      filter: 'in',
      sort: true,
      column: 'section',
    },
    {
      key: 'assessmentYear',
      label: 'Assessment year',
      kind: 'ay',
      list: true,
      filter: 'in',
      sort: true,
      column: 'year',
    },
    { key: 'financialYr', label: 'Financial year', kind: 'fy' },
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
    { key: 'lastResponseSubmittedOn', label: 'Last reply', kind: 'date', filter: 'range' },
    { key: 'viewNoticeCount', label: 'Notices', kind: 'number', list: true },
    {
      key: 'proceedingStatus',
      label: 'Status',
      kind: 'enum',
      options: PROCEEDING_STATUS,
      list: true,
      filter: 'in',
      sort: true,
      column: 'status',
    },
    { key: 'prcdngStatusFlag', label: 'List', kind: 'enum', options: PROCEEDING_FLAG, filter: 'in' },
    { key: 'proceedingClosureDate', label: 'Closed on', kind: 'date' },
    { key: 'closureDateFrom', label: 'Closure date from', kind: 'enum', options: CLOSURE_DATE_FROM },
    {
      key: 'rpPan',
      label: 'Reply account',
      kind: 'pan',
      list: true,
      filter: 'in',
      sort: true,
      column: 'accountKey',
    },
  ],
  children: [{ type: 'rpNotice', via: 'proceedingReqId', label: 'Notices' }],
});
