import { defineResource } from '../define';
import { PAN_VERIFICATION_STATUS, TAN_FIELD, dateField, enumField, textColumn } from './tds-options';

/**
 * A deductee PAN checked on TRACES (panverify) by one TAN for one form: the name as per ITD and
 * the PAN's status. Kept per TAN, since each deductor checks its own deductees.
 */
export const panVerification = defineResource({
  type: 'panVerification',
  feature: 'tds',
  label: 'PAN Verification',
  plural: 'PAN Verification',
  keyFields: ['tan', 'pan'],
  accountField: 'tan',
  accountType: 'tdsAccount',
  titleField: 'pan',
  listPath: '/tds/panverfication',
  defaultSort: { field: 'verifiedOn', dir: 'desc' },
  fields: [
    TAN_FIELD,
    { key: 'pan', label: 'PAN', kind: 'pan', list: true },
    { key: 'name', label: 'Name (as per ITD)', kind: 'text', list: true },
    enumField('status', 'Status', PAN_VERIFICATION_STATUS, 'status'),
    textColumn('formType', 'Form', 'section'),
    dateField('verifiedOn', 'Verified on', 'issuedOn'),
  ],
});
