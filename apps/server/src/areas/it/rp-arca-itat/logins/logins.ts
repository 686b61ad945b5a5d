import { checkArcaId, checkPan, RESOURCES, type ResourceDef } from '@taxdesk/domain';
import type { AppContext } from '../../../../context';
import type { Tx } from '../../../../db/tenant';
import { badRequest, notFound } from '../../../../lib/http/errors';
import { getRecord } from '../../../../lib/records/detail';
import { patchAccountRecord, storeLoginPassword } from '../../../../lib/sync/logins';

/**
 * The two kinds of e-filing login this module keeps besides clients' own: a representative's
 * (Reply account, keyed by PAN) and the firm's chartered accountant's (ARCA id). Passwords live in
 * portal_credentials under the kind's portal key (`rp` is also what the Reply account import
 * writes), encrypted; the account's sync state lives in its record, for the lists.
 */
export type LoginKind = 'rp' | 'arca';

type KindSpec = {
  portal: LoginKind;
  def: ResourceDef;
  keyField: string;
  label: string;
  check(raw: string): { ok: true; value: string } | { ok: false; reason: string };
};

export const LOGIN_KINDS: Readonly<Record<LoginKind, KindSpec>> = {
  rp: { portal: 'rp', def: RESOURCES.rpAccount, keyField: 'rpPan', label: 'Reply account', check: checkPan },
  arca: {
    portal: 'arca',
    def: RESOURCES.arcaAccount,
    keyField: 'arcaId',
    label: 'ARCA login',
    check: checkArcaId,
  },
};

/** The login id, checked and normalised, or a 400 naming the field. */
export function loginIdOf(kind: LoginKind, raw: string): string {
  const spec = LOGIN_KINDS[kind];
  const checked = spec.check(raw);
  if (!checked.ok) throw badRequest(spec.keyField, checked.reason);
  return checked.value;
}

/** The login as the shared login store knows it. */
function storeKind(kind: LoginKind) {
  const spec = LOGIN_KINDS[kind];
  return {
    key: spec.portal,
    accountType: spec.def.type as 'rpAccount' | 'arcaAccount',
    keyField: spec.keyField,
    checkLoginId: spec.check,
    accountLabel: spec.label,
  };
}

/** Merges `patch` into the login's record (no history: sync state is bookkeeping). */
function patchLoginRecord(
  tx: Tx,
  orgId: string,
  kind: LoginKind,
  loginId: string,
  patch: Record<string, unknown>,
): Promise<void> {
  return patchAccountRecord(tx, orgId, storeKind(kind), loginId, patch);
}

function storePassword(
  ctx: AppContext,
  tx: Tx,
  orgId: string,
  kind: LoginKind,
  loginId: string,
  password: string,
) {
  return storeLoginPassword(ctx, tx, orgId, kind, loginId, password);
}

type LoginInput = { loginId: string; password?: string; details: Record<string, string | undefined> };

/** Adds a login or updates its details; a new password is stored encrypted and lifts a block. */
export async function saveLogin(
  ctx: AppContext,
  tx: Tx,
  orgId: string,
  kind: LoginKind,
  input: LoginInput,
): Promise<{ loginId: string; created: boolean }> {
  const loginId = loginIdOf(kind, input.loginId);
  const spec = LOGIN_KINDS[kind];
  const existing = await getRecord(tx, orgId, spec.def, encodeURIComponent(loginId));
  if (!existing && !input.password) throw badRequest('password', 'Password is required.');
  const patch: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input.details)) if (v !== undefined) patch[k] = v.trim() || null;
  if (input.password) {
    await storePassword(ctx, tx, orgId, kind, loginId, input.password);
    Object.assign(patch, {
      loginStatus: 'new',
      loginReason: existing ? 'Password updated; not synced since' : null,
    });
  }
  await patchLoginRecord(tx, orgId, kind, loginId, patch);
  return { loginId, created: !existing };
}

/** A new password unblocks the login: the next sync tries it. */
export async function updateLoginPassword(
  ctx: AppContext,
  tx: Tx,
  orgId: string,
  kind: LoginKind,
  rawId: string,
  password: string,
): Promise<string> {
  const loginId = loginIdOf(kind, rawId);
  const spec = LOGIN_KINDS[kind];
  if (!(await getRecord(tx, orgId, spec.def, encodeURIComponent(loginId))))
    throw notFound(`No such ${spec.label.toLowerCase()}`);
  await storePassword(ctx, tx, orgId, kind, loginId, password);
  await patchLoginRecord(tx, orgId, kind, loginId, {
    loginStatus: 'new',
    loginReason: 'Password updated; not synced since',
  });
  return loginId;
}
