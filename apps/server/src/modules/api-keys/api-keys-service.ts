import { and, desc, eq, isNull } from 'drizzle-orm';
import { apiKeys, users } from '../../db/schema';
import type { Tx } from '../../db/tenant';
import { newApiKey, type ApiKeyScope } from '../../lib/api-key-auth';
import type { Tenant } from '../../lib/access';
import { notFound } from '../../lib/http/errors';

type ApiKeyView = {
  id: string;
  name: string;
  prefix: string;
  scope: ApiKeyScope;
  expiresAt: string | null;
  lastUsedAt: string | null;
  createdBy: string | null;
  createdAt: string;
  revokedAt: string | null;
  status: 'active' | 'expired' | 'revoked';
};

type Row = typeof apiKeys.$inferSelect;

function view(row: Row, createdBy: string | null, now: Date): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scope: row.scope === 'write' ? 'write' : 'read',
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdBy,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: row.revokedAt ? 'revoked' : row.expiresAt && row.expiresAt <= now ? 'expired' : 'active',
  };
}

export async function listApiKeys(tx: Tx, orgId: string, now: Date): Promise<ApiKeyView[]> {
  const rows = await tx
    .select({ key: apiKeys, by: users.name })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.orgId, orgId))
    .orderBy(desc(apiKeys.createdAt))
    .limit(500);
  return rows.map((r) => view(r.key, r.by, now));
}

/** A new key; its secret is in the answer and nowhere else. */
export async function createApiKey(
  tx: Tx,
  tenant: Tenant,
  input: { name: string; scope: ApiKeyScope; expiresAt: Date },
  now: Date,
): Promise<ApiKeyView & { key: string }> {
  const { key, prefix, hash } = newApiKey(tenant.orgId);
  const [row] = await tx
    .insert(apiKeys)
    .values({
      orgId: tenant.orgId,
      name: input.name,
      prefix,
      secretHash: hash,
      scope: input.scope,
      expiresAt: input.expiresAt,
      createdBy: tenant.userId,
    })
    .returning();
  const by = await tx.query.users.findFirst({ where: eq(users.id, tenant.userId) });
  return { ...view(row!, by?.name ?? null, now), key };
}

export async function revokeApiKey(tx: Tx, orgId: string, id: string, now: Date): Promise<string> {
  const [row] = await tx
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.orgId, orgId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ name: apiKeys.name });
  if (!row) throw notFound('No such active API key');
  return row.name;
}
