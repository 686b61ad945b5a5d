import { z } from 'zod';
import { inTenant, requireWrite, type Tenant } from '../../lib/access';
import { API_KEY_SCOPES } from '../../lib/api-key-auth';
import { ok } from '../../lib/http/envelope';
import { badRequest, forbidden } from '../../lib/http/errors';
import { typed, type RouteModule } from '../../lib/http/route-types';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys-service';

const OrgParams = z.object({ orgId: z.string() });
const tags = ['API keys'];
/** Keys expire a year after creation unless asked for sooner (docs/security.md). */
const KEY_DAYS = 365;
/** A day more than a year, so a client's "a year from now" survives its clock and the trip. */
const MAX_KEY_MS = (KEY_DAYS + 1) * 86_400_000;

/** Keys are the organisation's master keys: only owners and admins see and manage them. */
function requireKeyManager(t: Tenant): void {
  requireWrite(t);
  if (t.apiKeyId || (t.role !== 'owner' && t.role !== 'admin'))
    throw forbidden('Only owners and admins manage API keys');
}

const NewKey = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(100),
  scope: z.enum(API_KEY_SCOPES),
  /** ISO date or date-time, within a year; null or absent: a year from now. */
  expiresAt: z
    .union([z.iso.datetime({ offset: true }), z.iso.date()])
    .nullable()
    .optional(),
});

export const apiKeysRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);

  r.get('/api/o/:orgId/api-keys', { schema: { tags, params: OrgParams } }, async (req) =>
    ok(
      await inTenant(ctx, req, req.params.orgId, null, (tx, t) => {
        requireKeyManager(t);
        return listApiKeys(tx, t.orgId, ctx.now());
      }),
    ),
  );

  r.post('/api/o/:orgId/api-keys', { schema: { tags, params: OrgParams, body: NewKey } }, async (req) => {
    const now = ctx.now();
    let expiresAt = new Date(now.getTime() + KEY_DAYS * 86_400_000);
    if (req.body.expiresAt) {
      // A bare date means the end of that day in India, where the firms are.
      const raw = req.body.expiresAt;
      expiresAt = new Date(raw.length === 10 ? `${raw}T23:59:59+05:30` : raw);
      if (expiresAt <= now) throw badRequest('expiresAt', 'The expiry must be in the future');
      if (expiresAt.getTime() > now.getTime() + MAX_KEY_MS)
        throw badRequest('expiresAt', 'A key can live at most a year; make a new one when it ends');
    }
    const created = await inTenant(ctx, req, req.params.orgId, null, (tx, t) => {
      requireKeyManager(t);
      return createApiKey(tx, t, { name: req.body.name, scope: req.body.scope, expiresAt }, now);
    });
    return ok(created, `API key ${created.name} created: copy it now, it will not be shown again`);
  });

  r.delete(
    '/api/o/:orgId/api-keys/:id',
    { schema: { tags, params: OrgParams.extend({ id: z.string().uuid('No such API key') }) } },
    async (req) => {
      const name = await inTenant(ctx, req, req.params.orgId, null, (tx, t) => {
        requireKeyManager(t);
        return revokeApiKey(tx, t.orgId, req.params.id, ctx.now());
      });
      return ok(null, `API key ${name} revoked`);
    },
  );
};
