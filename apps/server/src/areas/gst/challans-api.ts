import type { GstClient, GstSession } from './gst-client';
import { addDays, portalDay } from './gst-values';

/** Challan history: the portal answers at most ~5 months a call (`PMT9071` beyond 150 days). */

export const CHALLAN_WINDOW_DAYS = 149;

export type PortalChallan = Record<string, unknown> & { cpin: string };

/** `[from, to]` windows of at most CHALLAN_WINDOW_DAYS days covering the range, latest first. */
export function challanWindows(from: string, to: string): [string, string][] {
  const windows: [string, string][] = [];
  let end = to;
  while (end >= from) {
    const start = addDays(end, -CHALLAN_WINDOW_DAYS) < from ? from : addDays(end, -CHALLAN_WINDOW_DAYS);
    windows.push([start, end]);
    end = addDays(start, -1);
  }
  return windows;
}

export async function fetchChallans(
  portal: GstClient,
  session: GstSession,
  gstin: string,
  from: string,
  to: string,
): Promise<PortalChallan[]> {
  const rows = await portal.json<PortalChallan[] | { challanList?: PortalChallan[][] }>(
    session,
    'payment',
    '/payment/auth/challan/getlist',
    {
      query: { fm_dt: portalDay(from), to_dt: portalDay(to), gstin },
    },
  );
  if (!rows) return [];
  // The API channel's shape nests the list; the web's is flat.
  return Array.isArray(rows) ? rows : (rows.challanList ?? []).flat();
}

export function fetchChallanPdf(portal: GstClient, session: GstSession, cpin: string): Promise<Buffer> {
  return portal.file(session, 'payment', '/payment/auth/api/challan/pdf', { cpin });
}
