import { defineResource } from '../define';
import { TAN_FIELD, amountField, fyField } from './tds-options';

/**
 * The default summary of one TAN and financial year (TRACES outstanding demand): demand from
 * assessing officers' orders (`aodmnd`) and from CPC processing (`cpcdmd`). `demandId` is ours:
 * `<TAN>-<FY start year>`, the portal has no id for the row. A year the portal stops listing is kept.
 */
export const tdsDemand = defineResource({
  type: 'tdsDemand',
  feature: 'tds',
  label: 'TDS Demand',
  plural: 'TDS Demands',
  keyFields: ['demandId'],
  accountField: 'tan',
  accountType: 'tdsAccount',
  titleField: 'title',
  listPath: '/tds/demand',
  detailPath: '/tds/demand/{demandId}',
  defaultSort: { field: 'finYr', dir: 'desc' },
  done: ['cleared'],
  fields: [
    { key: 'demandId', label: 'Demand', kind: 'id', list: true, search: true },
    TAN_FIELD,
    { key: 'title', label: 'Demand', kind: 'text', hidden: true },
    fyField('finYr'),
    { key: 'aodmnd', label: 'Demand (AO orders)', kind: 'money', list: true },
    { key: 'cpcdmd', label: 'Demand (CPC processing)', kind: 'money', list: true },
    amountField('totalDemand', 'Total demand'),
    {
      key: 'status',
      label: 'Status',
      kind: 'enum',
      options: { outstanding: 'Outstanding', cleared: 'No longer shown' },
      list: true,
      filter: 'in',
      sort: true,
      column: 'status',
    },
    { key: 'source', label: 'Source', kind: 'text' },
  ],
});
