import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isOrgId, licenceAllows, type ListQuery } from '@taxdesk/domain';
import type { AppContext } from '../../context';
import { orgInfoOf, orgRowOf } from '../access';
import { HttpError, forbidden, notFound, unauthorized } from '../http/errors';
import { pageArgs, pageOf, pagePlan, type ListScope, type PageResult, type PageText } from './list';

type Answer = PageResult & { live: boolean; role: string | null; org: Record<string, unknown> | null };

/**
 * A list page for a signed-in user in one statement (`app_list_page`): the session, the tenancy
 * settings, the membership with its licence and the page, where a transaction took five round trips
 * (docs/performance.md, "List API"). Null where the request needs the usual path, which then gives
 * the answer in the usual order of checks: an API key, a token without a profile, an organisation id
 * of the wrong shape, a query the plan refuses (a bad sort, cursor or range).
 */
export async function listPageAtOnce(
  ctx: AppContext,
  req: FastifyRequest,
  rawOrgId: string,
  scope: Omit<ListScope, 'orgId'>,
  query: ListQuery,
): Promise<PageText | null> {
  const claims = req.authPending ?? req.auth;
  if (req.apiKey || !claims?.userId || !isOrgId(rawOrgId)) return null;
  const orgId = rawOrgId.toUpperCase();
  let plan;
  try {
    plan = pagePlan({ ...scope, orgId }, query);
  } catch (err) {
    if (err instanceof HttpError) return null;
    throw err;
  }
  const session = req.authPending?.sessionId ?? null;
  const r = await ctx.db.execute<Answer>(
    sql`SELECT * FROM app_list_page(${session}::uuid, ${ctx.now()}::timestamptz, ${orgId}::text,
      ${claims.userId}::uuid, ${pageArgs(plan)})`,
  );
  const row = r.rows[0]!;
  if (!row.live) {
    req.authPending = null;
    throw unauthorized();
  }
  if (req.authPending) {
    req.auth = req.authPending;
    req.authPending = null;
  }
  if (!row.role || !row.org) throw notFound('No such organisation');
  const info = orgInfoOf(orgRowOf(row.org), row.role);
  if (scope.def.feature && !licenceAllows(info, scope.def.feature, ctx.now())) throw forbidden();
  return pageOf(plan, row, scope.estimates);
}

/** The API's envelope around a page whose rows are JSON text already (`ok(page)`, written out). */
export function pageBody(page: PageText): string {
  return `{"success":true,"data":{"rows":${page.rows},"nextCursor":${JSON.stringify(page.nextCursor)},"total":${page.total},"totalIsEstimate":${page.totalIsEstimate}}}`;
}
