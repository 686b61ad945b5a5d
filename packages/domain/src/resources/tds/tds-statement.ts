import { defineResource } from '../define';
import {
  TAN_FIELD,
  TDS_FORM,
  TDS_QUARTER,
  TDS_STATEMENT_STATUS,
  dateField,
  enumField,
  fyField,
} from './tds-options';

/**
 * A statement as TRACES' statement status shows it (DedStmtStatusServlet): one row per regular
 * statement and per correction. The token comes masked (first 4 + X… + last 4) and is the key.
 */
export const tdsStatement = defineResource({
  type: 'tdsStatement',
  feature: 'tds',
  label: 'Statement',
  plural: 'Statement Status',
  keyFields: ['tan', 'tokenNo'],
  accountField: 'tan',
  accountType: 'tdsAccount',
  titleField: 'title',
  listPath: '/tds/tdsstamentstatus',
  detailPath: '/tds/statementstatus/{tan}/{tokenNo}',
  defaultSort: { field: 'dtoffiling', dir: 'desc' },
  done: ['Statement Processed without Default'],
  fields: [
    TAN_FIELD,
    { key: 'tokenNo', label: 'Token no.', kind: 'id', list: true, search: true },
    { key: 'title', label: 'Statement', kind: 'text', hidden: true },
    fyField('finyear'),
    { key: 'quarter', label: 'Quarter', kind: 'enum', options: TDS_QUARTER, list: true, filter: 'in' },
    enumField('formtype', 'Form', TDS_FORM, 'section'),
    dateField('dtoffiling', 'Filed on', 'issuedOn'),
    enumField('status', 'Status', TDS_STATEMENT_STATUS, 'status'),
    { key: 'dtofprcng', label: 'Processed on', kind: 'date', list: true },
    { key: 'stmnttype', label: 'Statement type', kind: 'text', list: true },
    { key: 'remarks', label: 'Remarks', kind: 'text' },
    { key: 'reason', label: 'Rejection reason', kind: 'longtext' },
  ],
});
