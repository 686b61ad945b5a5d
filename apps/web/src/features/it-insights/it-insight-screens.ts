import type { ScreenTable } from '../../app/screen-types';

/** Income-tax dashboards, timelines and reports. */
export const itInsightScreens: ScreenTable = {
  '/{orgId}/it': () => import('./it-dashboard-screen'),
  '/{orgId}/it/proceedingdashboard': () => import('./proceeding-dashboard-screen'),
  '/{orgId}/it/proceedingtimeline': () => import('./proceeding-timeline-screen'),
  '/{orgId}/it/returntimeline': () => import('./return-timeline-screen'),
  '/{orgId}/it/noticereport': () => import('./notice-report-screen'),
  '/{orgId}/it/paymentdashboard': () => import('./payment-dashboard-screen'),
  '/{orgId}/it/returndetails': () => import('./return-details-screen'),
  '/{orgId}/it/udinreport': () => import('./udin-report-screen'),
  '/{orgId}/it/taxcreditmismatch': () => import('./tax-credit-mismatch-screen'),
};
