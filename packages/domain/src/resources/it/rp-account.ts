import { defineResource } from '../define';

/**
 * A representative's (Reply) e-filing login: a PAN that files replies for several clients. Its
 * password lives apart, encrypted, never in data, like an itAccount's.
 */
export const rpAccount = defineResource({
  type: 'rpAccount',
  feature: 'it',
  label: 'Reply Account',
  plural: 'Reply Accounts',
  keyFields: ['rpPan'],
  login: { after: 'branch' },
  titleField: 'name',
  detailPath: '/rp/pan/{rpPan}',
  defaultSort: { field: 'rpPan', dir: 'asc' },
  fields: [
    {
      key: 'rpPan',
      label: 'PAN',
      kind: 'pan',
      list: true,
      sort: true,
      column: 'accountKey',
      filter: 'in',
      search: true,
    },
    { key: 'name', label: 'Name', kind: 'text', list: true, search: true },
    { key: 'branch', label: 'Branch', kind: 'text', list: true, filter: 'in', column: 'year', sort: true },
    { key: 'clientCount', label: 'Clients', kind: 'number', list: true },
  ],
});
