import type { ItPortal, ItSession } from '../connector/it-portal-types';

/** Outstanding demands (servicesapi getEntity `outstandingDemand`). */

export type PortalDemand = Record<string, unknown> & { din: string; transactionId?: string | number };

export async function fetchOutstandingDemands(portal: ItPortal, session: ItSession): Promise<PortalDemand[]> {
  const answer = (await portal.service(session, {
    endpoint: '/iec/servicesapi/auth/getEntity',
    serviceName: 'outstandingDemand',
    body: { pan: session.pan },
  })) as { demandList?: PortalDemand[] | null };
  return answer.demandList ?? [];
}
