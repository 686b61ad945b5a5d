import type { ItAccountProfile } from '../accounts';
import { okAnswer } from '../messages';
import type { ItServiceHandler, ItServiceTable } from '../service-table';
import { caAssignmentsOf, caFormStatus, type CaAssignmentPlan, type CaFormPlan } from './ca-data';
import { context, newestFirst, otherPan, text } from './work-item-common';

export const CA_FORM = 'FO-036-MYCA';

function visibleForms(a: CaAssignmentPlan, now: number): CaFormPlan[] {
  return a.forms.filter((f) => f.assignedOn <= now);
}

export function caAssignmentRow(profile: ItAccountProfile, a: CaAssignmentPlan, now: number) {
  const forms = visibleForms(a, now);
  const inactive = a.deactivatedOn !== null && a.deactivatedOn <= now;
  return {
    assesseCaId: a.assesseCaId,
    pan: profile.pan,
    caMembershipNum: a.ca.membershipNum,
    caName: a.ca.name,
    caFirmName: a.ca.firmName,
    caFirmRegNum: a.ca.firmRegNum,
    caEmailId: a.ca.email,
    caMobileNo: a.ca.mobile,
    formsAssigned: [...new Set(forms.map((f) => f.formTypeCd))].map((formTypeCd) => ({
      formTypeCd,
      formName: `Form ${formTypeCd}`,
    })),
    assignedOn: a.assignedOn,
    deactivatedOn: inactive ? a.deactivatedOn : null,
    caStatus: inactive ? 'INACTIVE' : 'ACTIVE',
  };
}

export function caFormRow(profile: ItAccountProfile, a: CaAssignmentPlan, f: CaFormPlan, now: number) {
  const status = caFormStatus(f, now);
  return {
    transactionNo: f.transactionNo,
    pan: profile.pan,
    assesseCaId: a.assesseCaId,
    caMembershipNum: a.ca.membershipNum,
    caName: a.ca.name,
    formTypeCd: f.formTypeCd,
    formDesc: f.formDesc,
    assessmentYear: String(f.ay),
    assignedOn: f.assignedOn,
    formDueDate: f.dueDate,
    formStatus: status,
    uploadedOn: status === 'PENDING' ? null : f.uploadedOn,
    actionTakenOn: status === 'ACCEPTED' || status === 'REJECTED' ? f.decidedOn : null,
    rejectionReason: status === 'REJECTED' ? f.rejectionReason : null,
    ackNum: status === 'ACCEPTED' ? f.ackNum : null,
  };
}

/** `myCaDetailsService {pan?}`: every CA assigned to the PAN, active and inactive. */
const myCaDetailsService: ItServiceHandler = (deps, session, body, reply) => {
  const { profile, now } = context(deps, session);
  const list = otherPan(session, body)
    ? []
    : (caAssignmentsOf(deps.portal, session.pan) ?? []).filter((a) => a.assignedOn <= now);
  const rows = newestFirst(
    list,
    (a) => a.assignedOn,
    (a) => a.assesseCaId,
  ).map((a) => caAssignmentRow(profile, a, now));
  return reply.send(okAnswer({ caList: rows, totalCount: rows.length }));
};

/** `caAssignedFormsService {pan?, assesseCaId?}`: forms assigned to the PAN's CAs for upload. */
const caAssignedFormsService: ItServiceHandler = (deps, session, body, reply) => {
  const { profile, now } = context(deps, session);
  const only = text(body.assesseCaId);
  const assignments = otherPan(session, body)
    ? []
    : (caAssignmentsOf(deps.portal, session.pan) ?? []).filter((a) => only === '' || a.assesseCaId === only);
  const rows = assignments.flatMap((a) => visibleForms(a, now).map((f) => ({ a, f })));
  const sorted = newestFirst(
    rows,
    ({ f }) => f.assignedOn,
    ({ f }) => f.transactionNo,
  ).map(({ a, f }) => caFormRow(profile, a, f, now));
  return reply.send(okAnswer({ formList: sorted, totalCount: sorted.length }));
};

export const CA_SERVICES: ItServiceTable = {
  endpoint: '/iec/servicesapi/auth/getEntity',
  formName: CA_FORM,
  handlers: { myCaDetailsService, caAssignedFormsService },
};
