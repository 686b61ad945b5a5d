import { and, eq, sql } from 'drizzle-orm';
import { RESOURCES } from '@taxdesk/domain';
import type { AppContext } from '../../context';
import { portalCredentials } from '../../db/schema';
import type { Tx } from '../../db/tenant';
import { badRequest, notFound } from '../http/errors';
import { getRecord } from '../records/detail';
import { upsertRecords } from '../records/upsert';
import { portalPasswordAd } from './portal-password-ad';
import type { SyncPortal } from './sync-portal';

/**
 * Every portal login of every area: the password in portal_credentials under the portal's key
 * (encrypted, never answered), the login's sync state in its account record (for the lists).
 */

type LoginPortal = Pick<SyncPortal, 'key' | 'accountType' | 'keyField' | 'checkLoginId' | 'accountLabel'>;

export type StoredLogin = {
  password: string;
  blockedReason: string | null;
  /** The portal has refused this very password before: it is never sent again. */
  refused: boolean;
  /** How many tries the portal said were left when it last refused a password. */
  attemptsLeft: number | null;
};

/** Why a run does not sign in with a password the portal has refused already. */
export const REFUSED_AGAIN =
  'The portal has already refused this password; TaxDesk does not send it again (the portal locks a login after a few wrong tries)';

/** How long one sign-in holds its login's lease: a worker that dies mid-sign-in frees it by then. */
const SIGN_IN_LEASE_SECONDS = 180;

/** Whether `password` is the one the portal refused (a refusal no key opens any more counts as none). */
function isRefused(ctx: AppContext, refusedSecret: string | null, password: string, ad: string): boolean {
  if (!refusedSecret) return false;
  try {
    // Sealed as the login's password was (bound to the row), or before passwords were bound.
    return ctx.box.decrypt(refusedSecret, ad) === password;
  } catch {
    return false;
  }
}

const loginIs = (orgId: string, portalKey: string, loginId: string) =>
  and(
    eq(portalCredentials.orgId, orgId),
    eq(portalCredentials.portal, portalKey),
    eq(portalCredentials.loginId, loginId),
  );

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
  options: { create: boolean } = { create: true },
): Promise<void> {
  const def = RESOURCES[portal.accountType];
  const key = encodeURIComponent(loginId);
  // Two runs of one login (different modules) may finish at once: the row is locked before it is
  // read, so one's patch (the tries left, say) is not lost under the other's.
  await tx.execute(
    sql`SELECT 1 FROM records WHERE org_id = ${orgId} AND type = ${def.type} AND key = ${key} FOR UPDATE`,
  );
  const current = await getRecord(tx, orgId, def, key);
  if (!current && !options.create) return;
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
  const secret = ctx.box.encrypt(password, portalPasswordAd(orgId, portalKey, loginId));
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
  const row = await tx.query.portalCredentials.findFirst({ where: loginIs(orgId, portalKey, loginId) });
  if (!row) return null;
  const ad = portalPasswordAd(orgId, portalKey, loginId);
  const password = ctx.box.decrypt(row.secret, ad);
  // Sealed before passwords were bound to their row (or with an older key): sealed again now,
  // unless the row changed meanwhile.
  if (ctx.box.isStale(row.secret, ad))
    await tx
      .update(portalCredentials)
      .set({ secret: ctx.box.encrypt(password, ad) })
      .where(and(loginIs(orgId, portalKey, loginId), eq(portalCredentials.secret, row.secret)));
  return {
    password,
    blockedReason: row.blockedReason,
    refused: isRefused(ctx, row.refusedSecret, password, ad),
    attemptsLeft: row.attemptsLeft,
  };
}

/**
 * Takes the login's sign-in lease (in the database, so every worker process and every run of any
 * module sees it): false while another sign-in holds it. The holder's verdict comes first — a
 * refusal blocks the login, and the waiting run then finds it blocked instead of sending the
 * same password again.
 */
export async function claimSignIn(
  tx: Tx,
  orgId: string,
  portalKey: string,
  loginId: string,
): Promise<boolean> {
  const taken = await tx
    .update(portalCredentials)
    .set({ signInUntil: sql`now() + make_interval(secs => ${SIGN_IN_LEASE_SECONDS})` })
    .where(
      and(
        loginIs(orgId, portalKey, loginId),
        sql`(${portalCredentials.signInUntil} IS NULL OR ${portalCredentials.signInUntil} < now())`,
      ),
    )
    .returning({ loginId: portalCredentials.loginId });
  return taken.length > 0;
}

/** The sign-in ended (signed in, refused, or waiting for a person): the lease is free. */
export async function releaseSignIn(
  tx: Tx,
  orgId: string,
  portalKey: string,
  loginId: string,
  accepted: boolean,
): Promise<void> {
  await tx
    .update(portalCredentials)
    .set(accepted ? { signInUntil: null, attemptsLeft: null } : { signInUntil: null })
    .where(loginIs(orgId, portalKey, loginId));
}

/**
 * The portal refused the password (or locked the login): no more tries until it is updated. A
 * refused password is kept (sealed) so that storing it again does not send it again; when a new
 * password was stored while this sign-in ran, that one is not blocked for the old one's refusal.
 */
export async function blockLogin(
  ctx: AppContext,
  tx: Tx,
  orgId: string,
  portalKey: string,
  loginId: string,
  refusal: { reason: string; password: string; wrongPassword: boolean; attemptsLeft?: number },
): Promise<void> {
  const row = await tx.query.portalCredentials.findFirst({ where: loginIs(orgId, portalKey, loginId) });
  if (!row) return;
  const stillThis =
    ctx.box.decrypt(row.secret, portalPasswordAd(orgId, portalKey, loginId)) === refusal.password;
  await tx
    .update(portalCredentials)
    .set(
      stillThis
        ? {
            blockedReason: refusal.reason,
            refusedSecret: refusal.wrongPassword ? row.secret : row.refusedSecret,
            attemptsLeft: refusal.attemptsLeft ?? null,
            signInUntil: null,
            updatedAt: new Date(),
          }
        : { signInUntil: null },
    )
    .where(and(loginIs(orgId, portalKey, loginId), eq(portalCredentials.secret, row.secret)));
}
