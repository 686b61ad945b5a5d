import { and, eq } from 'drizzle-orm';
import { RESOURCES } from '@taxdesk/domain';
import type { AppContext } from '../../context';
import { portalCredentials } from '../../db/schema';
import type { Tx } from '../../db/tenant';
import { badRequest, notFound } from '../http/errors';
import { getRecord } from '../records/detail';
import { upsertRecords } from '../records/upsert';
import type { SyncPortal } from './sync-portal';

/**
 * Every portal login of every area: the password in portal_credentials under the portal's key
 * (encrypted, never answered), the login's sync state in its account record (for the lists).
 */

type LoginPortal = Pick<SyncPortal, 'key' | 'accountType' | 'keyField' | 'checkLoginId' | 'accountLabel'>;

export type StoredLogin = { password: string; blockedReason: string | null };

/** The login id, checked and normalised, or a 400 naming the field. */
export function loginIdOf(portal: LoginPortal, raw: string): string {
  const checked = portal.checkLoginId(raw);
  if (!checked.ok) throw badRequest(portal.keyField, checked.reason);
  return checked.value;
}

/** Merges `patch` into the login's account record (no history: sync state is bookkeeping). */
export async function patchAccountRecord(
  tx: Tx,
  orgId: string,
  portal: LoginPortal,
  loginId: string,
  patch: Record<string, unknown>,
): Promise<void> {
  const def = RESOURCES[portal.accountType];
  const current = await getRecord(tx, orgId, def, encodeURIComponent(loginId));
  const data = { ...(current?.data ?? { loginStatus: 'new' }), ...patch, [portal.keyField]: loginId };
  await upsertRecords(tx, orgId, def, [{ data }], { source: 'system', events: false });
}

export async function storeLoginPassword(
  ctx: AppContext,
  tx: Tx,
  orgId: string,
  portalKey: string,
  loginId: string,
  password: string,
): Promise<void> {
  const secret = ctx.box.encrypt(password);
  await tx
    .insert(portalCredentials)
    .values({ orgId, portal: portalKey, loginId, secret, blockedReason: null })
    .onConflictDoUpdate({
      target: [portalCredentials.orgId, portalCredentials.portal, portalCredentials.loginId],
      set: { secret, blockedReason: null, updatedAt: new Date() },
    });
}

/** A new password unblocks the login: the next sync tries it. */
export async function updateLoginPassword(
  ctx: AppContext,
  tx: Tx,
  orgId: string,
  portal: LoginPortal,
  rawId: string,
  password: string,
): Promise<string> {
  const loginId = loginIdOf(portal, rawId);
  const def = RESOURCES[portal.accountType];
  if (!(await getRecord(tx, orgId, def, encodeURIComponent(loginId))))
    throw notFound(`No such ${portal.accountLabel}`);
  await storeLoginPassword(ctx, tx, orgId, portal.key, loginId, password);
  await patchAccountRecord(tx, orgId, portal, loginId, {
    loginStatus: 'new',
    loginReason: 'Password updated; not synced since',
  });
  return loginId;
}

export async function loadLogin(
  ctx: AppContext,
  tx: Tx,
  orgId: string,
  portalKey: string,
  loginId: string,
): Promise<StoredLogin | null> {
  const row = await tx.query.portalCredentials.findFirst({
    where: and(
      eq(portalCredentials.orgId, orgId),
      eq(portalCredentials.portal, portalKey),
      eq(portalCredentials.loginId, loginId),
    ),
  });
  if (!row) return null;
  return { password: ctx.box.decrypt(row.secret), blockedReason: row.blockedReason };
}

/** The portal refused the password (or locked the login): no more tries until it is updated. */
export async function blockLogin(
  tx: Tx,
  orgId: string,
  portalKey: string,
  loginId: string,
  reason: string,
): Promise<void> {
  await tx
    .update(portalCredentials)
    .set({ blockedReason: reason, updatedAt: new Date() })
    .where(
      and(
        eq(portalCredentials.orgId, orgId),
        eq(portalCredentials.portal, portalKey),
        eq(portalCredentials.loginId, loginId),
      ),
    );
}
