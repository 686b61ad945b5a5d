import type { GstClient, GstSession } from './gst-client';

/** Returns: the filed list per form, frequency and year; per-period status; a period's filing details. */

export type PortalFiledReturn = Record<string, unknown> & { rtntype: string; arn: string };
export type PortalRoleReturn = { return_ty: string; status: string; due_dt?: string };

/** The forms and frequencies the filed list is asked for (`rfp` must be spelt out, "M" is refused). */
export const FILED_RETURN_QUERIES = [
  ['GSTR1', 'Monthly'],
  ['GSTR1', 'Quarterly'],
  ['GSTR3B', 'Monthly'],
  ['GSTR3B', 'Quarterly'],
  ['CMP08', 'Quarterly'],
  ['GSTR9', 'Annual'],
  ['GSTR9C', 'Annual'],
] as const;

export async function fetchFiledReturns(
  portal: GstClient,
  session: GstSession,
  gstin: string,
  fy: string,
  rtntp: string,
  rfp: string,
): Promise<PortalFiledReturn[]> {
  const answer = await portal.json<{ data?: PortalFiledReturn[] } | PortalFiledReturn[]>(
    session,
    'return',
    '/returns/auth/api/efiledReturns',
    {
      body: { fy, rfp, qtr: null, mth: null, rtntp, gstin },
    },
  );
  if (!answer) return [];
  return (Array.isArray(answer) ? answer : (answer.data ?? [])).map((r) => ({ ...r, rfp }));
}

export async function fetchRoleStatus(
  portal: GstClient,
  session: GstSession,
  gstin: string,
  period: string,
): Promise<PortalRoleReturn[]> {
  const answer = await portal.json<{ data?: { user?: { returns?: PortalRoleReturn[] }[] } }>(
    session,
    'return',
    '/returns/auth/api/rolestatus',
    {
      query: { rtn_prd: period, gstin },
    },
  );
  return answer?.data?.user?.flatMap((u) => u.returns ?? []) ?? [];
}

export async function fetchFormDetails(
  portal: GstClient,
  session: GstSession,
  gstin: string,
  period: string,
  type: string,
): Promise<Record<string, unknown> | null> {
  const answer = await portal.json<{ data?: Record<string, unknown> }>(
    session,
    'return',
    '/returns/auth/api/formdetails',
    {
      query: { rtn_prd: period, rtn_typ: type, gstin },
    },
  );
  return answer?.data ?? null;
}

export function fetchReturnPdf(portal: GstClient, session: GstSession, arn: string): Promise<Buffer> {
  return portal.file(session, 'return', '/returns/auth/api/filedreturn/pdf', { arn });
}
