import { defineResource } from '../define';
import {
  TAN_FIELD,
  TDS_DOWNLOAD_KIND,
  TDS_DOWNLOAD_STATUS,
  dateField,
  enumField,
  fyField,
} from './tds-options';

/**
 * A TRACES requested download (GetReqListServlet): Form 16/16A, justification report or
 * consolidated file. Once Available, the sync fetches the ZIP, opens it with its password and
 * keeps each PDF as a document named by deductee PAN.
 */
export const tdsDownloadRequest = defineResource({
  type: 'tdsDownloadRequest',
  feature: 'tds',
  label: 'Download Request',
  plural: 'TDS Download Requests',
  keyFields: ['reqNo'],
  accountField: 'tan',
  accountType: 'tdsAccount',
  titleField: 'title',
  listPath: '/tds/requestdownload',
  defaultSort: { field: 'reqDate', dir: 'desc' },
  documents: true,
  fields: [
    { key: 'reqNo', label: 'Request no.', kind: 'id', list: true, search: true },
    TAN_FIELD,
    { key: 'title', label: 'Request', kind: 'text', hidden: true },
    dateField('reqDate', 'Requested on', 'issuedOn'),
    enumField('dntype', 'Kind', TDS_DOWNLOAD_KIND, 'section'),
    fyField('finYr'),
    { key: 'qrtr', label: 'Quarter', kind: 'text', list: true },
    { key: 'frmType', label: 'Form', kind: 'text', list: true },
    enumField('status', 'Status', TDS_DOWNLOAD_STATUS, 'status'),
    { key: 'remarks', label: 'Remarks', kind: 'text' },
    { key: 'fileCount', label: 'Files kept', kind: 'number', list: true },
    { key: 'downloadError', label: 'Download problem', kind: 'text' },
  ],
});
