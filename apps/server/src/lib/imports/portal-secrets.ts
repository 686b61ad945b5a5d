import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { portalCredentials } from '../../db/schema';
import type { Tx } from '../../db/tenant';

/** The stored passwords of these logins, decrypted (to tell a changed password from the same one). */
export async function storedPasswords(
  tx: Tx,
  ctx: AppContext,
  orgId: string,
  portal: string,
  loginIds: readonly string[],
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (let i = 0; i < loginIds.length; i += 1000) {
    const rows = await tx
      .select({ loginId: portalCredentials.loginId, secret: portalCredentials.secret })
      .from(portalCredentials)
      .where(
        and(
          eq(portalCredentials.orgId, orgId),
          eq(portalCredentials.portal, portal),
          inArray(portalCredentials.loginId, loginIds.slice(i, i + 1000)),
        ),
      );
    for (const r of rows) {
      try {
        out.set(r.loginId, ctx.box.decrypt(r.secret));
      } catch {
        // Sealed with a key no longer configured: treat as unknown, so the imported one replaces it.
      }
    }
  }
  return out;
}

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
      secret: ctx.box.encrypt(l.password),
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
