import { defineResource } from '../define';

/** A client's login on a state tax portal (professional tax, legacy VAT). The password lives apart. */
export const stateAccount = defineResource({
  type: 'stateAccount',
  feature: 'state',
  label: 'State Account',
  plural: 'State Accounts',
  keyFields: ['accountId'],
  login: { after: 'vatTin' },
  client: { fields: ['pan'], holds: 'pan' },
  titleField: 'name',
  listPath: '/state',
  detailPath: '/state/{accountId}',
  defaultSort: { field: 'accountId', dir: 'asc' },
  fields: [
    {
      key: 'accountId',
      label: 'Login ID',
      kind: 'id',
      list: true,
      sort: true,
      column: 'accountKey',
      filter: 'in',
      search: true,
    },
    { key: 'name', label: 'Name', kind: 'text', list: true, search: true },
    { key: 'state', label: 'State', kind: 'text', list: true, filter: 'in', sort: true, column: 'section' },
    { key: 'pan', label: 'PAN', kind: 'pan', list: true, filter: 'in', search: true },
    { key: 'clientNo', label: 'Client No.', kind: 'text' },
    { key: 'group', label: 'Group', kind: 'text', filter: 'in', sort: true, column: 'year' },
    { key: 'ptecNo', label: 'PT enrolment no.', kind: 'text' },
    { key: 'ptrcNo', label: 'PT registration no.', kind: 'text' },
    { key: 'vatTin', label: 'VAT TIN', kind: 'text' },
    { key: 'applicationCount', label: 'Applications', kind: 'number', list: true },
    { key: 'pendingApplicationCount', label: 'Applications pending', kind: 'number' },
  ],
  children: [{ type: 'stateApplication', via: 'accountId', label: 'Applications' }],
});
