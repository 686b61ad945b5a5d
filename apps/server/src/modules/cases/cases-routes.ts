import { z } from 'zod';
import {
  CaseCommentBody,
  CaseId,
  CaseListQuery,
  CreateCaseBody,
  FEATURES,
  isoDayInIndia,
  licenceAllows,
  MergeCaseBody,
  MoveRecordBody,
  RecordRef,
  UpdateCaseBody,
  type CaseDetail,
  type CaseListAnswer,
  type OrgInfo,
  type RecordCaseAnswer,
  type ResourceDef,
} from '@taxdesk/domain';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/tenant';
import { inTenant, requireWrite, type Tenant } from '../../lib/access';
import { ok } from '../../lib/http/envelope';
import { typed, type RouteModule } from '../../lib/http/route-types';
import { actorOf } from '../../lib/records/work';
import { caseBundlePdf } from './case-bundle';
import { caseDetail, caseSummary } from './case-detail';
import { caseZip } from './case-zip';
import {
  addCaseComment,
  caseOfRecord,
  createCase,
  linkRecord,
  mergeCases,
  moveRecord,
  unlinkRecord,
  updateCase,
} from './case-edits';
import { listCases } from './case-list';
import { disputedDemandsWorkbook } from './disputed-demands';

const OrgParams = z.object({ orgId: z.string() });
const CaseParams = OrgParams.extend({ caseId: CaseId });
const tags = ['Cases'];

/** A file name from a case's title: letters, digits and dashes. */
const fileStem = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80) || 'case';

type Scoped = Tenant & { info: OrgInfo };

function visibleFor(ctx: AppContext, t: Scoped) {
  const now = ctx.now();
  return (def: ResourceDef) => def.feature === null || licenceAllows(t.info, def.feature, now);
}

function detail(ctx: AppContext, tx: Tx, t: Scoped, caseId: string): Promise<CaseDetail> {
  return caseDetail(tx, t.orgId, caseId, isoDayInIndia(ctx.now()), visibleFor(ctx, t));
}

/** Cases (issue 25): matters across stages and portals, linked by the sync and by hand. */
export const casesRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  /** A change by hand: a writer's, with its history, answering the case as it now is. */
  const change = (
    orgId: string,
    req: Parameters<typeof inTenant>[1],
    caseId: string | null,
    fn: (tx: Tx, t: Scoped, actor: string) => Promise<string | void>,
  ) =>
    inTenant(ctx, req, orgId, null, async (tx, t) => {
      requireWrite(t);
      const actor = (await actorOf(tx, t.userId)).email;
      const id = (await fn(tx, t, actor)) ?? caseId!;
      return detail(ctx, tx, t, id);
    });

  r.get(
    '/api/o/:orgId/cases',
    {
      schema: {
        tags,
        summary: 'List cases',
        operationId: 'listCases',
        params: OrgParams,
        querystring: CaseListQuery,
      },
    },
    async (req) =>
      ok<CaseListAnswer>(
        await inTenant(ctx, req, req.params.orgId, null, (tx, t) => {
          const now = ctx.now();
          const areas = [...FEATURES.filter((f) => licenceAllows(t.info, f, now)), 'general'];
          return listCases(tx, t.orgId, req.query, areas, isoDayInIndia(now));
        }),
      ),
  );
  r.get(
    '/api/o/:orgId/disputed-demands.xlsx',
    {
      schema: {
        tags,
        summary: 'Open cases’ demands in the shape of CARO 2020 clause 3(vii)(b), as Excel',
        operationId: 'disputedDemands',
        params: OrgParams,
      },
    },
    async (req, reply) => {
      const book = await inTenant(ctx, req, req.params.orgId, null, (tx, t) => {
        const now = ctx.now();
        return disputedDemandsWorkbook(
          tx,
          t.orgId,
          FEATURES.filter((f) => licenceAllows(t.info, f, now)),
        );
      });
      const stamp = ctx.now().toISOString().slice(0, 10);
      reply.header('content-disposition', `attachment; filename="disputed-demands-${stamp}.xlsx"`);
      reply.header('cache-control', 'no-store');
      reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      return reply.send(book);
    },
  );
  r.post(
    '/api/o/:orgId/cases',
    {
      schema: {
        tags,
        summary: 'Start a case',
        operationId: 'createCase',
        params: OrgParams,
        body: CreateCaseBody,
      },
    },
    async (req) =>
      ok(
        await change(req.params.orgId, req, null, (tx, t, actor) => createCase(tx, t.orgId, req.body, actor)),
        'Case started',
      ),
  );
  r.get(
    '/api/o/:orgId/cases/:caseId',
    {
      schema: {
        tags,
        summary: 'A case with its records and history',
        operationId: 'getCase',
        params: CaseParams,
      },
    },
    async (req) =>
      ok<CaseDetail>(
        await inTenant(ctx, req, req.params.orgId, null, (tx, t) => detail(ctx, tx, t, req.params.caseId)),
      ),
  );
  r.patch(
    '/api/o/:orgId/cases/:caseId',
    {
      schema: {
        tags,
        summary: 'Change a case’s title, status or assignee',
        operationId: 'updateCase',
        params: CaseParams,
        body: UpdateCaseBody,
      },
    },
    async (req) =>
      ok(
        await change(req.params.orgId, req, req.params.caseId, (tx, t, actor) =>
          updateCase(tx, t.orgId, req.params.caseId, req.body, actor),
        ),
      ),
  );
  r.post(
    '/api/o/:orgId/cases/:caseId/comments',
    {
      schema: {
        tags,
        summary: 'Comment on a case',
        operationId: 'commentCase',
        params: CaseParams,
        body: CaseCommentBody,
      },
    },
    async (req) =>
      ok(
        await change(req.params.orgId, req, req.params.caseId, (tx, t, actor) =>
          addCaseComment(tx, t.orgId, req.params.caseId, req.body.text, actor),
        ),
      ),
  );
  r.post(
    '/api/o/:orgId/cases/:caseId/records',
    {
      schema: {
        tags,
        summary: 'Link a record to a case',
        operationId: 'linkCaseRecord',
        params: CaseParams,
        body: RecordRef,
      },
    },
    async (req) =>
      ok(
        await change(req.params.orgId, req, req.params.caseId, (tx, t, actor) =>
          linkRecord(tx, t.orgId, req.params.caseId, req.body, actor),
        ),
        'Record linked',
      ),
  );
  // Keys may hold '/' (a TDS statement's TAN/token): the record is named in the body, not the path.
  r.post(
    '/api/o/:orgId/cases/:caseId/unlink',
    {
      schema: {
        tags,
        summary: 'Take a record out of a case',
        operationId: 'unlinkCaseRecord',
        params: CaseParams,
        body: RecordRef,
      },
    },
    async (req) =>
      ok(
        await change(req.params.orgId, req, req.params.caseId, (tx, t, actor) =>
          unlinkRecord(tx, t.orgId, req.params.caseId, req.body, actor),
        ),
        'Record unlinked',
      ),
  );
  r.post(
    '/api/o/:orgId/cases/:caseId/move',
    {
      schema: {
        tags,
        summary: 'Move a record to another case',
        operationId: 'moveCaseRecord',
        params: CaseParams,
        body: MoveRecordBody,
      },
    },
    async (req) =>
      ok(
        await change(req.params.orgId, req, req.params.caseId, (tx, t, actor) =>
          moveRecord(tx, t.orgId, req.params.caseId, req.body, req.body.toCaseId, actor),
        ),
        'Record moved',
      ),
  );
  r.post(
    '/api/o/:orgId/cases/:caseId/merge',
    {
      schema: {
        tags,
        summary: 'Merge another case into this one',
        operationId: 'mergeCases',
        params: CaseParams,
        body: MergeCaseBody,
      },
    },
    async (req) =>
      ok(
        await change(req.params.orgId, req, req.params.caseId, (tx, t, actor) =>
          mergeCases(tx, t.orgId, req.params.caseId, req.body.otherCaseId, actor),
        ),
        'Cases merged',
      ),
  );
  r.get(
    '/api/o/:orgId/cases/:caseId/bundle.pdf',
    {
      schema: {
        tags,
        summary: 'The case as one hearing bundle PDF (contents, bookmarks, documents in date order)',
        operationId: 'caseBundle',
        params: CaseParams,
      },
    },
    async (req, reply) => {
      const { pdf, title } = await inTenant(ctx, req, req.params.orgId, null, async (tx, t) => {
        const kase = await detail(ctx, tx, t, req.params.caseId);
        return { pdf: await caseBundlePdf(tx, t.orgId, kase), title: kase.title };
      });
      reply.header('content-disposition', `attachment; filename="${fileStem(title)}-bundle.pdf"`);
      reply.header('cache-control', 'no-store');
      reply.type('application/pdf');
      return reply.send(Buffer.from(pdf));
    },
  );
  r.get(
    '/api/o/:orgId/cases/:caseId/case.zip',
    {
      schema: {
        tags,
        summary: 'The case as one ZIP of its records’ documents with an index',
        operationId: 'caseZip',
        params: CaseParams,
      },
    },
    async (req, reply) => {
      const t = await inTenant(ctx, req, req.params.orgId, null, async (tx, tenant) => {
        await caseSummary(tx, tenant.orgId, req.params.caseId, isoDayInIndia(ctx.now()));
        return tenant;
      });
      let gone = false;
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) gone = true;
      });
      reply.header('content-disposition', `attachment; filename="case-${req.params.caseId.slice(0, 8)}.zip"`);
      reply.header('cache-control', 'no-store');
      reply.type('application/zip');
      return reply.send(await caseZip(ctx.db, t.orgId, req.params.caseId, () => gone));
    },
  );
  r.get(
    '/api/o/:orgId/record-case',
    {
      schema: {
        tags,
        summary: 'The case a record belongs to',
        operationId: 'recordCase',
        params: OrgParams,
        querystring: RecordRef,
      },
    },
    async (req) =>
      ok<RecordCaseAnswer>({
        case: await inTenant(ctx, req, req.params.orgId, null, (tx, t) =>
          caseOfRecord(tx, t.orgId, req.query),
        ),
      }),
  );
};
