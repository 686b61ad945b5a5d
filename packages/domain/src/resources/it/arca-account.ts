import { defineResource } from '../define';

/**
 * The firm's own chartered-accountant login on the e-filing portal (user id `ARCA` + six digits):
 * its worklist of forms clients assigned, the forms it filed and their UDINs. The password lives
 * apart, encrypted, never in data.
 */
export const arcaAccount = defineResource({
  type: 'arcaAccount',
  feature: 'it',
  label: 'ARCA Account',
  plural: 'ARCA Accounts',
  keyFields: ['arcaId'],
  login: { after: 'mobile' },
  titleField: 'name',
  detailPath: '/arca/arcaId/{arcaId}',
  defaultSort: { field: 'arcaId', dir: 'asc' },
  fields: [
    {
      key: 'arcaId',
      label: 'ARCA id',
      kind: 'id',
      list: true,
      filter: 'in',
      sort: true,
      column: 'accountKey',
      search: true,
    },
    { key: 'name', label: 'Chartered accountant', kind: 'text', list: true, search: true },
    { key: 'membershipNo', label: 'Membership no.', kind: 'id', list: true },
    { key: 'firmName', label: 'Firm', kind: 'text', list: true },
    { key: 'frn', label: 'Firm registration no.', kind: 'id' },
    { key: 'email', label: 'Email', kind: 'text' },
    { key: 'mobile', label: 'Mobile', kind: 'text' },
    { key: 'worklistCount', label: 'Worklist items', kind: 'number', list: true },
    { key: 'pendingCount', label: 'Awaiting action', kind: 'number', list: true },
    { key: 'filedFormCount', label: 'Filed forms', kind: 'number' },
    { key: 'udinPendingCount', label: 'UDIN pending', kind: 'number', list: true },
  ],
  children: [
    { type: 'arcaWorklistItem', via: 'arcaId', label: 'Worklist' },
    { type: 'udin', via: 'arcaId', label: 'UDINs' },
    { type: 'arcaFiledForm', via: 'arcaId', label: 'Filed forms' },
  ],
});
