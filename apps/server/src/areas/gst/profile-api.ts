import type { GstClient, GstSession } from './gst-client';

/** `POST /services/auth/profile/detail` for one GSTIN of the login: registration details (and bank accounts). */
export type PortalProfile = Record<string, unknown> & {
  gstin?: string;
  lgnm?: string;
  tradeNam?: string;
  bankAccounts?: Record<string, unknown>[];
};

export async function fetchProfile(
  portal: GstClient,
  session: GstSession,
  gstin: string,
): Promise<PortalProfile | null> {
  const answer = await portal.json<{ data?: PortalProfile }>(
    session,
    'services',
    '/services/auth/profile/detail',
    { body: { gstin } },
  );
  return answer?.data ?? null;
}
