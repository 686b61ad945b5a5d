import { defineArea } from './area-def';

/** State tax: dealers' state portal logins and their applications. */
export const stateArea = defineArea({
  key: 'state',
  feature: 'state',
  label: 'State Tax',
  portals: [{ key: 'state', label: 'State logins', accountType: 'stateAccount' }],
  screens: {
    home: '/{orgId}/state',
    sync: '/{orgId}/state/sync',
    imports: { '/{orgId}/state/import': 'stateAccounts' },
    accountPage: '/{orgId}/state/{accountId}',
    timelines: {
      '/{orgId}/state/applicationtimeline': {
        key: 'stateApplication',
        sources: [
          { type: 'stateApplication', date: 'issuedOn', label: 'Submitted', kind: 'issued' },
          {
            type: 'stateApplication',
            date: 'statusChangedOn',
            label: 'Status: {applicationStatus}',
            kind: 'due',
          },
        ],
      },
    },
  },
  breakdowns: [
    { type: 'stateApplication', by: 'applicationStatus', title: 'Applications by status' },
    { type: 'stateApplication', by: 'applicationType', title: 'Applications by kind' },
  ],
  dueTypes: [],
  alertTypes: [],
});
