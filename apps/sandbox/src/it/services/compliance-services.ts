import type { ItAccountProfile } from '../accounts';
import { okAnswer } from '../messages';
import type { ItServiceHandler, ItServiceTable } from '../service-table';
import { complianceOf, complianceStatus, type CompliancePlan } from './compliance-data';
import { context, newestFirst, otherPan } from './work-item-common';

export const COMPLIANCE_FORM = 'FO-062-ECMPLNC';

export function complianceRow(profile: ItAccountProfile, item: CompliancePlan, now: number) {
  const status = complianceStatus(item, now);
  return {
    complianceId: item.complianceId,
    pan: profile.pan,
    cmplncType: item.type,
    infoCode: item.infoCode,
    infoDesc: item.infoDesc,
    financialYear: String(item.fy),
    transactionAmount: item.amount,
    issuedOn: item.issuedOn,
    responseDueDate: item.dueDate,
    responseStatus: status,
    responseSubmittedOn: status === 'PENDING' ? null : item.respondedOn,
    responseDesc: status === 'PENDING' ? null : item.response,
    closedOn: status === 'CLOSED' ? item.closedOn : null,
  };
}

/** `eComplianceService {pan?}`: e-verification and e-campaign items issued so far, newest first. */
const eComplianceService: ItServiceHandler = (deps, session, body, reply) => {
  const { profile, now } = context(deps, session);
  const items = otherPan(session, body)
    ? []
    : (complianceOf(deps.portal, session.pan) ?? []).filter((c) => c.issuedOn <= now);
  const rows = newestFirst(
    items,
    (c) => c.issuedOn,
    (c) => c.complianceId,
  ).map((c) => complianceRow(profile, c, now));
  return reply.send(okAnswer({ complianceList: rows, totalCount: rows.length }));
};

export const COMPLIANCE_SERVICES: ItServiceTable = {
  endpoint: '/iec/servicesapi/auth/getEntity',
  formName: COMPLIANCE_FORM,
  handlers: { eComplianceService },
};
