import { defineResource } from '../define';
import { TAN_FIELD, dateField, fyField, textColumn } from './tds-options';

/** A notice within a TAN's e-proceeding (`headerSeqNo`), with its PDF. */
export const tdsProceedingNotice = defineResource({
  type: 'tdsProceedingNotice',
  feature: 'tds',
  label: 'TDS Proceeding Notice',
  plural: 'TDS Proceeding Notices',
  keyFields: ['headerSeqNo'],
  accountField: 'tan',
  accountType: 'tdsAccount',
  titleField: 'description',
  listPath: '/tds/proceedingnoticetds',
  detailPath: '/tds/proceedingnoticetds/{headerSeqNo}',
  defaultSort: { field: 'issuedOn', dir: 'desc' },
  documents: true,
  work: true,
  fields: [
    { key: 'headerSeqNo', label: 'Notice no.', kind: 'id', list: true, search: true },
    { key: 'documentIdentificationNumber', label: 'DIN', kind: 'id', list: true, search: true },
    TAN_FIELD,
    { key: 'proceedingReqId', label: 'Proceeding ID', kind: 'id' },
    { key: 'proceedingName', label: 'Proceeding', kind: 'text', list: true },
    textColumn('noticeSection', 'Section', 'section'),
    { key: 'description', label: 'Description', kind: 'longtext', list: true },
    fyField('ay', 'Assessment year'),
    dateField('issuedOn', 'Issued on', 'issuedOn'),
    dateField('responseDueDate', 'Response due', 'dueOn'),
    {
      key: 'proceedingStatus',
      label: 'Proceeding status',
      kind: 'text',
      list: true,
      filter: 'in',
      column: 'status',
      sort: true,
    },
  ],
});
