import { defineResource } from '../define';
import { ADJOURNMENT_STATUS } from './it-work-item-options';

/**
 * An adjournment sought against an e-proceeding notice (eProceedingAdjVcReqstService, `reqstType`
 * ADJ). `replyDueDate` is TaxDesk's reading of it: the date granted when the AO grants it, else the
 * notice's own due date, which still stands while the request waits or after a refusal.
 */
export const itAdjournment = defineResource({
  type: 'itAdjournment',
  feature: 'it',
  label: 'Adjournment',
  plural: 'Adjournments',
  keyFields: ['adjVcReqstId'],
  accountField: 'pan',
  accountType: 'itAccount',
  titleField: 'proceedingName',
  listPath: '/it/adjournment',
  detailPath: '/it/adjournment/{adjVcReqstId}',
  defaultSort: { field: 'reqstSubmittedOn', dir: 'desc' },
  done: ['GRANTED', 'REJECTED'],
  fields: [
    { key: 'adjVcReqstId', label: 'Request ID', kind: 'id', list: true, search: true },
    { key: 'pan', label: 'PAN', kind: 'pan', list: true, filter: 'in', sort: true, column: 'accountKey' },
    { key: 'nameOfAssesse', label: 'Assessee', kind: 'text' },
    { key: 'proceedingName', label: 'Proceeding', kind: 'text', list: true },
    { key: 'proceedingReqId', label: 'Proceeding ID', kind: 'id', filter: 'in' },
    { key: 'headerSeqNo', label: 'Notice no.', kind: 'id', filter: 'in' },
    { key: 'documentIdentificationNumber', label: 'Notice DIN', kind: 'id' },
    {
      key: 'noticeSection',
      label: 'Section',
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
    {
      key: 'reqstSubmittedOn',
      label: 'Requested on',
      kind: 'date',
      list: true,
      sort: true,
      column: 'issuedOn',
      filter: 'range',
    },
    { key: 'noticeResponseDueDate', label: 'Notice due date', kind: 'date' },
    { key: 'adjSoughtTillDate', label: 'Sought till', kind: 'date', list: true },
    { key: 'adjGrantedTillDate', label: 'Adjourned till', kind: 'date', list: true },
    {
      key: 'replyDueDate',
      label: 'Reply due',
      kind: 'date',
      list: true,
      sort: true,
      column: 'dueOn',
      filter: 'range',
    },
    {
      key: 'reqstStatus',
      label: 'Status',
      kind: 'enum',
      options: ADJOURNMENT_STATUS,
      list: true,
      filter: 'in',
      sort: true,
      column: 'status',
    },
    { key: 'adjReasonDesc', label: 'Reason', kind: 'text', filter: 'in' },
    { key: 'remarks', label: 'Remarks', kind: 'longtext' },
    { key: 'actionTakenOn', label: 'Decided on', kind: 'date' },
    { key: 'aoRemarks', label: 'Remarks of the AO', kind: 'longtext' },
  ],
});
