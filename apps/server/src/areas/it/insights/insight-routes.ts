import { z } from 'zod';
import {
  assessmentYearOf,
  financialYearOf,
  IsoDay,
  isoDayInIndia,
  PaymentDashboardQuery,
  ProceedingDashboardQuery,
  ReturnDetailsQuery,
  TaxCreditMismatchQuery,
  TIMELINE_KINDS,
  TimelineQuery,
} from '@taxdesk/domain';
import { inTenant } from '../../../lib/access';
import { ok } from '../../../lib/http/envelope';
import { badRequest } from '../../../lib/http/errors';
import { typed, type RouteModule } from '../../../lib/http/route-types';
import { NOTICE_REPORT_GROUPS, noticeReport } from './notice-report';
import { paymentDashboard } from './payment-dashboard';
import { returnDetails } from './return-details';
import { itOverview } from './overview';
import { proceedingDashboard } from './proceeding-dashboard';
import { MAX_TIMELINE_EVENTS } from '../../../lib/records/timeline';
import { timelineEvents } from './timeline';
import { taxCreditMismatch } from './tax-credit-mismatch';

const OrgParams = z.object({ orgId: z.string() });

/** Income-tax dashboards, timelines and reports: read-only views across record types. */
export const itInsightRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);

  r.get('/api/o/:orgId/it/overview', { schema: { tags: ['income tax'], params: OrgParams } }, async (req) =>
    ok(
      await inTenant(ctx, req, req.params.orgId, 'it', (tx, t) =>
        itOverview(tx, t.orgId, isoDayInIndia(ctx.now())),
      ),
    ),
  );

  r.get(
    '/api/o/:orgId/it/proceeding-dashboard',
    {
      schema: {
        tags: ['income tax'],
        params: OrgParams,
        querystring: ProceedingDashboardQuery,
      },
    },
    async (req) =>
      ok(
        await inTenant(ctx, req, req.params.orgId, 'it', (tx, t) =>
          proceedingDashboard(tx, t.orgId, isoDayInIndia(ctx.now()), req.query),
        ),
      ),
  );

  r.get(
    '/api/o/:orgId/it/timeline/:which',
    {
      schema: {
        tags: ['income tax'],
        params: OrgParams.extend({ which: z.enum(TIMELINE_KINDS) }),
        querystring: TimelineQuery,
      },
    },
    async (req) => {
      const { from, to } = req.query;
      if (from > to) throw badRequest('from', 'The start date is after the end date');
      if ((Date.parse(to) - Date.parse(from)) / 86_400_000 > 400)
        throw badRequest('to', 'Choose at most about a year at a time');
      const events = await inTenant(ctx, req, req.params.orgId, 'it', (tx, t) =>
        timelineEvents(tx, t.orgId, req.params.which, req.query),
      );
      return ok({ events, truncated: events.length >= MAX_TIMELINE_EVENTS });
    },
  );

  r.get(
    '/api/o/:orgId/it/reports/notices',
    {
      schema: {
        tags: ['income tax'],
        params: OrgParams,
        querystring: z.object({
          by: z.enum(NOTICE_REPORT_GROUPS).default('section'),
          from: IsoDay.optional(),
          to: IsoDay.optional(),
        }),
      },
    },
    async (req) =>
      ok(
        await inTenant(ctx, req, req.params.orgId, 'it', (tx, t) =>
          noticeReport(tx, t.orgId, isoDayInIndia(ctx.now()), req.query.by, req.query),
        ),
      ),
  );

  r.get(
    '/api/o/:orgId/it/payment-dashboard',
    {
      schema: {
        tags: ['income tax'],
        params: OrgParams,
        querystring: PaymentDashboardQuery,
      },
    },
    async (req) =>
      ok(
        await inTenant(ctx, req, req.params.orgId, 'it', (tx, t) =>
          paymentDashboard(tx, t.orgId, req.query.fy, isoDayInIndia(ctx.now())),
        ),
      ),
  );

  r.get(
    '/api/o/:orgId/it/reports/returns',
    {
      schema: {
        tags: ['income tax'],
        params: OrgParams,
        querystring: ReturnDetailsQuery,
      },
    },
    async (req) =>
      ok(
        await inTenant(ctx, req, req.params.orgId, 'it', (tx, t) =>
          returnDetails(tx, t.orgId, {
            ...req.query,
            currentAy: financialYearOf(isoDayInIndia(ctx.now())),
          }),
        ),
      ),
  );

  r.get(
    '/api/o/:orgId/it/reports/tax-credit-mismatch',
    {
      schema: {
        tags: ['income tax'],
        params: OrgParams,
        querystring: TaxCreditMismatchQuery,
      },
    },
    async (req) =>
      ok(
        await inTenant(ctx, req, req.params.orgId, 'it', (tx, t) =>
          taxCreditMismatch(tx, t.orgId, {
            ay: req.query.ay,
            branch: req.query.branch,
            group: req.query.group,
            onlyMismatches: req.query.mismatches === 'true',
            currentAy: assessmentYearOf(isoDayInIndia(ctx.now())),
          }),
        ),
      ),
  );
};
