import type { GstClient, GstSession } from './gst-client';

/** "View Notices and Orders": the list, a notice's PDF, and a GSTR-3A's summary. */

export type PortalNotice = Record<string, unknown> & { noticeOrderId: string };

export async function fetchNotices(
  portal: GstClient,
  session: GstSession,
  gstin: string,
): Promise<PortalNotice[]> {
  const answer = await portal.json<PortalNotice[] | Record<string, PortalNotice>>(
    session,
    'services',
    '/services/auth/api/get/notices',
    {
      body: { onLoad: true, gstin },
    },
  );
  if (!answer) return [];
  // Sometimes an object with numeric keys instead of an array.
  const rows = Array.isArray(answer) ? answer : Object.values(answer);
  return rows.filter((r) => r && typeof r.noticeOrderId === 'string');
}

export function fetchNoticePdf(
  portal: GstClient,
  session: GstSession,
  docId: string,
  applnId: string,
): Promise<Buffer> {
  return portal.file(
    session,
    'services',
    `/document/${encodeURIComponent(docId)}/${encodeURIComponent(applnId)}`,
  );
}

export async function fetchGstr3aSummary(
  portal: GstClient,
  session: GstSession,
  notice: PortalNotice,
): Promise<Record<string, unknown> | null> {
  const answer = await portal.json<{ data?: Record<string, unknown> }>(
    session,
    'return',
    '/returns/auth/api/gstr3a/summary',
    {
      query: { defaulter_id: String(notice.appDefId ?? ''), order_id: notice.noticeOrderId },
    },
  );
  return answer?.data ?? null;
}
