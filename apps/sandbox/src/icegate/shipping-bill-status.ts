import { DAY_MS } from '../it/dates';
import type { ShippingBill } from './shipping-bills';

const pad = (n: number) => String(n).padStart(2, '0');

/** dd/mm/yyyy, the enquiry's date style in its detail sections. */
export function slashDate(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/** yyyymmdd, the 2.0 enquiry's date style in requests. */
export function compactDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
}

const NA = 'N.A.';
const dayOf = (bill: ShippingBill, after: number) => bill.sbDate + after * DAY_MS;

/**
 * A bill's enquiry answer at `now`, in the ICEGATE 2.0 enquiry's sections and field names
 * (`sbDetailsModel`, `currentStatusModel`, `egmStatusModel`); empty values are "N.A." as the
 * portal writes them. `withIgst` adds the logged-in IGST refund section (ours: not public).
 */
export function billAnswer(bill: ShippingBill, iec: string, now: number, withIgst: boolean) {
  const reached = (after: number) => dayOf(bill, after) <= now;
  const leo = reached(bill.leoAfter);
  const egm = reached(bill.egmAfter);
  const dbkScrolled = bill.drawback > 0 && reached(bill.dbkScrollAfter);
  const answer: Record<string, unknown> = {
    sbDetailsModel: {
      iec,
      chaNo: bill.chaNo,
      jobNo: bill.jobNo,
      jobDate: slashDate(bill.sbDate),
      portOfDischarge: bill.portOfDischarge,
      totalPackage: String(bill.totalPackage),
      grossWeight: String(bill.grossWeight),
      fob: bill.fob.toFixed(2),
      totalCess: '0.00',
      drawback: bill.drawback.toFixed(2),
      str: '0.00',
      total: bill.drawback.toFixed(2),
    },
    currentStatusModel: {
      sbLoc: bill.location,
      currQueue: leo ? NA : bill.leoAfter > 10 ? 'EXAMINER' : 'APPRAISER',
      currStatus: egm ? 'EGM FILED' : leo ? 'LEO GRANTED' : 'UNDER ASSESSMENT',
      leoDate: leo ? slashDate(dayOf(bill, bill.leoAfter)) : NA,
      epCopy: leo ? 'Y' : 'N',
      custScrollNo: dbkScrolled ? `${bill.location.slice(2, 5)}${bill.sbNo.slice(-5)}` : NA,
      scrollDate: dbkScrolled ? slashDate(dayOf(bill, bill.dbkScrollAfter)) : NA,
      egmFiled: egm ? 'Y' : 'N',
    },
    egmStatusModel: egm
      ? {
          egmNo: String(1_000_000 + (Number(bill.sbNo) % 8_999_999)),
          egmDate: slashDate(dayOf(bill, bill.egmAfter)),
          containerNo: `MSKU${bill.sbNo}`,
          sealNo: `SL${bill.jobNo}`,
          errorMsg: NA,
        }
      : [],
  };
  if (withIgst) answer.igstRefundModel = igstRefund(bill, now);
  return answer;
}

function igstRefund(bill: ShippingBill, now: number) {
  if (bill.igst === 0) return { igstAmount: '0.00', validationCode: NA, validationMsg: 'IGST not paid' };
  const validated = dayOf(bill, bill.egmAfter + 1) <= now;
  const ok = bill.igstCode === 'SB000';
  const scrolled = validated && ok && dayOf(bill, bill.igstScrollAfter) <= now;
  return {
    igstAmount: bill.igst.toFixed(2),
    validationCode: validated ? bill.igstCode : NA,
    validationMsg: validated ? bill.igstMessage : 'EGM not yet filed',
    scrollNo: scrolled ? `${bill.location.slice(2, 5)}IG${bill.sbNo.slice(-6)}` : NA,
    scrollDate: scrolled ? slashDate(dayOf(bill, bill.igstScrollAfter)) : NA,
    scrollAmount: scrolled ? bill.igst.toFixed(2) : NA,
    scrollStatusPfms: scrolled ? 'SUCCESS' : NA,
  };
}
