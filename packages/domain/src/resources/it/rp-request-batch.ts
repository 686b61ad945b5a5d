import { defineResource } from '../define';
import { RP_BATCH_STATUS, RP_REQUEST_TYPE } from './rp-options';

/**
 * A bulk request (notice download, response submission, adjournment) a representative submitted
 * under their login: one batch number, one status per item. The items travel in `data.items`
 * (`{itemSeqNo, entityNum, proceedingReqId, headerSeqNo, ay, itemStatus, remarks, processedOn}`);
 * the batch detail shows them as a table.
 */
export const rpRequestBatch = defineResource({
  type: 'rpRequestBatch',
  feature: 'it',
  label: 'Request Batch',
  plural: 'Request Batches',
  keyFields: ['batchSeqId'],
  accountField: 'rpPan',
  accountType: 'rpAccount',
  titleField: 'requestDesc',
  listPath: '/tds/rpbatch',
  detailPath: '/it/rprequestbatch/{batchSeqId}',
  defaultSort: { field: 'submittedOn', dir: 'desc' },
  fields: [
    { key: 'batchSeqId', label: 'Batch no.', kind: 'id', list: true, search: true },
    {
      key: 'requestType',
      label: 'Request',
      kind: 'enum',
      options: RP_REQUEST_TYPE,
      list: true,
      filter: 'in',
      sort: true,
      column: 'section',
    },
    { key: 'requestDesc', label: 'Description', kind: 'text', list: true },
    {
      key: 'submittedOn',
      label: 'Submitted',
      kind: 'datetime',
      list: true,
      sort: true,
      column: 'issuedOn',
      filter: 'range',
    },
    { key: 'totalCount', label: 'Items', kind: 'number', list: true },
    { key: 'processedCount', label: 'Processed', kind: 'number', list: true },
    { key: 'failedCount', label: 'Failed', kind: 'number', list: true },
    {
      key: 'batchStatus',
      label: 'Status',
      kind: 'enum',
      options: RP_BATCH_STATUS,
      list: true,
      filter: 'in',
      sort: true,
      column: 'status',
    },
    { key: 'completedOn', label: 'Completed', kind: 'datetime' },
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
});
