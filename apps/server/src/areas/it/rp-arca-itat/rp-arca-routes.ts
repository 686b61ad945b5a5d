import { z } from 'zod';
import { inTenant, requireWrite } from '../../../lib/access';
import { ok } from '../../../lib/http/envelope';
import { badRequest } from '../../../lib/http/errors';
import { typed, type RouteModule } from '../../../lib/http/route-types';
import type { Tx } from '../../../db/tenant';
import { startRpArcaBatch } from './jobs/rp-arca-jobs';
import { LOGIN_KINDS, saveLogin, updateLoginPassword, type LoginKind } from './logins/logins';
import type { RunPortal } from './portal-sync/runs';
import { syncAccounts } from './portal-sync/sync-state';
import { accountsToSync } from './portal-sync/sync-targets';

const OrgParams = z.object({ orgId: z.string() });
const Password = z.string().min(1, 'Password is required.').max(100);
const Text = z.string().trim().max(200).optional();
/** Keys of one sync: the firm's logins, or PANs with appeals. */
const MAX_KEYS = 10_000;

const PORTALS: readonly RunPortal[] = ['rp', 'arca', 'itat'];

async function userName(tx: Tx, userId: string): Promise<string> {
  const user = await tx.query.users.findFirst({ where: (u, { eq }) => eq(u.id, userId) });
  return user?.name || user?.email || userId;
}

/**
 * Reply (representative) and ARCA logins, and the syncs of the Reply accounts, the ARCA login and
 * the ITAT case status: start them and list the accounts' states. A batch's progress, its cancel
 * and the failed items are the generic sync API's (`/api/o/{orgId}/sync/{rp|arca|itat}/...`).
 */
export const rpArcaRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);

  const logins: { kind: LoginKind; path: string; idField: string; details: string[] }[] = [
    { kind: 'rp', path: 'rp', idField: 'rpPan', details: ['name', 'branch'] },
    { kind: 'arca', path: 'arca', idField: 'arcaId', details: ['name'] },
  ];
  for (const { kind, path, idField, details } of logins) {
    r.post(
      `/api/o/:orgId/${path}/accounts`,
      {
        schema: {
          tags: ['reply and ARCA'],
          params: OrgParams,
          body: z.object({
            [idField]: z.string().trim().min(1, `${LOGIN_KINDS[kind].label} id is required.`),
            password: Password.optional(),
            ...Object.fromEntries(details.map((d) => [d, Text])),
          }),
        },
      },
      async (req) => {
        const body = req.body as Record<string, string | undefined>;
        const saved = await inTenant(ctx, req, req.params.orgId, 'it', (tx, tenant) => {
          requireWrite(tenant);
          return saveLogin(ctx, tx, tenant.orgId, kind, {
            loginId: body[idField] ?? '',
            password: body.password,
            details: Object.fromEntries(details.map((d) => [d, body[d]])),
          });
        });
        const label = LOGIN_KINDS[kind].label;
        return ok(saved, `${label} ${saved.loginId} ${saved.created ? 'added' : 'updated'}`);
      },
    );

    r.put(
      `/api/o/:orgId/${path}/accounts/:loginId/password`,
      {
        schema: {
          tags: ['reply and ARCA'],
          params: OrgParams.extend({ loginId: z.string() }),
          body: z.object({ password: Password }),
        },
      },
      async (req) => {
        const loginId = await inTenant(ctx, req, req.params.orgId, 'it', (tx, tenant) => {
          requireWrite(tenant);
          return updateLoginPassword(ctx, tx, tenant.orgId, kind, req.params.loginId, req.body.password);
        });
        return ok({ loginId }, `Password of ${loginId} updated; the next sync will use it`);
      },
    );
  }

  for (const portal of PORTALS) {
    r.post(
      `/api/o/:orgId/${portal}/sync`,
      {
        schema: {
          tags: ['reply and ARCA'],
          params: OrgParams,
          body: z
            .object({
              keys: z.array(z.string().max(100)).max(MAX_KEYS).optional(),
              searchByPan: z.boolean().optional(),
            })
            .default({}),
        },
      },
      async (req) => {
        const searchByPan = portal === 'itat' && req.body.searchByPan !== false;
        const { orgId, keys, who, userId } = await inTenant(
          ctx,
          req,
          req.params.orgId,
          'it',
          async (tx, tenant) => {
            requireWrite(tenant);
            return {
              orgId: tenant.orgId,
              userId: tenant.userId,
              who: await userName(tx, tenant.userId),
              keys: await accountsToSync(tx, tenant.orgId, portal, req.body.keys, searchByPan),
            };
          },
        );
        if (keys.length === 0) {
          const nothing = {
            rp: 'There are no Reply accounts to sync; add one first',
            arca: 'There is no ARCA login to sync; add it first',
            itat: 'There are no ITAT appeals or client PANs to look up; import appeals first',
          }[portal];
          throw badRequest('keys', nothing);
        }
        const started = await startRpArcaBatch(ctx, orgId, portal, {
          accountKeys: keys,
          startedBy: who,
          startedByUser: userId,
          options: portal === 'itat' ? { searchByPan } : undefined,
        });
        const note = started.skipped.length ? `; ${started.skipped.length} already syncing` : '';
        return ok(
          started,
          `Sync started for ${started.runIds.length} ${portal === 'itat' ? 'PAN(s)' : 'login(s)'}${note}`,
        );
      },
    );

    r.get(
      `/api/o/:orgId/${portal}/sync/accounts`,
      { schema: { tags: ['reply and ARCA'], params: OrgParams } },
      async (req) =>
        ok(
          await inTenant(ctx, req, req.params.orgId, 'it', (tx, tenant) =>
            syncAccounts(tx, tenant.orgId, portal),
          ),
        ),
    );
  }
};
