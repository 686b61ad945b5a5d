import type { GstClient, GstSession } from './gst-client';

/** TDS and TCS credits received, per financial year (rows in GSTR-2X names: ctin, month, amt, iamt, ...). */

export type PortalTdsCredit = Record<string, unknown> & { ctin: string; month: string };

export async function fetchTdsCredits(
  portal: GstClient,
  session: GstSession,
  gstin: string,
  fy: string,
): Promise<{ tds: PortalTdsCredit[]; tcs: PortalTdsCredit[] }> {
  const answer = await portal.json<{ data?: { tds?: PortalTdsCredit[]; tcs?: PortalTdsCredit[] } }>(
    session,
    'return',
    '/returns/auth/api/tdstcscredit',
    { query: { fy, gstin } },
  );
  return { tds: answer?.data?.tds ?? [], tcs: answer?.data?.tcs ?? [] };
}
