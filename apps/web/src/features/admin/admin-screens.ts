import type { ScreenTable } from '../../app/screen-types';

/** The operator's screens (header `general`, platform admins only), each its own chunk. */
export const adminScreens: ScreenTable = {
  '/{orgId}/admin': () => import('./orgs/orgs-screen'),
  '/{orgId}/admin/referraltracker': () => import('./referrals/referral-screen'),
  '/{orgId}/admin/gstin': () => import('./population/gstin-population-screen'),
  '/{orgId}/admin/tan': () => import('./population/tan-population-screen'),
  '/{orgId}/admin/debugging': () => import('./debugging/debugging-screen'),
  '/{orgId}/admin/failureitems': () => import('./failures/failure-items-screen'),
  '/{orgId}/admin/emaillogs': () => import('./emails/email-logs-screen'),
};
