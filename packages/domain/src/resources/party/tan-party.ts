import { defineResource } from '../define';
import { PARTY_LOOKUP_FIELDS } from './party-lookup-fields';

/** A deductor looked up by TAN: name, category and address from the TAN search. */
export const tanParty = defineResource({
  type: 'tanParty',
  feature: 'tanparty',
  label: 'TAN Party',
  plural: 'TAN Parties',
  keyFields: ['tan'],
  titleField: 'deductorName',
  listPath: '/tanparty',
  defaultSort: { field: 'tan', dir: 'asc' },
  fields: [
    {
      key: 'tan',
      label: 'TAN',
      kind: 'tan',
      list: true,
      sort: true,
      column: 'accountKey',
      filter: 'in',
      search: true,
    },
    { key: 'deductorName', label: 'Deductor', kind: 'text', list: true, search: true },
    {
      key: 'deductorCategory',
      label: 'Category',
      kind: 'text',
      list: true,
      filter: 'in',
      sort: true,
      column: 'section',
    },
    {
      key: 'tanStatus',
      label: 'TAN status',
      kind: 'text',
      list: true,
      filter: 'in',
      sort: true,
      column: 'status',
    },
    { key: 'city', label: 'City', kind: 'text', list: true },
    { key: 'state', label: 'State', kind: 'text', filter: 'in', sort: true, column: 'year' },
    { key: 'address', label: 'Address', kind: 'longtext' },
    { key: 'allotmentDate', label: 'Allotted on', kind: 'date' },
    { key: 'aoCode', label: 'AO code', kind: 'text' },
    ...PARTY_LOOKUP_FIELDS,
  ],
});
