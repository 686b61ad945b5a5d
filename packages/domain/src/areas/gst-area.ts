import { defineArea } from './area-def';

/** GST: clients' GST portal logins (a username may hold several GSTINs of one PAN). */
export const gstArea = defineArea({
  key: 'gst',
  feature: 'gst',
  label: 'GST',
  portals: [{ key: 'gst', label: 'GST logins', accountType: 'gstAccount' }],
  screens: {
    home: '/{orgId}/gst',
    sync: '/{orgId}/gst/sync',
    syncSelected: '/{orgId}/gst/sync1',
    loginBlocked: '/{orgId}/gst/loginblocked',
    settings: '/{orgId}/gst/settings',
    imports: { '/{orgId}/gst/import': 'gstAccounts' },
    accountPage: '/{orgId}/gst/gstin/{portalUserName}',
  },
  breakdowns: [
    { type: 'gstNotice', by: 'gstin', title: 'Open notices by GSTIN', openOnly: true },
    { type: 'gstNotice', by: 'financialYear', title: 'Open notices by financial year', openOnly: true },
    { type: 'gstDemand', by: 'gstin', title: 'Demands by GSTIN' },
    { type: 'gstDemand', by: 'stayStatus', title: 'Demands by stay status' },
    {
      type: 'gstReturnCompliance',
      by: 'gstin',
      title: 'Returns not filed by GSTIN',
      where: { field: 'filingStatus', in: ['not_filed'] },
    },
    { type: 'gstRefund', by: 'statusDesc', title: 'Refunds by status' },
    { type: 'gstLedgerEntry', by: 'ledger', title: 'Ledger entries by ledger' },
  ],
  dueTypes: ['gstNotice', 'gstAdditionalNotice'],
  alertTypes: ['gstNotice', 'gstAdditionalNotice'],
});
