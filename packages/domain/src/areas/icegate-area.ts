import { defineArea } from './area-def';

/** ICEGATE: importers' and exporters' customs logins, their shipping bills. */
export const icegateArea = defineArea({
  key: 'icegate',
  feature: 'icegate',
  label: 'ICEGATE',
  portals: [{ key: 'icegate', label: 'ICEGATE logins', accountType: 'icegateAccount' }],
  screens: {
    home: '/{orgId}/icegatehome',
    sync: '/{orgId}/icegate/sync',
    imports: { '/{orgId}/importicegate': 'icegateAccounts' },
    accountPage: '/{orgId}/icegateaccountview/{userName}',
  },
  breakdowns: [
    { type: 'icegateShippingBill', by: 'currStatus', title: 'Shipping bills by status' },
    { type: 'icegateShippingBill', by: 'igstRefundStatus', title: 'IGST refunds by status' },
    { type: 'icegateShippingBill', by: 'userName', title: 'Shipping bills by account' },
  ],
  dueTypes: [],
  alertTypes: [],
});
