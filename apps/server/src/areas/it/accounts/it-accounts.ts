import { checkPan, RESOURCES } from '@taxdesk/domain';
import type { AppContext } from '../../../context';
import { inOrg, type Tx } from '../../../db/tenant';
import type { Tenant } from '../../../lib/access';
import { badRequest, notFound } from '../../../lib/http/errors';
import { getRecord } from '../../../lib/records/detail';
import { patchAccountRecord as patchLogin, storeLoginPassword } from '../../../lib/sync/logins';

export const IT_PORTAL = 'it';
const def = RESOURCES.itAccount;
/** The income-tax login as the login store knows it: a client's PAN. */
const IT_LOGIN = {
  key: IT_PORTAL,
  accountType: 'itAccount',
  keyField: 'pan',
  checkLoginId: checkPan,
  accountLabel: 'PAN account',
} as const;

type ItAccountInput = {
  pan: string;
  password?: string;
  name?: string;
  clientNo?: string;
  group?: string;
  branch?: string;
};

/** Merges `patch` into the account's record (its sync state lives there, for the lists). */
export function patchAccountRecord(
  tx: Tx,
  orgId: string,
  pan: string,
  patch: Record<string, unknown>,
): Promise<void> {
  return patchLogin(tx, orgId, IT_LOGIN, pan, patch);
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

function storePassword(ctx: AppContext, tx: Tx, orgId: string, pan: string, password: string): Promise<void> {
  return storeLoginPassword(ctx, tx, orgId, IT_PORTAL, pan, password);
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
