import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Tx } from '../../db/tenant';
import { userEmailVerified } from '../../lib/auth/email-verified';
import { conflict, notFound } from '../../lib/http/errors';
import { writeAudit } from './audit-log';
import type { Operator } from './platform-admin';

/** Makes a TaxDesk user a platform admin, or no longer one. Answers whether anything changed. */
export async function setPlatformAdmin(
  tx: Tx,
  operator: Operator,
  rawEmail: string,
  on: boolean,
): Promise<{ email: string; changed: boolean }> {
  const email = rawEmail.trim().toLowerCase();
  const user = await tx.query.users.findFirst({ where: eq(users.email, email) });
  if (!user) throw notFound(`No TaxDesk user has the email ${email}; they must sign up first`);
  if (user.isPlatformAdmin === on) return { email, changed: false };
  if (on && !(await userEmailVerified(tx, user)))
    throw conflict(
      `${email} has not confirmed the address yet; they must open the link TaxDesk emailed them`,
    );
  await tx.update(users).set({ isPlatformAdmin: on }).where(eq(users.id, user.id));
  await writeAudit(tx, operator, { action: on ? 'admin.grant' : 'admin.revoke', target: email });
  return { email, changed: true };
}

/** Every platform admin's email. */
export async function platformAdmins(tx: Tx): Promise<string[]> {
  const rows = await tx.select({ email: users.email }).from(users).where(eq(users.isPlatformAdmin, true));
  return rows.map((r) => r.email).sort();
}
