import { defineArea } from './area-def';

/** Income tax: clients' e-filing logins, with the Reply (RP) and ARCA logins and ITAT case status. */
export const itArea = defineArea({
  key: 'it',
  feature: 'it',
  label: 'Income Tax',
  portals: [
    { key: 'it', label: 'Income-tax accounts', accountType: 'itAccount' },
    { key: 'rp', label: 'Reply accounts', accountType: 'rpAccount' },
    { key: 'arca', label: 'ARCA login', accountType: 'arcaAccount' },
    { key: 'itat', label: 'ITAT case status', accountType: 'itAccount' },
  ],
  screens: {
    home: '/{orgId}/it',
    sync: '/{orgId}/it/sync',
    syncSelected: '/{orgId}/it/sync1',
    failed: '/{orgId}/it/failuresync',
    loginBlocked: '/{orgId}/it/loginblocked',
    settings: '/{orgId}/it/settings',
    imports: { '/{orgId}/it/import': 'itAccounts' },
  },
  dueTypes: ['itNotice', 'itProceeding'],
  alertTypes: ['itNotice'],
});
