import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { AddPartyBody, recordKey, RefreshPartiesBody, type PartyLookupsQueued } from '@taxdesk/domain';
import { inTenant, requireWrite } from '../../lib/access';
import { ok } from '../../lib/http/envelope';
import { badRequest, queueUnavailable } from '../../lib/http/errors';
import { typed, type RouteModule } from '../../lib/http/route-types';
import { actorOf } from '../../lib/records/work';
import type { SyncPortal } from '../../lib/sync/sync-portal';
import type { PartyKind } from './party-kind';
import { addParties, heldKeys, queueLookups } from './party-queue';

const Params = z.object({ orgId: z.string() });

/**
 * `POST /api/o/{orgId}/parties/{portal}` adds one party by its id and queues its lookup;
 * `…/refresh` looks the named parties (or all) up again, past the cache. A bad id is refused
 * with the identifier rule it breaks before anything is written or asked.
 */
export function partyRoutes(kind: PartyKind, portal: SyncPortal): RouteModule {
  const keyField = kind.def.keyFields[0]!;
  const base = `/api/o/:orgId/parties/${portal.key}`;
  return (app, ctx) => {
    const r = typed(app);
    // Inside the tenant's transaction, after membership is checked: a non-member learns nothing
    // (404), and a member's addition is rolled back when nothing could look it up.
    const queueOrRefuse = () => {
      if (!ctx.boss) throw queueUnavailable();
    };

    r.post(base, { schema: { tags: ['parties'], params: Params, body: AddPartyBody } }, async (req) => {
      const check = kind.check(req.body.id);
      if (!check.ok) throw badRequest('id', `${req.body.id}: ${check.reason}`);
      const id = check.value;
      const plan = await inTenant(ctx, req, req.params.orgId, kind.key, async (tx, t) => {
        requireWrite(t);
        queueOrRefuse();
        const actor = (await actorOf(tx, t.userId)).email;
        const added = await addParties(tx, t.orgId, kind, [id], actor);
        return { orgId: t.orgId, userId: t.userId, actor, added: added.length > 0 };
      });
      const batch = await queueLookups(ctx, plan.orgId, portal, [id], {
        startedBy: plan.actor,
        startedByUser: plan.userId,
      });
      const data: PartyLookupsQueued = {
        id,
        added: plan.added,
        batchId: batch.batchId,
        queued: batch.runIds.length,
      };
      const what = plan.added ? `${id} added` : `${id} is already in the list`;
      return ok(data, batch.batchId ? `${what}; looking it up` : `${what}; its lookup is already running`);
    });

    r.post(
      `${base}/refresh`,
      { schema: { tags: ['parties'], params: Params, body: RefreshPartiesBody.default({}) } },
      async (req) => {
        const named: string[] = [];
        for (const raw of req.body.ids ?? []) {
          const check = kind.check(raw);
          if (!check.ok) throw badRequest('ids', `${raw}: ${check.reason}`);
          named.push(check.value);
        }
        const plan = await inTenant(ctx, req, req.params.orgId, kind.key, async (tx, t) => {
          requireWrite(t);
          queueOrRefuse();
          let ids: string[];
          if (named.length) {
            const have = await heldKeys(
              tx,
              t.orgId,
              kind,
              named.map((id) => recordKey(kind.def, { [keyField]: id })),
            );
            ids = named.filter((id) => have.has(recordKey(kind.def, { [keyField]: id })));
          } else {
            const all = await tx.execute<{ id: string }>(
              sql`SELECT data->>${keyField} AS id FROM records WHERE org_id = ${t.orgId} AND type = ${kind.def.type}
                AND removed_at IS NULL ORDER BY key`,
            );
            ids = all.rows.map((row) => row.id);
          }
          const missing = named.filter((id) => !ids.includes(id));
          if (missing.length) throw badRequest('ids', `Not in the list: ${missing.slice(0, 5).join(', ')}`);
          if (!ids.length)
            throw badRequest('ids', `There are no ${portal.accountLabel}s to look up; add one first`);
          return { orgId: t.orgId, userId: t.userId, actor: (await actorOf(tx, t.userId)).email, ids };
        });
        const batch = await queueLookups(ctx, plan.orgId, portal, plan.ids, {
          startedBy: plan.actor,
          startedByUser: plan.userId,
          force: true,
        });
        const data: PartyLookupsQueued = { batchId: batch.batchId, queued: batch.runIds.length };
        return ok(
          data,
          batch.batchId
            ? `Looking up ${batch.runIds.length} again`
            : 'Every one of them is being looked up already',
        );
      },
    );
  };
}
