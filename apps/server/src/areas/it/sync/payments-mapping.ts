import { portalYear } from '@taxdesk/domain';
import { amount, portalDate, text } from './records-mapping';
import type { PortalPayment } from './payments-api';

/**
 * The CIN's parts: BSR code (7 digits), deposit date (DDMMYYYY) and challan serial (5 digits).
 * A CIN of another shape keeps its parts empty rather than wrong.
 */
export function cinParts(
  cin: string,
): { bsrCode: string; depositDate: string; challanSerialNo: string } | null {
  const m = /^(\d{7})(\d{2})(\d{2})(\d{4})(\d{5})$/.exec(cin.trim());
  if (!m) return null;
  const [, bsr, dd, mm, yyyy, serial] = m;
  const month = Number(mm);
  const day = Number(dd);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { bsrCode: bsr!, depositDate: `${yyyy}-${mm}-${dd}`, challanSerialNo: serial! };
}

export function mapPayment(p: PortalPayment, pan: string): Record<string, unknown> {
  const cin = String(p.cin).trim();
  const parts = cinParts(cin);
  return {
    cin,
    pan,
    bsrCode: parts?.bsrCode ?? text(p.bsrCode),
    depositDate: parts?.depositDate ?? portalDate(p.paymentTime),
    challanSerialNo: parts?.challanSerialNo ?? text(p.challanNo),
    assessmentYear: portalYear(p.assessmentYear),
    majorHead: text(p.majorHead),
    minorHead: text(p.minorHead),
    minorDesc: text(p.minorDesc),
    amount: amount(p.amount),
    tax: amount(p.taxAmt),
    surcharge: amount(p.surchargeAmt),
    cess: amount(p.cessAmt),
    interest: amount(p.interestAmt),
    penalty: amount(p.penaltyAmt),
    fee: amount(p.feeAmt),
    bankName: text(p.bankName),
    paymentMode: text(p.paymentMode),
    crn: text(p.crn),
    brnNum: text(p.brnNum),
    paymentTime: text(p.paymentTime),
  };
}
