import { PortalError } from '../../lib/sync/portal-error';
import type { GstClient, GstSession } from './gst-client';
import { addDays, portalDay } from './gst-values';

/** Challan history: the portal answers at most ~5 months a call (`PMT9071` beyond 150 days). */

export const CHALLAN_WINDOW_DAYS = 149;

/** The first day of GST (1 July 2017): no challan is older. */
export const GST_START = '2017-07-01';

/** The portal's "Invalid Search Limit": the window was too long, not the call wrong. */
export function isWindowRefused(err: unknown): boolean {
  return err instanceof PortalError && err.kind === 'bad_request' && err.message.startsWith('PMT9071');
}

/** What one window's fetch came to: rows read (or reported failed), or refused as too long. */
export type WindowOutcome = 'done' | 'refused';

/**
 * Walks `[from, to]` backwards in windows of `days`, as the portal's history allows. A window the
 * portal refuses as too long is halved and asked again, and the smaller size is kept for the
 * windows after it (the real cap is not published and has moved). When even a one-day window is
 * refused, the range left is given up for the caller to report. Answers the ranges given up.
 */
export async function walkChallanWindows(
  from: string,
  to: string,
  fetchWindow: (start: string, end: string) => Promise<WindowOutcome>,
  days = CHALLAN_WINDOW_DAYS,
): Promise<[string, string][]> {
  const gaveUp: [string, string][] = [];
  let size = days;
  let end = to;
  while (end >= from) {
    const start = addDays(end, -size) < from ? from : addDays(end, -size);
    if ((await fetchWindow(start, end)) === 'refused') {
      if (start < end) {
        size = Math.floor(size / 2);
        continue;
      }
      // Not even one day: the portal refuses something else; the rest is reported, not asked day by day.
      gaveUp.push([from, end]);
      break;
    }
    end = addDays(start, -1);
  }
  return gaveUp;
}

export type PortalChallan = Record<string, unknown> & { cpin: string };

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
