import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isOrgId, licenceAllows, type Feature, type OrgInfo, type Role } from '@taxdesk/domain';
import type { AppContext } from '../context';
import { liveClaims } from './auth/sessions';
import type { TokenClaims } from './auth/tokens';
import { orgs } from '../db/schema';
import { inScope, type Tx } from '../db/tenant';
import { forbidden, noProfile, notFound, unauthorized } from './http/errors';

/**
 * Who is asking, within which organisation: every data function takes one. A call made with an
 * API key carries `apiKeyId`; `userId` is then the key's creator (or the key itself when they are gone).
 */
export type Tenant = { orgId: string; userId: string; role: Role; apiKeyId?: string };

/** What an API key may do: a read key is a viewer; a read-and-write key a member (never an admin). */
function apiKeyRole(scope: 'read' | 'write'): Role {
  return scope === 'write' ? 'member' : 'viewer';
}

/**
 * Asks whether a pending session holds (a route that checks it in its own statement, on its other
 * paths): `auth` then reads as it would have from the start.
 */
export async function settleAuth(ctx: AppContext, req: FastifyRequest): Promise<void> {
  const claims = req.authPending;
  if (!claims) return;
  req.authPending = null;
  req.auth = await liveClaims(ctx, claims);
}

export function requireIdentity(req: FastifyRequest): TokenClaims {
  if (req.apiKey)
    throw unauthorized('An API key reaches only the APIs of its organisation (/api/o/{orgId}/...)');
  if (!req.auth) throw unauthorized();
  return req.auth;
}

export function requireUser(req: FastifyRequest): string {
  const auth = requireIdentity(req);
  if (!auth.userId) throw noProfile();
  return auth.userId;
}

type OrgRow = typeof orgs.$inferSelect;

const ORG_COLUMNS = Object.entries(getTableColumns(orgs));

/** An `orgs` row read as jsonb (column names as keys) in the shape Drizzle reads it. */
export function orgRowOf(json: Record<string, unknown>): OrgRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of ORG_COLUMNS) {
    const value = json[column.name];
    row[key] = value == null ? null : column.mapFromDriverValue(value);
  }
  return row as OrgRow;
}

export function orgInfoOf(row: OrgRow, role?: string): OrgInfo {
  const info: OrgInfo = { orgId: row.id, name: row.name };
  const numbers = [
    'licExpiry',
    'licExpiryIt',
    'licExpiryGst',
    'licExpiryPreGst',
    'licExpiryGstParty',
    'licExpiryTds',
    'licExpiryState',
    'licExpiryTanParty',
    'licExpiryPanParty',
    'licExpiryMsmeParty',
    'licIceGateCounter',
  ] as const;
  for (const k of numbers) if (row[k] != null) info[k] = row[k];
  const flags = [
    'isItActive',
    'isGstActive',
    'isPreGstActive',
    'isGstPartyActive',
    'isTdsActive',
    'isStateActive',
    'isTanPartyActive',
    'isPanPartyActive',
    'isMsmePartyActive',
    'isIceGateActive',
  ] as const;
  // Absent means false (SPEC §3): only true flags are sent.
  for (const k of flags) if (row[k]) info[k] = true;
  if (role) info.role = role;
  return info;
}

/**
 * The caller's membership of `orgId`, or 404 when there is none (a non-member cannot tell an
 * organisation that exists from one that does not). With a feature, 403 when the licence is out.
 */
export async function orgAccess(
  ctx: AppContext,
  req: FastifyRequest,
  orgId: string,
  feature: Feature | null,
): Promise<Tenant & { info: OrgInfo }> {
  return inTenant(ctx, req, orgId, feature, async (_tx, tenant) => tenant);
}

/**
 * Checks membership and licence, then runs `fn` in the same transaction with the organisation
 * set for row-level security: one round of BEGIN … COMMIT per request.
 */
export async function inTenant<T>(
  ctx: AppContext,
  req: FastifyRequest,
  rawOrgId: string,
  feature: Feature | null,
  fn: (tx: Tx, tenant: Tenant & { info: OrgInfo }) => Promise<T>,
): Promise<T> {
  if (req.apiKey) return inKeyTenant(ctx, req.apiKey, rawOrgId, feature, fn);
  await settleAuth(ctx, req);
  const userId = requireUser(req);
  if (!isOrgId(rawOrgId)) throw notFound('No such organisation');
  const orgId = rawOrgId.toUpperCase();
  return ctx.db.transaction(async (tx) => {
    // One statement sets the tenancy settings and reads the membership (app_enter_org).
    const r = await tx.execute<{ role: string; org: Record<string, unknown> }>(
      sql`SELECT role, org FROM app_enter_org(${orgId}, ${userId}::uuid) LIMIT 1`,
    );
    const row = r.rows[0];
    if (!row) throw notFound('No such organisation');
    const info = orgInfoOf(orgRowOf(row.org), row.role);
    if (feature && !licenceAllows(info, feature, ctx.now())) throw forbidden();
    return fn(tx, { orgId, userId, role: row.role as Role, info });
  });
}

/** The same checks for an API key: its own organisation only (another answers 404), with the licence. */
async function inKeyTenant<T>(
  ctx: AppContext,
  key: NonNullable<FastifyRequest['apiKey']>,
  rawOrgId: string,
  feature: Feature | null,
  fn: (tx: Tx, tenant: Tenant & { info: OrgInfo }) => Promise<T>,
): Promise<T> {
  if (!isOrgId(rawOrgId) || rawOrgId.toUpperCase() !== key.orgId) throw notFound('No such organisation');
  const orgId = key.orgId;
  const userId = key.createdBy ?? key.id;
  const role = apiKeyRole(key.scope);
  return inScope(ctx.db, { userId, orgId }, async (tx) => {
    const [org] = await tx.select().from(orgs).where(eq(orgs.id, orgId)).limit(1);
    if (!org) throw notFound('No such organisation');
    const info = orgInfoOf(org, role);
    if (feature && !licenceAllows(info, feature, ctx.now())) throw forbidden();
    return fn(tx, { orgId, userId, role, apiKeyId: key.id, info });
  });
}

export function canWrite(role: Role): boolean {
  return role !== 'viewer';
}

export function requireWrite(tenant: Tenant): void {
  if (canWrite(tenant.role)) return;
  throw forbidden(tenant.apiKeyId ? 'This API key may only read' : 'Viewers cannot change anything');
}
