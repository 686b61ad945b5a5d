import { and, eq, sql } from 'drizzle-orm';
import { orgSettings } from '../../../db/schema';
import type { Tx } from '../../../db/tenant';

const AREA = 'alerts';

/** Where the alert emails left off, per organisation: kept apart from the settings people edit. */
export type AlertState = {
  /** The last record_events id the new-notice alert has looked at. */
  noticeCursor?: number;
  /** Local dates of the last weekly digest and the last not-synced alert. */
  lastDigestOn?: string;
  lastNotSyncedOn?: string;
  /** Local date of the last round of income-tax due-date reminders. */
  lastReminderOn?: string;
  /** The time (database clock) up to which refused logins have been alerted. */
  blockedCursor?: string;
  /** The last record_events id the party-change alert has looked at. */
  partyCursor?: number;
};

export async function readAlertState(tx: Tx, orgId: string): Promise<AlertState> {
  const row = await tx.query.orgSettings.findFirst({
    where: and(eq(orgSettings.orgId, orgId), eq(orgSettings.area, AREA)),
  });
  return (row?.data ?? {}) as AlertState;
}

export async function patchAlertState(tx: Tx, orgId: string, patch: AlertState): Promise<void> {
  const next = { ...(await readAlertState(tx, orgId)), ...patch };
  await tx
    .insert(orgSettings)
    .values({ orgId, area: AREA, data: next, updatedBy: 'alerts' })
    .onConflictDoUpdate({
      target: [orgSettings.orgId, orgSettings.area],
      set: { data: next, updatedAt: sql`now()` },
    });
}
