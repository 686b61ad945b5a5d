import { defineResource } from '../define';

/**
 * A reply filed to a notice (itbaResponseService), a child of the notice. Its attachments are
 * stored as documents of the notice (named `Reply <responseId> - <file>`), where a user opens
 * them; `attachmentLst` keeps the portal's list.
 */
export const itReply = defineResource({
  type: 'itReply',
  feature: 'it',
  label: 'Reply',
  plural: 'Replies',
  keyFields: ['responseId'],
  accountField: 'pan',
  accountType: 'itAccount',
  titleField: 'respType',
  defaultSort: { field: 'submittedOn', dir: 'desc' },
  fields: [
    { key: 'responseId', label: 'Response ID', kind: 'id', list: true },
    { key: 'headerSeqNo', label: 'Notice no.', kind: 'id', list: true },
    { key: 'proceedingReqId', label: 'Proceeding ID', kind: 'id' },
    { key: 'pan', label: 'PAN', kind: 'pan', list: true, filter: 'in', sort: true, column: 'accountKey' },
    {
      key: 'submittedOn',
      label: 'Submitted on',
      kind: 'datetime',
      list: true,
      sort: true,
      column: 'issuedOn',
      filter: 'range',
    },
    { key: 'respType', label: 'Type', kind: 'text', list: true, filter: 'in', sort: true, column: 'section' },
    { key: 'remarks', label: 'Remarks', kind: 'longtext', list: true },
    { key: 'attachmentNames', label: 'Attachments', kind: 'longtext', list: true },
    { key: 'attachmentCount', label: 'Files', kind: 'number' },
  ],
});
