import { defineResource } from '../define';
import { ACCOUNT_LOGIN_STATUS } from './it-options';

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
  accountField: 'rpPan',
  accountType: 'rpAccount',
  titleField: 'name',
  detailPath: '/rp/pan/{rpPan}',
  defaultSort: { field: 'rpPan', dir: 'asc' },
  fields: [
    { key: 'rpPan', label: 'PAN', kind: 'pan', list: true, sort: true, column: 'accountKey', filter: 'in' },
    { key: 'name', label: 'Name', kind: 'text', list: true },
    { key: 'branch', label: 'Branch', kind: 'text', list: true, filter: 'in', column: 'year', sort: true },
    {
      key: 'loginStatus',
      label: 'Login status',
      kind: 'enum',
      options: ACCOUNT_LOGIN_STATUS,
      list: true,
      filter: 'in',
      sort: true,
      column: 'status',
    },
    { key: 'loginReason', label: 'Reason', kind: 'text', list: true },
    {
      key: 'lastSyncedAt',
      label: 'Last synced',
      kind: 'datetime',
      list: true,
      sort: true,
      column: 'issuedOn',
      filter: 'range',
    },
    { key: 'clientCount', label: 'Clients', kind: 'number', list: true },
  ],
});
