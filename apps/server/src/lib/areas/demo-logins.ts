import type { AppContext } from '../../context';
import { inOrg } from '../../db/tenant';
import { patchAccountRecord, storeLoginPassword } from '../sync/logins';
import type { SyncPortal } from '../sync/sync-portal';

type DemoLogin = { loginId: string; password: string; fields: Record<string, unknown> };

/**
 * Adds a portal's sandbox logins to the demo organisation as a user's import would: the account
 * records (state "not synced yet") and their passwords, encrypted. Answers how many.
 */
export async function seedLogins(
  ctx: AppContext,
  orgId: string,
  portal: SyncPortal,
  logins: readonly DemoLogin[],
): Promise<number> {
  await inOrg(ctx.db, orgId, async (tx) => {
    for (const login of logins) {
      if (portal.login === 'password')
        await storeLoginPassword(ctx, tx, orgId, portal.key, login.loginId, login.password);
      await patchAccountRecord(tx, orgId, portal, login.loginId, { ...login.fields, loginStatus: 'new' });
    }
  });
  return logins.length;
}
