import { defineResource } from '../define';
import { DOWNLOAD_STATUS, DOWNLOAD_TYPE } from './it-work-item-options';

/**
 * A download requested on the portal (downloadRequestListService): Form 26AS, AIS, TIS or the
 * pre-filled ITR data. Once available, the sync stores the file with the record.
 */
export const itDownloadRequest = defineResource({
  type: 'itDownloadRequest',
  feature: 'it',
  label: 'Download Request',
  plural: 'Download Requests',
  keyFields: ['downloadReqId'],
  accountField: 'pan',
  accountType: 'itAccount',
  titleField: 'downloadType',
  listPath: '/it/requestdownload',
  defaultSort: { field: 'requestedOn', dir: 'desc' },
  documents: true,
  fields: [
    { key: 'downloadReqId', label: 'Request ID', kind: 'id', list: true, search: true },
    { key: 'pan', label: 'PAN', kind: 'pan', list: true, filter: 'in', sort: true, column: 'accountKey' },
    {
      key: 'downloadType',
      label: 'Download',
      kind: 'enum',
      options: DOWNLOAD_TYPE,
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
      key: 'requestedOn',
      label: 'Requested on',
      kind: 'datetime',
      list: true,
      sort: true,
      column: 'issuedOn',
      filter: 'range',
    },
    {
      key: 'reqStatus',
      label: 'Status',
      kind: 'enum',
      options: DOWNLOAD_STATUS,
      list: true,
      filter: 'in',
      sort: true,
      column: 'status',
    },
    { key: 'availableOn', label: 'Available on', kind: 'datetime' },
    { key: 'availableTill', label: 'Available till', kind: 'date', list: true },
    { key: 'fileName', label: 'File', kind: 'text', list: true },
    { key: 'fileSize', label: 'Size (bytes)', kind: 'number' },
    { key: 'failureReason', label: 'Reason', kind: 'text' },
  ],
});
