import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isOrgId } from '@taxdesk/domain';
import type { AppContext } from '../context';
import { apiKeys, memberships } from '../db/schema';
import { inScope } from '../db/tenant';
import { hashOpaqueToken } from './auth/tokens';
import { unauthorized } from './http/errors';

export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** A verified API key: it belongs to one organisation and acts with its scope. */
export type ApiKeyAuth = {
  id: string;
  orgId: string;
  name: string;
  scope: ApiKeyScope;
  createdBy: string | null;
};

const KEY_PATTERN = /^tdk_([A-Za-z0-9]{6})_([A-Za-z0-9_-]{43})$/;
/** last_used_at is written at most this often per key, not on every call. */
const LAST_USED_EVERY_MS = 60_000;

/**
 * A new key: `tdk_<orgId>_<32 random bytes>`. The organisation id in the key lets the server find
 * it under row-level security; the random part is the secret. Only the hash is stored.
 */
export function newApiKey(orgId: string): { key: string; prefix: string; hash: string } {
  const key = `tdk_${orgId}_${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, 15), hash: hashOpaqueToken(key) };
}

/** The key a request carries: `X-API-Key: tdk_...` or `Authorization: Bearer tdk_...`. */
export function apiKeyOf(req: FastifyRequest): string | null {
  const header = req.headers['x-api-key'];
  const direct = Array.isArray(header) ? header[0] : header;
  if (direct) return direct.trim();
  const authorization = req.headers.authorization;
  const match = authorization?.match(/^Bearer\s+(tdk_\S+)$/i);
  return match ? match[1]! : null;
}

/** Who may make keys: a key lives only while its creator still could (checked on every use). */
const KEY_MAKER_ROLES = ['owner', 'admin'] as const;

/**
 * The key's organisation, scope and creator; 401 for an unknown, revoked or expired key, and for
 * one whose creator has left the organisation or is no longer an owner or admin there: a
 * departing admin's keys stop with their access.
 */
export async function verifyApiKey(ctx: AppContext, key: string): Promise<ApiKeyAuth> {
  const match = KEY_PATTERN.exec(key);
  if (!match || !isOrgId(match[1]!)) throw unauthorized('This API key is not valid');
  const orgId = match[1]!.toUpperCase();
  const now = ctx.now();
  return inScope(ctx.db, { orgId }, async (tx) => {
    const row = await tx.query.apiKeys.findFirst({
      where: and(eq(apiKeys.orgId, orgId), eq(apiKeys.secretHash, hashOpaqueToken(key))),
    });
    if (!row || row.revokedAt) throw unauthorized('This API key is not valid (unknown or revoked)');
    if (row.expiresAt && row.expiresAt <= now) throw unauthorized('This API key has expired');
    const maker = row.createdBy
      ? await tx.query.memberships.findFirst({
          columns: { role: true },
          where: and(eq(memberships.orgId, orgId), eq(memberships.userId, row.createdBy)),
        })
      : undefined;
    if (!maker || !(KEY_MAKER_ROLES as readonly string[]).includes(maker.role))
      throw unauthorized(
        'This API key no longer works: the person who made it is no longer an owner or admin here',
      );
    if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_EVERY_MS) {
      await tx
        .update(apiKeys)
        .set({ lastUsedAt: sql`now()` })
        .where(eq(apiKeys.id, row.id));
    }
    return {
      id: row.id,
      orgId: row.orgId,
      name: row.name,
      scope: row.scope === 'write' ? 'write' : 'read',
      createdBy: row.createdBy,
    };
  });
}
