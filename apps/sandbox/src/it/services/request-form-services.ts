import type { ItAccountProfile } from '../accounts';
import { okAnswer } from '../messages';
import type { ItServiceHandler, ItServiceTable } from '../service-table';
import {
  requestFormStatus,
  requestFormsOf,
  type RequestFormPlan,
  type RequestType,
} from './request-form-data';
import { context, newestFirst, otherPan } from './work-item-common';

export const REQUEST_FORM_FORM = 'FO-045-TRKREQ';

/** The names the portal shows beside each request type's code. */
const REQUEST_TYPE_NAMES: Readonly<Record<RequestType, string>> = {
  RECT154: 'Rectification u/s 154',
  COND1192B: 'Condonation of delay u/s 119(2)(b)',
  RFDREISSUE: 'Refund re-issue',
  ITRVCOND: 'Condonation of delay in ITR-V submission',
};

export function requestFormRow(profile: ItAccountProfile, r: RequestFormPlan, now: number) {
  const status = requestFormStatus(r, now);
  const disposed = status !== 'SUBMITTED' && status !== 'PENDING';
  return {
    ackNum: r.ackNum,
    pan: profile.pan,
    requestTypeCd: r.type,
    requestType: REQUEST_TYPE_NAMES[r.type],
    requestSubType: r.subType,
    assessmentYear: String(r.ay),
    submittedOn: r.submittedOn,
    requestStatus: status,
    lastUpdatedOn: disposed ? r.disposedOn : status === 'PENDING' ? r.takenUpOn : r.submittedOn,
    disposedOn: disposed ? r.disposedOn : null,
    refundAmount: r.refundAmount,
    remarks: disposed ? r.remarks : null,
  };
}

/** `trackRequestFormService {pan?}`: requests submitted so far, newest first. */
const trackRequestFormService: ItServiceHandler = (deps, session, body, reply) => {
  const { profile, now } = context(deps, session);
  const list = otherPan(session, body)
    ? []
    : (requestFormsOf(deps.portal, session.pan) ?? []).filter((r) => r.submittedOn <= now);
  const rows = newestFirst(
    list,
    (r) => r.submittedOn,
    (r) => r.ackNum,
  ).map((r) => requestFormRow(profile, r, now));
  return reply.send(okAnswer({ requestList: rows, totalCount: rows.length }));
};

export const REQUEST_FORM_SERVICES: ItServiceTable = {
  endpoint: '/iec/servicesapi/auth/getEntity',
  formName: REQUEST_FORM_FORM,
  handlers: { trackRequestFormService },
};
