import type { ScreenTable } from '../../app/screen-types';

/** The organisation's own administration screens (header `general`), each its own chunk. */
export const orgAdminScreens: ScreenTable = {
  '/{orgId}/user': () => import('./users/users-screen'),
  '/{orgId}/api': () => import('./api-keys/api-keys-screen'),
  '/{orgId}/settings': () => import('./settings/settings-screen'),
  '/{orgId}/accountdelete': () => import('./account/account-delete-screen'),
  '/{orgId}/importusers': () => import('./import-users/import-users-screen'),
  '/{orgId}/importusersconfig': () => import('./import-users/import-users-config-screen'),
  '/{orgId}/synclog': () => import('./sync-log/sync-log-screen'),
  '/{orgId}/it/synclog': () => import('./sync-log/it-sync-log-screen'),
};
