/** How long a notice stays, by its word count (SPEC §9). */
export function noticeDuration(message: string): number {
  const words = message.trim().split(/\s+/).filter(Boolean).length;
  if (words < 3) return 1800;
  if (words < 5) return 2100;
  if (words < 9) return 2800;
  return 4000;
}

export const DEFAULT_TOAST_MS = 5000;
export const NO_ACCESS_NOTICE_MS = 300;
export const ORG_INFO_MAX_AGE_MS = 30 * 60 * 1000;
export const NO_ACCESS_MESSAGE = "You don't have access";
export const LICENCE_EXPIRED_MESSAGE = 'License has expired';
