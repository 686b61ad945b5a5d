import type { ItPortal, ItSession } from '../connector/it-portal-types';

/** The profile pages of the portal (servicesapi saveEntity). */

const SAVE_ENTITY = '/iec/servicesapi/auth/saveEntity';

export type PortalKeyPerson = Record<string, unknown> & { name?: string; pan?: string };
export type PortalPanDetails = Record<string, unknown> & { keyPersonDetails?: PortalKeyPerson[] };

export async function fetchPanDetails(portal: ItPortal, session: ItSession): Promise<PortalPanDetails> {
  return (await portal.service(session, {
    endpoint: SAVE_ENTITY,
    serviceName: 'myPanDetailsService',
    body: { pan: session.pan },
  })) as PortalPanDetails;
}

export async function fetchUserProfile(
  portal: ItPortal,
  session: ItSession,
): Promise<Record<string, unknown>> {
  return (await portal.service(session, {
    endpoint: SAVE_ENTITY,
    serviceName: 'userProfileService',
    body: { userId: session.pan },
  })) as Record<string, unknown>;
}
