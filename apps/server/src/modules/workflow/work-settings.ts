import type { WorkSettings } from '@taxdesk/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/tenant';

export async function loadWorkSettings(tx: Tx, orgId: string): Promise<WorkSettings> {
  const r = await tx.execute<{ review: boolean }>(
    sql`SELECT review_new_notices AS review FROM workflow_settings WHERE org_id = ${orgId}`,
  );
  return { reviewNewNotices: r.rows[0]?.review === true };
}

export async function saveWorkSettings(
  tx: Tx,
  orgId: string,
  settings: WorkSettings,
  actorEmail: string,
): Promise<WorkSettings> {
  await tx.execute(sql`
    INSERT INTO workflow_settings (org_id, review_new_notices, updated_at, updated_by)
    VALUES (${orgId}, ${settings.reviewNewNotices}, now(), ${actorEmail})
    ON CONFLICT (org_id) DO UPDATE SET review_new_notices = excluded.review_new_notices,
      updated_at = now(), updated_by = excluded.updated_by`);
  return settings;
}
