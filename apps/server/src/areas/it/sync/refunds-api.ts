import type { ItPortal, ItSession } from '../connector/it-portal-types';

/** Refund status per assessment year (servicesapi getEntity `refundStatusService`). */

export type PortalRefund = Record<string, unknown> & { refundSeqNo: string | number };

export async function fetchRefunds(portal: ItPortal, session: ItSession): Promise<PortalRefund[]> {
  const answer = (await portal.service(session, {
    endpoint: '/iec/servicesapi/auth/getEntity',
    serviceName: 'refundStatusService',
    body: { entityNum: session.pan },
  })) as { refundList?: PortalRefund[] | null };
  return answer.refundList ?? [];
}
