import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { filterStyles, parseListQuery, type SearchParams } from '@taxdesk/domain';
import { inTenant, requireWrite } from '../access';
import { ok } from '../http/envelope';
import { ListQueryString } from '../http/list-query-string';
import { typed, type RouteModule } from '../http/route-types';
import { listRecords } from '../records/list';
import { actorOf } from '../records/work';
import type { ManualAttachmentInput, ManualRecordKind } from './manual-record-kind';
import { createManualRecord, deleteManualRecord, MANUAL_KEY, updateManualRecord } from './manual-records';

const OrgParams = z.object({ orgId: z.string() });
const KeyParams = OrgParams.extend({ key: z.string().regex(MANUAL_KEY, 'Not a record entered by hand') });
/** A PDF of up to 10 MB arrives base64-encoded in the JSON body. */
const BODY_LIMIT = 15 * 1024 * 1024;

/** List, add, edit and delete a type's records entered by hand (source `manual`). */
export function manualRecordRoutes<I extends ManualAttachmentInput>(kind: ManualRecordKind<I>): RouteModule {
  const base = `/api/o/:orgId/${kind.area}/manual-notices`;
  const { def, feature } = kind;
  const tags = [kind.tag];
  const noun = def.label;
  // Saved all the same, but said: "Pre-GST notice added. Warning: GSTIN …: check character should be V".
  const withWarnings = (message: string, input: I) => {
    const warnings = kind.warningsOf?.(input) ?? [];
    return warnings.length ? `${message}. Warning: ${warnings.join('; ')}` : message;
  };
  return (app, ctx) => {
    const r = typed(app);

    r.get(base, { schema: { tags, params: OrgParams, querystring: ListQueryString } }, async (req) => {
      const query = parseListQuery(req.query as SearchParams, filterStyles(def));
      return ok(
        await inTenant(ctx, req, req.params.orgId, feature, (tx, t) =>
          listRecords(tx, { orgId: t.orgId, def, where: [sql`source = 'manual'`] }, query),
        ),
      );
    });

    r.post(
      base,
      { bodyLimit: BODY_LIMIT, schema: { tags, params: OrgParams, body: kind.body } },
      async (req) => {
        const created = await inTenant(ctx, req, req.params.orgId, feature, async (tx, t) => {
          requireWrite(t);
          return createManualRecord(tx, t.orgId, kind, req.body as I, await actorOf(tx, t.userId));
        });
        return ok(created, withWarnings(`${noun} added`, req.body as I));
      },
    );

    r.put(
      `${base}/:key`,
      { bodyLimit: BODY_LIMIT, schema: { tags, params: KeyParams, body: kind.body } },
      async (req) => {
        const saved = await inTenant(ctx, req, req.params.orgId, feature, async (tx, t) => {
          requireWrite(t);
          return updateManualRecord(
            tx,
            t.orgId,
            kind,
            req.params.key,
            req.body as I,
            await actorOf(tx, t.userId),
          );
        });
        return ok(saved, withWarnings(`${noun} saved`, req.body as I));
      },
    );

    r.delete(`${base}/:key`, { schema: { tags, params: KeyParams } }, async (req) => {
      await inTenant(ctx, req, req.params.orgId, feature, async (tx, t) => {
        requireWrite(t);
        await deleteManualRecord(tx, t.orgId, kind as ManualRecordKind<never>, req.params.key);
      });
      return ok(null, `${noun} deleted`);
    });
  };
}
