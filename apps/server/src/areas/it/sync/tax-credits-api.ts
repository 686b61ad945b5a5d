import type { ItPortal, ItSession } from '../connector/it-portal-types';

/** The annual tax statement (Form 26AS): Part A TDS by deductor, Part C tax paid by challan. */

type PortalTdsTransaction = Record<string, unknown> & {
  sectionCd?: unknown;
  transactionDt?: unknown;
  bookingStatus?: unknown;
  bookingDt?: unknown;
  amtPaidCredited?: unknown;
  taxDeducted?: unknown;
  tdsDeposited?: unknown;
  remarks?: unknown;
};
type PortalDeductor = Record<string, unknown> & {
  deductorName?: unknown;
  deductorTan?: unknown;
  transactions?: PortalTdsTransaction[];
};
type PortalTaxPaid = Record<string, unknown> & {
  minorHead?: unknown;
  minorHeadDesc?: unknown;
  totalTax?: unknown;
  bsrCode?: unknown;
  depositDt?: unknown;
  challanSerialNo?: unknown;
};
export type PortalTaxStatement = {
  assessmentYear?: unknown;
  tdsDetails?: PortalDeductor[];
  taxPaidDetails?: PortalTaxPaid[];
};

/** Every assessment year the statement has, in one call. */
export async function fetchTaxStatements(
  portal: ItPortal,
  session: ItSession,
): Promise<PortalTaxStatement[]> {
  const answer = await portal.service(session, {
    endpoint: '/iec/servicesapi/auth/getEntity',
    serviceName: 'form26ASService',
    formName: 'FO-026-TXCR',
    body: { entityNum: session.pan },
  });
  const list = (answer as { taxCreditList?: unknown } | null)?.taxCreditList;
  return Array.isArray(list) ? (list as PortalTaxStatement[]) : [];
}
