import { defineArea } from './area-def';

/** Pre-GST (VAT, service tax, excise): matters entered by hand or imported; no portal to sync. */
export const preGstArea = defineArea({
  key: 'pregst',
  feature: 'pregst',
  label: 'Pre-GST',
  portals: [],
  screens: { home: '/{orgId}/pregst', accountPage: '/{orgId}/pregst/{gstin}' },
  breakdowns: [
    { type: 'preGstNotice', by: 'regime', title: 'Open notices by act', openOnly: true },
    { type: 'preGstNotice', by: 'period', title: 'Open notices by year', openOnly: true },
    { type: 'preGstProceeding', by: 'regime', title: 'Open proceedings by act', openOnly: true },
    { type: 'preGstProceeding', by: 'stage', title: 'Open proceedings by stage', openOnly: true },
  ],
  dueTypes: ['preGstNotice', 'preGstProceeding'],
  alertTypes: [],
});
