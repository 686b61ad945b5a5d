import type { WorkMember } from '@taxdesk/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/tenant';

/** The organisation's members: whom work can be assigned to. */
export async function listMembers(tx: Tx, orgId: string): Promise<WorkMember[]> {
  const r = await tx.execute<WorkMember>(sql`
    SELECT u.email, u.name, m.role FROM memberships m JOIN users u ON u.id = m.user_id
    WHERE m.org_id = ${orgId} ORDER BY u.name, u.email`);
  return r.rows;
}
