import { and, eq } from 'drizzle-orm';
import { checkPan, RESOURCES } from '@taxdesk/domain';
import type { AppContext } from '../../../context';
import { portalCredentials } from '../../../db/schema';
import { inOrg, type Tx } from '../../../db/tenant';
import type { Tenant } from '../../../lib/access';
import { badRequest, notFound } from '../../../lib/http/errors';
import { getRecord } from '../../../lib/records/detail';
import { upsertRecords } from '../../../lib/records/upsert';

export const IT_PORTAL = 'it';
const def = RESOURCES.itAccount;

export type ItAccountInput = {
  pan: string;
  password?: string;
  name?: string;
  clientNo?: string;
  group?: string;
  branch?: string;
};

/** Merges `patch` into the account's record (its sync state lives there, for the lists). */
export async function patchAccountRecord(
  tx: Tx,
  orgId: string,
  pan: string,
  patch: Record<string, unknown>,
): Promise<void> {
  const current = await getRecord(tx, orgId, def, encodeURIComponent(pan));
  const data = { ...(current?.data ?? { pan, loginStatus: 'new' }), ...patch, pan };
  await upsertRecords(tx, orgId, def, [{ data }], { source: 'system', events: false });
}

/** Adds a client's income-tax login, or updates its details; the password is stored encrypted. */
export async function saveItAccount(
  ctx: AppContext,
  tenant: Tenant,
  input: ItAccountInput,
): Promise<{ pan: string; created: boolean }> {
  const pan = checkPan(input.pan);
  if (!pan.ok) throw badRequest('pan', pan.reason);
  return inOrg(ctx.db, tenant.orgId, async (tx) => {
    const existing = await getRecord(tx, tenant.orgId, def, encodeURIComponent(pan.value));
    if (!existing && !input.password) throw badRequest('password', 'Password is required.');
    const patch: Record<string, unknown> = {};
    for (const k of ['name', 'clientNo', 'group', 'branch'] as const)
      if (input[k] !== undefined) patch[k] = input[k]?.trim() || null;
    if (input.password) {
      await storePassword(ctx, tx, tenant.orgId, pan.value, input.password);
      Object.assign(patch, { loginStatus: 'new', loginReason: null });
    }
    await patchAccountRecord(tx, tenant.orgId, pan.value, patch);
    return { pan: pan.value, created: !existing };
  });
}

async function storePassword(
  ctx: AppContext,
  tx: Tx,
  orgId: string,
  pan: string,
  password: string,
): Promise<void> {
  const secret = ctx.box.encrypt(password);
  await tx
    .insert(portalCredentials)
    .values({ orgId, portal: IT_PORTAL, loginId: pan, secret, blockedReason: null })
    .onConflictDoUpdate({
      target: [portalCredentials.orgId, portalCredentials.portal, portalCredentials.loginId],
      set: { secret, blockedReason: null, updatedAt: new Date() },
    });
}

/** A new password unblocks the login: the next sync tries it. */
export async function updateItPassword(
  ctx: AppContext,
  tenant: Tenant,
  rawPan: string,
  password: string,
): Promise<void> {
  const pan = checkPan(rawPan);
  if (!pan.ok) throw badRequest('pan', pan.reason);
  await inOrg(ctx.db, tenant.orgId, async (tx) => {
    const existing = await getRecord(tx, tenant.orgId, def, encodeURIComponent(pan.value));
    if (!existing) throw notFound('No such PAN account');
    await storePassword(ctx, tx, tenant.orgId, pan.value, password);
    await patchAccountRecord(tx, tenant.orgId, pan.value, {
      loginStatus: 'new',
      loginReason: 'Password updated; not synced since',
    });
  });
}

export type StoredLogin = { password: string; blockedReason: string | null };

export async function loadItLogin(
  ctx: AppContext,
  tx: Tx,
  orgId: string,
  pan: string,
): Promise<StoredLogin | null> {
  const row = await tx.query.portalCredentials.findFirst({
    where: and(
      eq(portalCredentials.orgId, orgId),
      eq(portalCredentials.portal, IT_PORTAL),
      eq(portalCredentials.loginId, pan),
    ),
  });
  if (!row) return null;
  return { password: ctx.box.decrypt(row.secret), blockedReason: row.blockedReason };
}

export async function blockItLogin(tx: Tx, orgId: string, pan: string, reason: string): Promise<void> {
  await tx
    .update(portalCredentials)
    .set({ blockedReason: reason, updatedAt: new Date() })
    .where(
      and(
        eq(portalCredentials.orgId, orgId),
        eq(portalCredentials.portal, IT_PORTAL),
        eq(portalCredentials.loginId, pan),
      ),
    );
}
