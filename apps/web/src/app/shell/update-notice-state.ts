export const OFFLINE_READY_MESSAGE = 'App Installed';
export const UPDATE_WAITING_MESSAGE = 'New Update available, click on reload button to update.';

/** What the update notice says (SPEC §4); a waiting update wins over the offline-ready news. */
export function updateNoticeState(
  offlineReady: boolean,
  needRefresh: boolean,
): { message: string; canReload: boolean } | null {
  if (needRefresh) return { message: UPDATE_WAITING_MESSAGE, canReload: true };
  if (offlineReady) return { message: OFFLINE_READY_MESSAGE, canReload: false };
  return null;
}
