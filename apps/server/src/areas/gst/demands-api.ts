import type { GstClient, GstSession } from './gst-client';

/** Liability register part II (demands other than returns): `liabdetails` over an ISO date range. */

export type PortalDemand = Record<string, unknown> & {
  demandid: string;
  nrLiabSubtxList?: Record<string, unknown>[];
};

export async function fetchDemands(
  portal: GstClient,
  session: GstSession,
  gstin: string,
  fdate: string,
  tdate: string,
): Promise<PortalDemand[]> {
  const answer = await portal.json<{ nrLiabtxList?: { transactionsList?: PortalDemand[] } }>(
    session,
    'payment',
    '/payment/auth/api/liabdetails',
    { query: { fdate, tdate, staystatus: '', demandid: '', gstin } },
  );
  return answer?.nrLiabtxList?.transactionsList ?? [];
}
