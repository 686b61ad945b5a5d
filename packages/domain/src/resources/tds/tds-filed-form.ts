import { defineResource } from '../define';
import { TAN_FIELD, TDS_QUARTER, dateField, enumField, fyField, textColumn } from './tds-options';

/** A TDS statement filed on the e-filing portal (viewFiledForms with the TAN), by acknowledgement number. */
export const tdsFiledForm = defineResource({
  type: 'tdsFiledForm',
  feature: 'tds',
  label: 'TDS Filed Form',
  plural: 'TDS Filed Forms',
  keyFields: ['ackNum'],
  accountField: 'tan',
  accountType: 'tdsAccount',
  titleField: 'title',
  listPath: '/tds/filedform',
  detailPath: '/tds/filedform/{ackNum}',
  defaultSort: { field: 'ackDt', dir: 'desc' },
  documents: true,
  fields: [
    { key: 'ackNum', label: 'Acknowledgement no.', kind: 'id', list: true, search: true },
    TAN_FIELD,
    { key: 'title', label: 'Form', kind: 'text', hidden: true },
    textColumn('formTypeCd', 'Form', 'section'),
    fyField('refYear'),
    enumField('financialQrtr', 'Quarter', TDS_QUARTER, 'status'),
    { key: 'filingTypeCd', label: 'Filing type', kind: 'text', list: true },
    dateField('ackDt', 'Filed on', 'issuedOn'),
    { key: 'tempAckNo', label: 'Token / RRR no.', kind: 'id', list: true, search: true },
  ],
});
