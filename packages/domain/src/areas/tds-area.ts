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
  // Issue 9: open demands by TAN, statements not filed or with defaults this quarter, certificates
  // close to their limit or expiry, notices due. "This quarter" is the quarter whose statements
  // fall due now (the previous one); the non-filers of it are the TDS dashboard's own panel.
  breakdowns: [
    { type: 'tdsDemand', by: 'tan', title: 'Open demands by TAN', openOnly: true },
    {
      type: 'tdsStatement',
      by: 'tan',
      title: 'Statements due this quarter with defaults or rejected, by TAN',
      where: { field: 'status', in: ['Statement Processed with Default', 'Statement Rejected'] },
      dueQuarter: { fy: 'finyear', quarter: 'quarter' },
    },
    {
      type: 'tdsStatement',
      by: 'status',
      title: 'Statements due this quarter by status',
      dueQuarter: { fy: 'finyear', quarter: 'quarter' },
    },
    {
      type: 'tdsLdc',
      by: 'tan',
      title: 'Certificates close to their limit or expiry, by TAN',
      where: { field: 'attention', in: ['near_limit', 'near_expiry'] },
      openOnly: true,
    },
    {
      type: 'tdsLdc',
      by: 'attention',
      title: 'Certificates close to their limit or expiry',
      where: { field: 'attention', in: ['near_limit', 'near_expiry'] },
      openOnly: true,
    },
    {
      type: 'tdsProceedingNotice',
      by: 'tan',
      title: 'Proceeding notices due within 7 days or overdue, by TAN',
      openOnly: true,
      dueWithinDays: 7,
    },
    { type: 'tdsNotice', by: 'tan', title: 'Open notices by TAN', openOnly: true },
  ],
  dueTypes: ['tdsNotice', 'tdsProceedingNotice'],
  alertTypes: ['tdsNotice', 'tdsProceedingNotice'],
});
