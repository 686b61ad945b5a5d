import { sendBadRequest } from '../http';
import { okAnswer } from '../messages';
import type { ItServiceHandler, ItServiceTable } from '../service-table';
import type { AccountTimeline } from '../timeline';
import { adjVcRequestsOf, adjVcStatus, type AdjVcRequestPlan } from './adjournment-vc-data';
import { newestFirst, otherPan, pageOf, text } from './work-item-common';

/** One row of eProceedingAdjVcReqstService, as the portal would list it at `now`. */
export function adjVcRow(timeline: AccountTimeline, req: AdjVcRequestPlan, now: number) {
  const status = adjVcStatus(req, now);
  const decided = status !== 'PENDING';
  const common = {
    adjVcReqstId: req.adjVcReqstId,
    reqstType: req.reqstType,
    pan: timeline.profile.pan,
    nameOfAssesse: timeline.profile.name.toUpperCase(),
    proceedingReqId: req.proceeding.proceedingReqId,
    proceedingName: req.proceeding.kind.proceedingName,
    assessmentYear: String(req.proceeding.ay),
    headerSeqNo: req.notice.headerSeqNo,
    documentIdentificationNumber: req.notice.din,
    noticeSection: req.notice.step.section,
    noticeResponseDueDate: req.notice.responseDueDate,
    reqstSubmittedOn: req.submittedOn,
    remarks: req.remarks,
    reqstStatus: status,
    actionTakenOn: decided ? req.decidedOn : null,
    aoRemarks: decided ? req.aoRemarks : null,
  };
  if (req.reqstType === 'ADJ') {
    return {
      ...common,
      adjReasonDesc: req.reason,
      adjSoughtTillDate: req.soughtTill,
      adjGrantedTillDate: decided ? req.grantedTill : null,
    };
  }
  const scheduled = decided && req.granted;
  return {
    ...common,
    vcReasonDesc: req.reason,
    prefVcDate: req.prefDate,
    prefVcTimeSlot: req.prefSlot,
    vcScheduledOn: scheduled ? req.scheduledOn : null,
    vcTimeSlot: scheduled ? req.slot : null,
    vcMeetingId: scheduled ? req.meetingId : null,
    vcLink: scheduled
      ? `https://incometaxindia.webex.com/incometaxindia/j.php?MTID=m${req.adjVcReqstId}${req.meetingId!.replace(/\s/g, '')}`
      : null,
  };
}

/**
 * `eProceedingAdjVcReqstService {pan?, reqstType?: "ADJ" | "VC", pageConfig}`: the adjournment
 * and VC requests filed by the signed-in PAN, newest first, paged like the proceedings list.
 */
const eProceedingAdjVcReqstService: ItServiceHandler = (deps, session, body, reply) => {
  const type = text(body.reqstType).toUpperCase();
  if (type !== '' && type !== 'ADJ' && type !== 'VC')
    return sendBadRequest(reply, 'Invalid request: reqstType must be ADJ or VC.');
  const now = deps.clock.now();
  const timeline = deps.portal.timeline(session.pan)!;
  const visible = otherPan(session, body)
    ? []
    : (adjVcRequestsOf(deps.portal, session.pan) ?? []).filter(
        (r) => r.submittedOn <= now && (type === '' || r.reqstType === type),
      );
  const sorted = newestFirst(
    visible,
    (r) => r.submittedOn,
    (r) => r.adjVcReqstId,
  );
  const page = pageOf(sorted, body);
  return reply.send(
    okAnswer({
      adjVcReqstList: page.rows.map((r) => adjVcRow(timeline, r, now)),
      totalCount: page.totalCount,
      pageNo: page.pageNo,
      pageSize: page.pageSize,
    }),
  );
};

/** Adjournment and VC requests sit with the e-proceedings services (form FO-041_PCDNG). */
export const ADJOURNMENT_VC_SERVICES: ItServiceTable = {
  endpoint: '/iec/returnservicesapi/auth/getEntity',
  formName: 'FO-041_PCDNG',
  handlers: { eProceedingAdjVcReqstService },
};
