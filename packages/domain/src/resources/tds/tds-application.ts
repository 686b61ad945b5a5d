import { defineResource } from '../define';
import { TAN_FIELD, dateField, fyField, textColumn } from './tds-options';

/**
 * An application the TAN filed on the e-filing portal (e.g. Form 13 for a lower deduction
 * certificate), tracked by acknowledgement number.
 */
export const tdsApplication = defineResource({
  type: 'tdsApplication',
  feature: 'tds',
  label: 'Application',
  plural: 'Application Status',
  keyFields: ['acknumber'],
  accountField: 'tan',
  accountType: 'tdsAccount',
  titleField: 'formName',
  listPath: '/tds/applicationstatus',
  detailPath: '/tds/applicationstatus/{acknumber}',
  defaultSort: { field: 'filingDate', dir: 'desc' },
  documents: true,
  fields: [
    { key: 'acknumber', label: 'Acknowledgement no.', kind: 'id', list: true, search: true },
    TAN_FIELD,
    textColumn('formName', 'Form', 'section'),
    { key: 'formDesc', label: 'Application', kind: 'text', list: true },
    fyField('financialYear'),
    dateField('filingDate', 'Filed on', 'issuedOn'),
    textColumn('applicationStatus', 'Status', 'status'),
    { key: 'statusDate', label: 'Status as of', kind: 'date' },
    { key: 'certificateNumber', label: 'Certificate no.', kind: 'id', search: true },
    { key: 'remarks', label: 'Remarks', kind: 'longtext' },
  ],
});
