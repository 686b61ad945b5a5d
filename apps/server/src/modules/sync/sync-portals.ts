import type { Feature } from '@taxdesk/domain';

/**
 * The portals whose syncs this module controls, with the licence that opens them. A portal's own
 * module starts its batches and runs its workers; here they are watched, cancelled and listed.
 */
export const SYNC_PORTALS = {
  it: { feature: 'it', accountType: 'itAccount' },
  rp: { feature: 'it', accountType: 'rpAccount' },
  arca: { feature: 'it', accountType: 'arcaAccount' },
  itat: { feature: 'it', accountType: 'itAccount' },
} as const satisfies Record<string, { feature: Feature; accountType: string }>;

export type SyncPortal = keyof typeof SYNC_PORTALS;
export const SYNC_PORTAL_KEYS = Object.keys(SYNC_PORTALS) as [SyncPortal, ...SyncPortal[]];

/** Run states a batch counts; queued and running ones are still open. */
export const RUN_STATES = ['queued', 'running', 'succeeded', 'failed', 'login_blocked', 'cancelled'] as const;
export type RunState = (typeof RUN_STATES)[number];
export const OPEN_STATES: readonly string[] = ['queued', 'running'];
