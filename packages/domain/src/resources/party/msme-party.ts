import { defineResource } from '../define';
import { PARTY_LOOKUP_FIELDS } from './party-lookup-fields';
import { MSME_TYPE } from './party-options';

/** An enterprise verified on the Udyam portal: its certificate's details and current classification. */
export const msmeParty = defineResource({
  type: 'msmeParty',
  feature: 'msmeparty',
  label: 'MSME Party',
  plural: 'MSME Parties',
  keyFields: ['udyamNumber'],
  titleField: 'enterpriseName',
  listPath: '/msmeparty',
  defaultSort: { field: 'udyamNumber', dir: 'asc' },
  fields: [
    {
      key: 'udyamNumber',
      label: 'Udyam number',
      kind: 'id',
      list: true,
      sort: true,
      column: 'accountKey',
      filter: 'in',
      search: true,
    },
    { key: 'enterpriseName', label: 'Enterprise', kind: 'text', list: true, search: true },
    {
      key: 'enterpriseType',
      label: 'Type',
      kind: 'enum',
      options: MSME_TYPE,
      list: true,
      filter: 'in',
      sort: true,
      column: 'status',
    },
    { key: 'classificationDate', label: 'Classified on', kind: 'date' },
    { key: 'classificationYear', label: 'Classification year', kind: 'text' },
    {
      key: 'majorActivity',
      label: 'Major activity',
      kind: 'text',
      list: true,
      filter: 'in',
      sort: true,
      column: 'year',
    },
    { key: 'organisationType', label: 'Organisation type', kind: 'text', filter: 'in' },
    { key: 'state', label: 'State', kind: 'text', list: true, filter: 'in', sort: true, column: 'section' },
    { key: 'district', label: 'District', kind: 'text' },
    { key: 'dateOfIncorporation', label: 'Incorporated on', kind: 'date' },
    { key: 'dateOfCommencement', label: 'Commenced on', kind: 'date' },
    { key: 'registrationDate', label: 'Udyam registration date', kind: 'date' },
    ...PARTY_LOOKUP_FIELDS,
  ],
});
