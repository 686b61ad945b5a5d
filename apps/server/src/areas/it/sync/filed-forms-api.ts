import type { ItPortal, ItSession } from '../connector/it-portal-types';

/** Filed forms (servicesapi saveEntity `viewFiledForms`), every page. */

export type PortalFiledForm = Record<string, unknown> & { ackNum: string | number };

const PAGE_SIZE = 100;
const MAX_PAGES = 50;

export async function fetchFiledForms(portal: ItPortal, session: ItSession): Promise<PortalFiledForm[]> {
  const out: PortalFiledForm[] = [];
  for (let currentPage = 1; currentPage <= MAX_PAGES; currentPage++) {
    const answer = (await portal.service(session, {
      endpoint: '/iec/servicesapi/auth/saveEntity',
      serviceName: 'viewFiledForms',
      body: { entityNum: session.pan, formTypeCd: '', currentPage, pageSize: PAGE_SIZE },
    })) as { forms?: PortalFiledForm[]; totalCount?: number };
    const forms = answer.forms ?? [];
    out.push(...forms);
    const total = Number(answer.totalCount ?? NaN);
    if (forms.length < PAGE_SIZE || (Number.isFinite(total) && out.length >= total)) break;
  }
  return out;
}
