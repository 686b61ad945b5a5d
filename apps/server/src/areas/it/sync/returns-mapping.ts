import { portalYear } from '@taxdesk/domain';
import { amount, portalDate, text } from './records-mapping';
import type { PortalReturn } from './returns-api';

/** ReturnFileSec codes of the ITR schema, as `incmTaxSecCd` carries them. */
const SECTION_OF_CODE: Record<string, string> = {
  '11': '139(1)',
  '12': '139(4)',
  '13': '139(5)',
  '14': '142(1)',
  '15': '148',
  '16': '153A',
  '17': '139(9)',
  '18': '92CD',
  '19': '119(2)(b)',
  '20': '153C',
  '21': '139(8A)',
};

export function returnSection(code: unknown): string | null {
  const s = text(code);
  return s === null ? null : (SECTION_OF_CODE[s] ?? s);
}

/** A return as TaxDesk keeps it: the portal's names, dates as YYYY-MM-DD, years as 2024-25. */
export function mapReturn(r: PortalReturn, pan: string): Record<string, unknown> {
  const activities = (r.itrPanDetlList ?? []).map((a) => ({
    statusDesc: text(a.statusDesc),
    activityTxt: text(a.activityTxt),
    on: portalDate(a.statusDt),
  }));
  const latest = activities[0];
  const ay = portalYear(r.assmentYear);
  const form = text(r.formTypeCd);
  return {
    ackNum: String(r.ackNum),
    pan,
    title: [form, ay ? `AY ${ay}` : null].filter(Boolean).join(' · '),
    assmentYear: ay,
    formTypeCd: form,
    incmTaxSecCd: returnSection(r.incmTaxSecCd),
    filingTypeCd: text(r.filingTypeCd),
    ackDt: portalDate(r.ackDt),
    efileStatus: text(r.efileStatus),
    verificationDt: portalDate(r.verDt),
    verificationMode: text(r.verMode),
    processedDt: portalDate(r.processDt),
    totalIncome: amount(r.totIncome),
    taxPayable: amount(r.taxPayable),
    taxesPaid: amount(r.taxPaid),
    tdsClaimed: amount(r.tdsClaimed),
    refundAmt: amount(r.refundAmt),
    demandAmt: amount(r.demandAmt),
    intimationRefNo: text(r.intimationDin),
    latestActivity: latest
      ? [latest.on, latest.statusDesc, latest.activityTxt].filter(Boolean).join(' · ')
      : null,
    activityCount: activities.length,
    // The whole CPC timeline, newest first, one line each: the detail shows it as it is.
    activityLog:
      activities.map((a) => [a.on, a.statusDesc, a.activityTxt].filter(Boolean).join(' · ')).join('\n') ||
      null,
    activities,
  };
}
