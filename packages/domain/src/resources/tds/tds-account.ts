import { defineResource } from '../define';
import { TAN_FIELD, amountField } from './tds-options';

/**
 * A deductor's TAN with its two logins: TRACES (user id + password) and the e-filing portal
 * (TAN + its own password). Passwords live apart, encrypted, never in data.
 */
export const tdsAccount = defineResource({
  type: 'tdsAccount',
  feature: 'tds',
  label: 'TAN Account',
  plural: 'TAN Accounts',
  keyFields: ['tan'],
  login: { after: 'branch' },
  client: { fields: ['pan'], holds: 'pan' },
  titleField: 'name',
  listPath: '/tds',
  detailPath: '/tds/account/{tan}',
  defaultSort: { field: 'tan', dir: 'asc' },
  fields: [
    { ...TAN_FIELD, search: true },
    { key: 'name', label: 'Name', kind: 'text', list: true, search: true },
    // The deductor's own PAN, as the firm records it: it ties the TAN to the client's other accounts.
    { key: 'pan', label: 'Deductor PAN', kind: 'pan' },
    { key: 'tracesUserId', label: 'TRACES user id', kind: 'text', list: true },
    { key: 'clientNo', label: 'Client No.', kind: 'text' },
    { key: 'group', label: 'Group', kind: 'text', list: true, filter: 'in', column: 'section', sort: true },
    { key: 'branch', label: 'Branch', kind: 'text', list: true, filter: 'in', column: 'year', sort: true },
    amountField('outstandingDemand', 'Outstanding demand'),
    { key: 'statementCount', label: 'Statements', kind: 'number' },
    { key: 'pendingDownloads', label: 'Downloads waiting', kind: 'number' },
  ],
  children: [
    { type: 'tdsStatement', via: 'tan', label: 'Statements' },
    { type: 'tdsDemand', via: 'tan', label: 'Defaults' },
    { type: 'tdsLdc', via: 'tan', label: 'Lower deduction certificates' },
    { type: 'tdsChallan', via: 'tan', label: 'Challans' },
    { type: 'tdsDownloadRequest', via: 'tan', label: 'Download requests' },
    { type: 'tdsFiledForm', via: 'tan', label: 'Filed forms' },
    { type: 'tdsProceeding', via: 'tan', label: 'Proceedings' },
    { type: 'tdsProceedingNotice', via: 'tan', label: 'Proceeding notices' },
    { type: 'tdsNotice', via: 'tan', label: 'Notices' },
    { type: 'tdsPayment', via: 'tan', label: 'Payments' },
    { type: 'tdsApplication', via: 'tan', label: 'Applications' },
    { type: 'panVerification', via: 'tan', label: 'PAN verifications' },
  ],
});
