import type { ItDeps } from '../http';
import { sendBadRequest } from '../http';
import { okAnswer } from '../messages';
import type { ItServiceHandler, ItServiceTable } from '../service-table';
import { accountRecords } from './account-records';
import type { SandboxChallan } from './record-types';
import type { SandboxTdsEntry } from './tax-credit-data';

/**
 * The annual tax statement (Form 26AS) per assessment year: Part A, TDS by deductor with each
 * transaction and its booking status; Part C, tax paid by challan (advance, self-assessment,
 * regular assessment). Nothing public shows the portal's JSON for it: the service name and the
 * field names are the sandbox's own, taken from the columns of the 26AS text file.
 */

export const TAX_CREDIT_FORM = 'FO-026-TXCR';

function text(value: unknown): string {
  return typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
}

const MINOR_HEADS: Record<SandboxChallan['minorHead'], string> = {
  '100': 'Advance Tax',
  '200': 'TDS/TCS Payable by Taxpayer',
  '300': 'Self Assessment Tax',
  '400': 'Tax on Regular Assessment',
};

function partA(tds: readonly SandboxTdsEntry[]) {
  const byTan = new Map<string, SandboxTdsEntry[]>();
  for (const e of tds) byTan.set(e.tan, [...(byTan.get(e.tan) ?? []), e]);
  return [...byTan.values()].map((list, i) => ({
    srNo: i + 1,
    deductorName: list[0]!.deductorName,
    deductorTan: list[0]!.tan,
    totalAmtPaidCredited: list.reduce((a, e) => a + e.amountPaid, 0),
    totalTaxDeducted: list.reduce((a, e) => a + e.taxDeducted, 0),
    totalTdsDeposited: list.reduce((a, e) => a + e.tdsDeposited, 0),
    transactions: list.map((e, j) => ({
      srNo: j + 1,
      sectionCd: e.section,
      transactionDt: e.transactionOn,
      bookingStatus: e.bookingStatus,
      bookingDt: e.bookedOn,
      remarks: '',
      amtPaidCredited: e.amountPaid,
      taxDeducted: e.taxDeducted,
      tdsDeposited: e.tdsDeposited,
    })),
  }));
}

function partC(challans: readonly SandboxChallan[], corporate: boolean) {
  return challans.map((c, i) => ({
    srNo: i + 1,
    majorHead: corporate ? '0020' : '0021',
    minorHead: c.minorHead,
    minorHeadDesc: MINOR_HEADS[c.minorHead],
    tax: c.tax,
    surcharge: c.surcharge,
    eduCess: c.cess,
    others: c.interest + c.penalty + c.fee,
    totalTax: c.tax + c.surcharge + c.cess + c.interest + c.penalty + c.fee,
    bsrCode: c.bsrCode,
    depositDt: c.paidAt,
    challanSerialNo: c.challanSerialNo,
    remarks: '',
  }));
}

/** The statements visible at the sandbox clock, newest year first; empty years left out. */
export function taxStatements(deps: ItDeps, pan: string, ay: number | null) {
  const records = accountRecords(deps.portal, pan);
  if (!records) return [];
  const now = deps.clock.now();
  const corporate = deps.portal.account(pan)!.profile.holderType === 'C';
  const years = new Set<number>([
    ...records.taxCredits.years.map((y) => y.ay),
    ...records.challans.map((c) => c.ay),
  ]);
  return [...years]
    .filter((y) => ay === null || y === ay)
    .sort((a, b) => b - a)
    .map((y) => {
      const tds = (records.taxCredits.years.find((t) => t.ay === y)?.tds ?? []).filter(
        (e) => e.bookedOn <= now,
      );
      const challans = records.challans.filter((c) => c.ay === y && c.paidAt <= now);
      return {
        assessmentYear: String(y),
        financialYear: String(y - 1),
        tdsDetails: partA(tds),
        taxPaidDetails: partC(challans, corporate),
      };
    })
    .filter((s) => s.tdsDetails.length > 0 || s.taxPaidDetails.length > 0);
}

const form26ASService: ItServiceHandler = (deps, session, body, reply) => {
  const entity = text(body.entityNum).toUpperCase();
  const ayText = text(body.assessmentYear);
  const m = /^(\d{4})(?:-\d{2})?$/.exec(ayText);
  if (ayText !== '' && !m) return sendBadRequest(reply, 'Invalid request: assessmentYear looks like 2025.');
  const statements =
    entity !== '' && entity !== session.pan ? [] : taxStatements(deps, session.pan, m ? Number(m[1]) : null);
  return reply.send(okAnswer({ pan: session.pan, taxCreditList: statements }));
};

export const TAX_CREDIT_SERVICES: ItServiceTable = {
  endpoint: '/iec/servicesapi/auth/getEntity',
  formName: TAX_CREDIT_FORM,
  handlers: { form26ASService },
};
