import type { EfilingPortal, EfilingSession } from '../../../../lib/portal/efiling-types';
import type { PortalRow } from './rp-api';

/** A chartered accountant's own services of the e-filing portal: profile, worklist, filed forms, UDINs. */

const GET = '/iec/servicesapi/auth/getEntity';
const PAGE_SIZE = 100;
const MAX_PAGES = 200;

async function allPages(
  portal: EfilingPortal,
  session: EfilingSession,
  serviceName: string,
  field: string,
): Promise<PortalRow[]> {
  const out: PortalRow[] = [];
  for (let pageNo = 1; pageNo <= MAX_PAGES; pageNo++) {
    const answer = (await portal.service(session, {
      endpoint: GET,
      serviceName,
      body: { pageConfig: { pageNo, pageSize: PAGE_SIZE } },
    })) as Record<string, unknown>;
    const page = Array.isArray(answer[field]) ? (answer[field] as PortalRow[]) : [];
    out.push(...page);
    const total = Number(answer.totalCount);
    if (page.length < PAGE_SIZE || (Number.isFinite(total) && out.length >= total)) break;
  }
  return out;
}

export async function fetchArcaProfile(portal: EfilingPortal, session: EfilingSession): Promise<PortalRow> {
  return (await portal.service(session, { endpoint: GET, serviceName: 'arcaProfileService' })) as PortalRow;
}

export const fetchWorklist = (portal: EfilingPortal, session: EfilingSession) =>
  allPages(portal, session, 'arcaWorklistService', 'worklist');

export const fetchFiledForms = (portal: EfilingPortal, session: EfilingSession) =>
  allPages(portal, session, 'arcaFiledFormsService', 'forms');

export const fetchUdins = (portal: EfilingPortal, session: EfilingSession) =>
  allPages(portal, session, 'arcaUdinListService', 'udinList');
