import { portalDate } from '../../../lib/portal/dates';
import { idText, withPortalDates, yearLabel, type PortalRow } from './work-items-fields';

const COMMON_DATES = ['noticeResponseDueDate', 'reqstSubmittedOn', 'actionTakenOn'];

function common(row: PortalRow, dates: readonly string[], instants: readonly string[] = []): PortalRow {
  const data = withPortalDates(row, { dates: [...COMMON_DATES, ...dates], instants });
  data.adjVcReqstId = idText(row.adjVcReqstId);
  data.proceedingReqId = idText(row.proceedingReqId);
  data.headerSeqNo = idText(row.headerSeqNo);
  data.assessmentYear = yearLabel(row.assessmentYear);
  return data;
}

/**
 * An adjournment request. `replyDueDate` is when the reply is due after it: the date granted
 * once the AO grants it, else the notice's own due date (which stands while the request waits,
 * and after a refusal). The proceeding timeline reads it.
 */
export function mapAdjournment(row: PortalRow): PortalRow {
  const data = common(row, ['adjSoughtTillDate', 'adjGrantedTillDate']);
  data.replyDueDate =
    data.reqstStatus === 'GRANTED' && data.adjGrantedTillDate
      ? data.adjGrantedTillDate
      : (data.noticeResponseDueDate ?? null);
  return data;
}

/** `15:00` in India from an instant. */
function istTime(iso: string): string {
  return new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(11, 16);
}

/**
 * A VC request. The hearing is `vcScheduledOn` (an instant, kept as ISO); `hearingDate` is its
 * day in India and `vcTimeSlot` its slot (the start time when the portal gives no slot).
 */
export function mapVcRequest(row: PortalRow): PortalRow {
  const data = common(row, ['prefVcDate'], ['vcScheduledOn']);
  const at = data.vcScheduledOn as string | null;
  data.hearingDate = at ? portalDate(Date.parse(at)) : null;
  data.vcTimeSlot = idText(row.vcTimeSlot) ?? (at ? istTime(at) : null);
  return data;
}
