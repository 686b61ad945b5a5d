import { defineResource } from '../define';
import { PROCEEDING_STATUS } from '../it/it-options';
import { TAN_FIELD, dateField, enumField, fyField, textColumn } from './tds-options';

/** An e-proceeding of the TAN on the e-filing portal (the same services as income tax). */
export const tdsProceeding = defineResource({
  type: 'tdsProceeding',
  feature: 'tds',
  label: 'TDS Proceeding',
  plural: 'TDS Proceedings',
  keyFields: ['proceedingReqId'],
  accountField: 'tan',
  accountType: 'tdsAccount',
  titleField: 'proceedingName',
  listPath: '/tds/proceeding',
  detailPath: '/tds/proceeding/{proceedingReqId}',
  defaultSort: { field: 'proceedingInitiatedOn', dir: 'desc' },
  done: ['C'],
  fields: [
    { key: 'proceedingReqId', label: 'Proceeding ID', kind: 'id', list: true, search: true },
    TAN_FIELD,
    { key: 'proceedingName', label: 'Proceeding', kind: 'text', list: true },
    fyField('assessmentYear', 'Assessment year'),
    textColumn('noticeSection', 'Section', 'section'),
    enumField('proceedingStatus', 'Status', PROCEEDING_STATUS, 'status'),
    dateField('proceedingInitiatedOn', 'Started on', 'issuedOn'),
    dateField('responseDueDate', 'Response due', 'dueOn'),
    { key: 'proceedingClosureDate', label: 'Closed on', kind: 'date' },
    { key: 'noticeCount', label: 'Notices', kind: 'number', list: true },
  ],
  children: [{ type: 'tdsProceedingNotice', via: 'proceedingReqId', label: 'Notices' }],
});
