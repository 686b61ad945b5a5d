import type { ItPortal, ItSession } from '../connector/it-portal-types';

/** The e-Pay payment history (form PO-03-PYMNT, pages from 0, newest first) and challan receipts. */

export type PortalPayment = Record<string, unknown> & { cin: string };
type PaymentPage = { content: PortalPayment[]; last: boolean };

const PAYMENT_PAGE_SIZE = 50;

export async function fetchPaymentPage(
  portal: ItPortal,
  session: ItSession,
  pageNumber: number,
): Promise<PaymentPage> {
  // Not a generic service: the file is the answer, so it goes through the raw download.
  const bytes = await portal.download(session, '/iec/paymentapi/auth/challan/paymenthistory', {
    header: { formName: 'PO-03-PYMNT' },
    formData: {
      actType: 'O',
      pan: session.pan,
      loggedInUserID: session.pan,
      pageNumber,
      pageSize: PAYMENT_PAGE_SIZE,
    },
  });
  const answer = JSON.parse(bytes.toString('utf8')) as {
    paymentList?: { content?: PortalPayment[]; last?: boolean };
  };
  const content = answer.paymentList?.content ?? [];
  return { content, last: answer.paymentList?.last ?? content.length < PAYMENT_PAGE_SIZE };
}

export function downloadChallanReceipt(portal: ItPortal, session: ItSession, cin: string): Promise<Buffer> {
  return portal.download(session, '/iec/paymentapi/auth/challan/receipt', { cin });
}
