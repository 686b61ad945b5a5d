import type { FastifyReply } from 'fastify';
import type { ItAccountProfile } from '../accounts';
import { sendBadRequest } from '../http';
import { IT_CODES, errorAnswer, okAnswer } from '../messages';
import type { ItServiceHandler, ItServiceTable } from '../service-table';
import { grievancesOf, stepsReached, type GrievancePlan, type GrievanceStep } from './grievance-data';
import { context, newestFirst, otherPan, text } from './work-item-common';

export const GRIEVANCE_FORM = 'FO-051-GRVNC';

/** The list row: the latest step reached decides status, office and dates. */
export function grievanceRow(profile: ItAccountProfile, g: GrievancePlan, steps: GrievanceStep[]) {
  const last = steps[steps.length - 1]!;
  const resolved = [...steps].reverse().find((s) => s.status === 'RESOLVED');
  const settled = last.status === 'RESOLVED' || last.status === 'CLOSED';
  return {
    ticketId: g.ticketId,
    pan: profile.pan,
    grievanceCategory: g.category,
    grievanceSubCategory: g.subCategory,
    assessmentYear: g.ay === null ? null : String(g.ay),
    grievanceDesc: g.desc,
    raisedOn: steps[0]!.at,
    grievanceStatus: last.status,
    pendingWith: settled ? null : last.pendingWith,
    lastUpdatedOn: last.at,
    resolvedOn: settled && resolved ? resolved.at : null,
    resolutionRemarks: settled && resolved ? resolved.remarks : null,
  };
}

function historyRow(s: GrievanceStep) {
  return {
    statusDate: s.at,
    grievanceStatus: s.status,
    statusDesc: s.desc,
    pendingWith: s.pendingWith,
    remarks: s.remarks,
  };
}

function visible(deps: Parameters<ItServiceHandler>[0], pan: string, now: number) {
  return (grievancesOf(deps.portal, pan) ?? [])
    .map((g) => ({ g, steps: stepsReached(g, now) }))
    .filter((x) => x.steps.length > 0);
}

/** `grievanceListService {pan?}`: every grievance raised so far, newest first. */
const grievanceListService: ItServiceHandler = (deps, session, body, reply) => {
  const { profile, now } = context(deps, session);
  const list = otherPan(session, body) ? [] : visible(deps, session.pan, now);
  const rows = newestFirst(
    list,
    (x) => x.steps[0]!.at,
    (x) => x.g.ticketId,
  ).map((x) => grievanceRow(profile, x.g, x.steps));
  return reply.send(okAnswer({ grievanceList: rows, totalCount: rows.length }));
};

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).send(errorAnswer(IT_CODES.notFound, 'No grievance found for the given ticket.'));
}

/** `grievanceDetailsService {ticketId}`: the row plus `statusHistory`, oldest first. */
const grievanceDetailsService: ItServiceHandler = (deps, session, body, reply) => {
  const ticketId = text(body.ticketId);
  if (ticketId === '') return sendBadRequest(reply, 'Invalid request: ticketId is required.');
  const { profile, now } = context(deps, session);
  const found = visible(deps, session.pan, now).find((x) => x.g.ticketId === ticketId);
  if (!found) return notFound(reply);
  return reply.send(
    okAnswer({ ...grievanceRow(profile, found.g, found.steps), statusHistory: found.steps.map(historyRow) }),
  );
};

export const GRIEVANCE_SERVICES: ItServiceTable = {
  endpoint: '/iec/servicesapi/auth/getEntity',
  formName: GRIEVANCE_FORM,
  handlers: { grievanceListService, grievanceDetailsService },
};
