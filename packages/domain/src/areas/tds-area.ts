import { defineArea } from './area-def';

/** TDS: deductors' TRACES logins and their e-filing TAN logins (both by TAN). */
export const tdsArea = defineArea({
  key: 'tds',
  feature: 'tds',
  label: 'TDS',
  portals: [
    { key: 'traces', label: 'TRACES logins', accountType: 'tdsAccount' },
    { key: 'tds', label: 'E-filing TAN logins', accountType: 'tdsAccount' },
  ],
  screens: {
    home: '/{orgId}/tds',
    sync: '/{orgId}/tds/sync',
    syncSelected: '/{orgId}/tds/sync1',
    loginBlocked: '/{orgId}/tds/loginblocked',
    settings: '/{orgId}/tds/config',
    imports: { '/{orgId}/tds/import': 'tdsAccounts' },
    accountPage: '/{orgId}/tds/account/{tan}',
  },
  breakdowns: [
    { type: 'tdsDemand', by: 'tan', title: 'Demands by TAN' },
    { type: 'tdsStatement', by: 'status', title: 'Statements by status' },
    { type: 'tdsStatement', by: 'quarter', title: 'Statements by quarter' },
    { type: 'tdsLdc', by: 'status', title: 'Lower deduction certificates by status' },
    { type: 'tdsNotice', by: 'tan', title: 'Open notices by TAN', openOnly: true },
  ],
  dueTypes: ['tdsNotice', 'tdsProceedingNotice'],
  alertTypes: ['tdsNotice', 'tdsProceedingNotice'],
});
