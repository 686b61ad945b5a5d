import { z } from 'zod';
import { resourceOf, TargetDateChange, WORK_STATUS, type ResourceDef, WorkChange } from '@taxdesk/domain';
import { inTenant, requireWrite } from '../../lib/access';
import { ok } from '../../lib/http/envelope';
import { notFound } from '../../lib/http/errors';
import { typed, type RouteModule } from '../../lib/http/route-types';
import { getRecord } from '../../lib/records/detail';
import {
  actorOf,
  addComment,
  listComments,
  MAX_BULK_KEYS,
  MAX_COMMENT_LENGTH,
  requireWorkType,
  reviewRecord,
  setWork,
} from '../../lib/records/work';
import { indiaToday } from '../../lib/records/record-dates';
import { requireDatedType, setTargetDate } from '../../lib/records/target-date';
import { listMembers } from './members';
import { workSettingsRoutes } from './work-settings-routes';

const TypeParams = z.object({ orgId: z.string(), type: z.string() });
const ItemParams = TypeParams.extend({ '*': z.string().min(1) });
const Status = z.enum(
  Object.keys(WORK_STATUS) as [keyof typeof WORK_STATUS, ...(keyof typeof WORK_STATUS)[]],
  {
    message: `Status must be one of ${Object.keys(WORK_STATUS).join(', ')}`,
  },
);
const Assignee = z.string().trim().max(320).nullable();

function workType(type: string): ResourceDef {
  const def = resourceOf(type);
  if (!def) throw notFound(`No such record type: ${type}`);
  requireWorkType(def);
  return def;
}

/**
 * Work on records of every type that opts in (`work: true`): status, assignee, due date by
 * hand, bulk status, comments, review. Viewers may read; every change is an event with its actor.
 */
export const workflowRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);

  r.get(
    '/api/o/:orgId/work/members',
    {
      schema: {
        tags: ['work'],
        summary: 'List the members work can be assigned to',
        params: z.object({ orgId: z.string() }),
      },
    },
    async (req) => ok(await inTenant(ctx, req, req.params.orgId, null, (tx, t) => listMembers(tx, t.orgId))),
  );

  r.put(
    '/api/o/:orgId/work/:type/item/*',
    {
      schema: {
        tags: ['work'],
        summary: "Set a record's work status, assignee or due date",
        params: ItemParams,
        body: WorkChange,
      },
    },
    async (req) => {
      const def = workType(req.params.type);
      const key = req.params['*'];
      const result = await inTenant(ctx, req, req.params.orgId, def.feature, async (tx, t) => {
        requireWrite(t);
        const done = await setWork(tx, t.orgId, def, [key], req.body, await actorOf(tx, t.userId));
        return { changed: done.changed.length > 0, record: await getRecord(tx, t.orgId, def, key) };
      });
      return ok(result, result.changed ? `${def.label} updated` : undefined);
    },
  );

  r.put(
    '/api/o/:orgId/work/:type/target/*',
    {
      schema: {
        tags: ['work'],
        summary: "Set or clear a record's target date, with the reason",
        params: ItemParams,
        body: TargetDateChange,
      },
    },
    async (req) => {
      // Any type with a due date takes a target, worked on in TaxDesk or not.
      const def = resourceOf(req.params.type);
      if (!def) throw notFound(`No such record type: ${req.params.type}`);
      requireDatedType(def);
      const result = await inTenant(ctx, req, req.params.orgId, def.feature, async (tx, t) => {
        requireWrite(t);
        const actor = await actorOf(tx, t.userId);
        return setTargetDate(tx, t.orgId, def, req.params['*'], req.body, actor, indiaToday(ctx.now()));
      });
      const said = req.body.target == null ? 'Target date cleared' : 'Target date set';
      return ok(result.dates, result.changed ? said : undefined);
    },
  );

  r.post(
    '/api/o/:orgId/work/:type/bulk',
    {
      schema: {
        tags: ['work'],
        summary: 'Set the work status or assignee of many records',
        params: TypeParams,
        body: z
          .object({
            keys: z.array(z.string().min(1)).min(1, 'Choose at least one record').max(MAX_BULK_KEYS),
            status: Status.optional(),
            assignee: Assignee.optional(),
          })
          .strict(),
      },
    },
    async (req) => {
      const def = workType(req.params.type);
      const { keys, ...change } = req.body;
      const result = await inTenant(ctx, req, req.params.orgId, def.feature, async (tx, t) => {
        requireWrite(t);
        return setWork(tx, t.orgId, def, keys, change, await actorOf(tx, t.userId));
      });
      const n = result.changed.length;
      const noun = n === 1 ? def.label.toLowerCase() : def.plural.toLowerCase();
      return ok(
        { changed: n, unchanged: result.unchanged.length },
        n ? `${n} ${noun} updated` : 'Nothing to change',
      );
    },
  );

  r.get(
    '/api/o/:orgId/work/:type/comments/*',
    { schema: { tags: ['work'], summary: "List a record's comments", params: ItemParams } },
    async (req) => {
      const def = workType(req.params.type);
      return ok(
        await inTenant(ctx, req, req.params.orgId, def.feature, (tx, t) =>
          listComments(tx, t.orgId, def, req.params['*']),
        ),
      );
    },
  );

  r.post(
    '/api/o/:orgId/work/:type/comments/*',
    {
      schema: {
        tags: ['work'],
        summary: 'Comment on a record',
        params: ItemParams,
        body: z.object({ text: z.string().max(MAX_COMMENT_LENGTH * 2) }),
      },
    },
    async (req) => {
      const def = workType(req.params.type);
      const comment = await inTenant(ctx, req, req.params.orgId, def.feature, async (tx, t) => {
        requireWrite(t);
        return addComment(tx, t.orgId, def, req.params['*'], req.body.text, await actorOf(tx, t.userId));
      });
      return ok(comment, 'Comment added');
    },
  );

  r.post(
    '/api/o/:orgId/work/:type/review/*',
    {
      schema: {
        tags: ['work'],
        summary: 'Review a new record: join it to its parent or keep it standalone',
        params: ItemParams,
        body: z.object({ parent: z.string().min(1).nullable() }).strict(),
      },
    },
    async (req) => {
      const def = workType(req.params.type);
      const result = await inTenant(ctx, req, req.params.orgId, def.feature, async (tx, t) => {
        requireWrite(t);
        return reviewRecord(tx, t.orgId, def, req.params['*'], req.body.parent, await actorOf(tx, t.userId));
      });
      return ok(
        result,
        result.reviewState === 'attached'
          ? `${def.label} joined its ${(resourceOf(def.review?.parentType ?? '')?.label ?? 'parent').toLowerCase()}`
          : `${def.label} kept standalone`,
      );
    },
  );

  workSettingsRoutes(app, ctx);
};
