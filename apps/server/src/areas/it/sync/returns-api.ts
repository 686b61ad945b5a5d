import type { ItPortal, ItSession } from '../connector/it-portal-types';

/** Filed returns (form FO-006-ITRST) and their documents. */

export type PortalReturn = Record<string, unknown> & {
  ackNum: string | number;
  assmentYear?: string | number;
  itrPanDetlList?: { statusDesc?: string; activityTxt?: string; statusDt?: unknown }[];
};

/** Every assessment year in one call; the portal answers a bare array. */
export async function fetchReturns(portal: ItPortal, session: ItSession): Promise<PortalReturn[]> {
  const answer = await portal.service(session, {
    endpoint: '/iec/servicesapi/auth/getEntity',
    serviceName: 'itrStatusService',
    formName: 'FO-006-ITRST',
    body: { entityNum: session.pan },
  });
  if (Array.isArray(answer)) return answer as PortalReturn[];
  // Tolerate the list wrapped in an object, as other services of the portal answer.
  const wrapped = (answer as { itrStatusList?: unknown }).itrStatusList;
  return Array.isArray(wrapped) ? (wrapped as PortalReturn[]) : [];
}

export function downloadReturnJson(portal: ItPortal, session: ItSession, ackNum: string): Promise<Buffer> {
  return portal.download(session, '/iec/itrweb/auth/v0.1/returns/downloadfile', {
    ackNum,
    loggedInUserId: session.pan,
  });
}

export function downloadItrv(
  portal: ItPortal,
  session: ItSession,
  ackNum: string,
  ay: string,
): Promise<Buffer> {
  return portal.download(session, '/iec/itrweb/auth/v0.1/returns/pdf', { ackNum, ay });
}

export function downloadIntimation(
  portal: ItPortal,
  session: ItSession,
  ackNum: string,
  ay: string,
): Promise<Buffer> {
  return portal.download(session, '/iec/document/intimation', { refno: ackNum, year: ay });
}
