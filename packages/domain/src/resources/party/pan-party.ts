import { defineResource } from '../define';
import { PARTY_LOOKUP_FIELDS } from './party-lookup-fields';

/** A PAN checked with the e-filing portal's PAN verification: the name on it and its status. */
export const panParty = defineResource({
  type: 'panParty',
  feature: 'panparty',
  label: 'PAN Party',
  plural: 'PAN Parties',
  keyFields: ['pan'],
  client: { fields: ['pan'], holds: 'pan' },
  titleField: 'fullName',
  listPath: '/panparty',
  defaultSort: { field: 'pan', dir: 'asc' },
  fields: [
    {
      key: 'pan',
      label: 'PAN',
      kind: 'pan',
      list: true,
      sort: true,
      column: 'accountKey',
      filter: 'in',
      search: true,
    },
    { key: 'fullName', label: 'Name as per PAN', kind: 'text', list: true, search: true },
    {
      key: 'panStatus',
      label: 'PAN status',
      kind: 'text',
      list: true,
      filter: 'in',
      sort: true,
      column: 'status',
    },
    {
      key: 'holderType',
      label: 'Holder type',
      kind: 'text',
      list: true,
      filter: 'in',
      sort: true,
      column: 'section',
    },
    { key: 'aadhaarLinked', label: 'Aadhaar linked', kind: 'text', filter: 'in' },
    { key: 'statusMessage', label: 'Portal message', kind: 'text' },
    ...PARTY_LOOKUP_FIELDS,
  ],
});
