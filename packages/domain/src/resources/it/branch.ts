import { defineResource } from '../define';

/**
 * An office of the firm. Accounts carry a branch code (itAccount.branch) so that lists,
 * dashboards and reminders can be cut by branch; the branch import writes both.
 */
export const branch = defineResource({
  type: 'branch',
  feature: 'it',
  label: 'Branch',
  plural: 'Branches',
  keyFields: ['branchCode'],
  titleField: 'name',
  listPath: '/it/branch',
  defaultSort: { field: 'branchCode', dir: 'asc' },
  fields: [
    { key: 'branchCode', label: 'Branch code', kind: 'id', list: true, sort: true, column: 'accountKey' },
    { key: 'name', label: 'Name', kind: 'text', list: true },
    { key: 'city', label: 'City', kind: 'text', list: true, filter: 'in', sort: true, column: 'section' },
    { key: 'state', label: 'State', kind: 'text', list: true, filter: 'in', sort: true, column: 'year' },
    { key: 'managerName', label: 'Manager', kind: 'text', list: true },
    { key: 'managerEmail', label: 'Manager email', kind: 'text', list: true },
    { key: 'phone', label: 'Phone', kind: 'text' },
    { key: 'address', label: 'Address', kind: 'longtext' },
  ],
});
