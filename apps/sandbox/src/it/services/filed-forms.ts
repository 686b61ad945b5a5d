import type { ItServiceHandler, ItServiceTable } from '../service-table';
import { okAnswer } from '../messages';
import { accountRecords } from './account-records';
import { formStatus } from './forms-data';

/** viewFiledForms: the forms filed for the PAN, newest first, paged (`currentPage` from 1). */

const MAX_PAGE_SIZE = 100;

function positiveInt(value: unknown, fallback: number): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : fallback;
}

const viewFiledForms: ItServiceHandler = (deps, session, body, reply) => {
  const entity = typeof body.entityNum === 'string' ? body.entityNum.trim().toUpperCase() : '';
  const formType = typeof body.formTypeCd === 'string' ? body.formTypeCd.trim() : '';
  const currentPage = positiveInt(body.currentPage, 1);
  const pageSize = Math.min(positiveInt(body.pageSize, 10), MAX_PAGE_SIZE);
  const now = deps.clock.now();
  const all =
    entity !== '' && entity !== session.pan
      ? []
      : (accountRecords(deps.portal, session.pan)?.forms ?? [])
          .filter((f) => f.filedOn <= now && (formType === '' || f.formTypeCd === formType))
          .sort((a, b) => b.filedOn - a.filedOn || (a.ackNum < b.ackNum ? -1 : 1));
  const name = deps.portal.account(session.pan)!.profile.name.toUpperCase();
  const forms = all.slice((currentPage - 1) * pageSize, currentPage * pageSize).map((f) => ({
    refYear: String(f.refYear),
    ackNum: f.ackNum,
    ackDt: f.filedOn,
    filingTypeCd: f.filingTypeCd,
    formStatus: formStatus(f, now),
    formTypeCd: f.formTypeCd,
    formDesc: f.formName,
    filedDt: f.filedOn,
    entityName: f.entityName,
    assesseeName: name,
    financialQrtr: f.financialQrtr,
    udin: f.udin,
    ...(f.tempAckNo ? { tempAckNo: f.tempAckNo, entityNum: session.pan } : {}),
  }));
  return reply.send(okAnswer({ forms, totalCount: all.length, currentPage, pageSize }));
};

export const FILED_FORM_SERVICES: ItServiceTable = {
  endpoint: '/iec/servicesapi/auth/saveEntity',
  handlers: { viewFiledForms },
};
