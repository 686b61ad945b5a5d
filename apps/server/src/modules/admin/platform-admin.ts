import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/pool';
import { users } from '../../db/schema';
import { inScope, type Tx } from '../../db/tenant';
import { requireUser } from '../../lib/access';
import { forbidden, notFound } from '../../lib/http/errors';
import { hasSecondFactor } from '../../lib/auth/second-factor';
import { adminSecondFactorRequired, signedInWithPassword } from '../../lib/auth/second-factor-rules';

/** The platform admin making a change: recorded in the audit log. */
export type Operator = { userId: string | null; actor: string };

/**
 * The caller, if they are a platform admin. Anyone else — an organisation's owner included —
 * gets 404, so the operator's APIs do not show that they exist. No token: 401; an API key: 401.
 */
export async function requirePlatformAdmin(ctx: AppContext, req: FastifyRequest): Promise<Operator> {
  const userId = requireUser(req);
  const user = await ctx.db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!user?.isPlatformAdmin) throw notFound();
  await requireAdminSecondFactor(ctx, req.auth!.identityId, userId);
  return { userId, actor: user.email };
}

/**
 * A platform admin signed in with a password acts only once their second factor is on (a session
 * from before they were made admin, or from before the rule, included); single sign-on relies on
 * the identity provider's own.
 */
async function requireAdminSecondFactor(ctx: AppContext, identityId: string, userId: string): Promise<void> {
  if (!adminSecondFactorRequired(ctx)) return;
  if (!(await signedInWithPassword(ctx, identityId)) || (await hasSecondFactor(ctx, userId))) return;
  throw forbidden('Platform admins sign in with a second factor: turn on two-step sign-in in Settings first');
}

/**
 * Runs `fn` with the platform flag on, so row-level security lets the operator's tables (and an
 * organisation's, when `orgId` is given) be read and written. Call it only after the caller's
 * check: `requirePlatformAdmin`, or the command line.
 */
export function inPlatform<T>(db: Db, fn: (tx: Tx) => Promise<T>, orgId?: string): Promise<T> {
  return inScope(db, { platform: true, orgId: orgId ?? null }, fn);
}
