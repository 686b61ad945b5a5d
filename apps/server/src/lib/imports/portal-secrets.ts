import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { portalCredentials } from '../../db/schema';
import type { Tx } from '../../db/tenant';
import { portalPasswordAd } from '../sync/portal-password-ad';

/**
 * Stores passwords encrypted, in batches, in the caller's transaction. A new password clears the
 * login block: the next sync tries it (as a password update by hand does).
 */
export async function storePasswords(
  tx: Tx,
  ctx: AppContext,
  orgId: string,
  portal: string,
  logins: readonly { loginId: string; password: string }[],
): Promise<void> {
  const now = ctx.now();
  for (let i = 0; i < logins.length; i += 500) {
    const values = logins.slice(i, i + 500).map((l) => ({
      orgId,
      portal,
      loginId: l.loginId,
      secret: ctx.box.encrypt(l.password, portalPasswordAd(orgId, portal, l.loginId)),
      blockedReason: null,
      updatedAt: now,
    }));
    await tx
      .insert(portalCredentials)
      .values(values)
      .onConflictDoUpdate({
        target: [portalCredentials.orgId, portalCredentials.portal, portalCredentials.loginId],
        set: { secret: sql`excluded.secret`, blockedReason: null, updatedAt: now },
      });
  }
}
