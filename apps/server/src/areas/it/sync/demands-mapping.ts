import { portalYear } from '@taxdesk/domain';
import { amount, portalDate, text } from './records-mapping';
import type { PortalDemand } from './demands-api';

const DAY_MS = 86_400_000;

/** A demand is payable within 30 days of service of the notice u/s 156. */
export function payableBy(servedOn: string | null, raisedOn: string | null): string | null {
  const from = servedOn ?? raisedOn;
  if (!from) return null;
  return new Date(Date.parse(`${from}T00:00:00Z`) + 30 * DAY_MS).toISOString().slice(0, 10);
}

export function mapDemand(d: PortalDemand, pan: string): Record<string, unknown> {
  const ay = portalYear(d.itrAy);
  const raised = portalDate(d.dateOfDemandraised);
  const served = portalDate(d.dateOfServiceNotice);
  const section = text(d.sectionCode);
  return {
    din: String(d.din),
    transactionId: String(d.transactionId ?? d.customerTrxId ?? ''),
    pan,
    title: [section ? `Demand u/s ${section}` : 'Demand', ay ? `AY ${ay}` : null].filter(Boolean).join(' · '),
    itrAy: ay,
    sectionCode: section,
    dateOfDemandraised: raised,
    dateOfServiceNotice: served,
    payableBy: payableBy(served, raised),
    orignalOutStDemandAmount: amount(d.orignalOutStDemandAmount),
    accruedInterest: amount(d.accruedInterest),
    finalInterest: amount(d.finalInterest),
    interestUs: text(d.interestUs),
    outstandingDemandAmount: amount(d.outstandingDemandAmount),
    demandStatus: 'outstanding',
    paidOn: null,
    currentStatus: text(d.currentStatus),
    rectificationRights: text(d.rectificationRights),
    modeOfService: text(d.modeOfService),
    responseType: text(d.responseType),
    responseReason: text(d.responseReason),
    responseSubmitted: portalDate(d.responseSubmitted),
  };
}
