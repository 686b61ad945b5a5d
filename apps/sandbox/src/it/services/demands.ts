import { DAY_MS } from '../dates';
import { okAnswer } from '../messages';
import type { ItServiceHandler, ItServiceTable } from '../service-table';
import { accountRecords } from './account-records';
import type { SandboxDemand } from './record-types';

/**
 * outstandingDemand: the demands raised and not yet paid at the sandbox clock. A paid demand is
 * simply no longer listed, as on the portal.
 */

const MONTH_MS = 30 * DAY_MS;

/** Interest u/s 220(2): 1 % a month from 30 days after service. */
function interestOf(d: SandboxDemand, now: number): number {
  const months = Math.max(0, Math.ceil((now - d.servedOn - MONTH_MS) / MONTH_MS));
  return Math.round(d.amount * 0.01 * months);
}

function demandRow(d: SandboxDemand, pan: string, now: number) {
  const interest = interestOf(d, now);
  const responded = d.response !== null && d.response.on <= now ? d.response : null;
  return {
    itrAy: String(d.ay),
    din: d.din,
    transactionId: Number(d.transactionId),
    customerTrxId: Number(d.transactionId),
    pan,
    sectionCode: d.sectionCode,
    modeOfService: d.modeOfService,
    rectificationRights: d.rectificationRights,
    dateOfDemandraised: d.raisedOn,
    dateOfServiceNotice: d.servedOn,
    intrestStartDate: d.servedOn + MONTH_MS,
    orignalOutStDemandAmount: d.amount,
    outstandingDemandAmountWOInterest: d.amount,
    accruedInterest: interest,
    finalInterest: interest,
    interestUs: '220(2)',
    outstandingDemandAmount: d.amount + interest,
    currentStatus: responded ? 'Response submitted' : 'Pending Payment',
    currentStatusDate: responded ? responded.on : null,
    responseType: responded?.type ?? null,
    responseReason: responded?.reason ?? null,
    responseSubmitted: responded?.on ?? null,
  };
}

const outstandingDemand: ItServiceHandler = (deps, session, body, reply) => {
  const pan = typeof body.pan === 'string' ? body.pan.trim().toUpperCase() : '';
  const now = deps.clock.now();
  const demands =
    pan !== '' && pan !== session.pan
      ? []
      : (accountRecords(deps.portal, session.pan)?.demands ?? []).filter(
          (d) => d.raisedOn <= now && (d.paidOn === null || d.paidOn > now),
        );
  return reply.send(
    okAnswer({
      demandList: demands.sort((a, b) => b.raisedOn - a.raisedOn).map((d) => demandRow(d, session.pan, now)),
    }),
  );
};

export const DEMAND_SERVICES: ItServiceTable = {
  endpoint: '/iec/servicesapi/auth/getEntity',
  handlers: { outstandingDemand },
};
