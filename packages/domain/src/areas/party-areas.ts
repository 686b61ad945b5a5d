import { defineArea } from './area-def';

/** Party lookups: each list is the organisation's parties of a kind, looked up on public services. */
export const gstPartyArea = defineArea({
  key: 'gstparty',
  feature: 'gstparty',
  label: 'GST Parties',
  portals: [{ key: 'gstparty', label: 'GSTIN lookups', accountType: 'gstParty' }],
  screens: { home: '/{orgId}/gstparty' },
  dueTypes: [],
  alertTypes: [],
});

export const tanPartyArea = defineArea({
  key: 'tanparty',
  feature: 'tanparty',
  label: 'TAN Parties',
  portals: [{ key: 'tanparty', label: 'TAN lookups', accountType: 'tanParty' }],
  screens: { home: '/{orgId}/tanparty' },
  dueTypes: [],
  alertTypes: [],
});

export const panPartyArea = defineArea({
  key: 'panparty',
  feature: 'panparty',
  label: 'PAN Parties',
  portals: [{ key: 'panparty', label: 'PAN lookups', accountType: 'panParty' }],
  screens: { home: '/{orgId}/panparty' },
  dueTypes: [],
  alertTypes: [],
});

export const msmePartyArea = defineArea({
  key: 'msmeparty',
  feature: 'msmeparty',
  label: 'MSME Parties',
  portals: [{ key: 'msmeparty', label: 'Udyam lookups', accountType: 'msmeParty' }],
  screens: { home: '/{orgId}/msmeparty' },
  dueTypes: [],
  alertTypes: [],
});
