import type { FastifyReply } from 'fastify';
import { bodyOf, requireSession, sendBadRequest } from '../http';
import type { ItDeps } from '../http';
import { IT_CODES, OK_MESSAGE, errorAnswer } from '../messages';
import type { ItRouteRegistrar } from '../service-table';
import { accountRecords } from './account-records';
import { MINOR_HEAD_DESC } from './money-data';
import { challanPdf } from './record-pdfs';
import type { SandboxChallan } from './record-types';

/**
 * The e-Pay payment history (`/iec/paymentapi/auth/challan/paymenthistory`, form PO-03-PYMNT,
 * paged with `pageNumber` from 0) and a challan's receipt. The receipt's path is the sandbox's
 * own: nothing public shows the portal's.
 */

export const PAYMENT_FORM = 'PO-03-PYMNT';
const MAX_PAGE_SIZE = 100;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `07-Jun-2025 16:48:27`, in India's time, as the payment history writes it. */
function paymentTime(ms: number): string {
  const d = new Date(ms + 330 * 60_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}-${MONTHS[d.getUTCMonth()]}-${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
}

function row(c: SandboxChallan, pan: string, corporate: boolean) {
  const amount = c.tax + c.surcharge + c.cess + c.interest + c.penalty + c.fee;
  return {
    cin: c.cin,
    brnNum: c.brnNum,
    crn: c.crn,
    pan,
    assessmentYear: `${c.ay}-${String((c.ay + 1) % 100).padStart(2, '0')}`,
    actType: 'O',
    majorHead: corporate ? '0020' : '0021',
    minorHead: c.minorHead,
    minorDesc: MINOR_HEAD_DESC[c.minorHead],
    paymentType: 'Income Tax',
    amount,
    taxAmt: c.tax,
    surchargeAmt: c.surcharge,
    cessAmt: c.cess,
    interestAmt: c.interest,
    penaltyAmt: c.penalty,
    feeAmt: c.fee,
    bsrCode: c.bsrCode,
    challanNo: c.challanSerialNo,
    bankName: c.bankName,
    paymentMode: c.paymentMode,
    paymentTime: paymentTime(c.paidAt),
  };
}

function nonNegativeInt(value: unknown, fallback: number): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : fallback;
}

function visibleChallans(deps: ItDeps, pan: string): SandboxChallan[] {
  const now = deps.clock.now();
  return (accountRecords(deps.portal, pan)?.challans ?? []).filter((c) => c.paidAt <= now);
}

function notFound(reply: FastifyReply, desc: string): FastifyReply {
  return reply.code(404).send(errorAnswer(IT_CODES.notFound, desc));
}

export const registerPaymentRoutes: ItRouteRegistrar = (app, deps) => {
  app.post<{ Querystring: Record<string, string> }>(
    '/iec/paymentapi/auth/challan/paymenthistory',
    async (request, reply) => {
      const session = requireSession(deps, request, reply);
      if (!session) return reply;
      const body = bodyOf(request);
      if ((body.header as { formName?: unknown } | undefined)?.formName !== PAYMENT_FORM)
        return sendBadRequest(reply, `Invalid request: header.formName must be ${PAYMENT_FORM}.`);
      const form = (body.formData ?? {}) as Record<string, unknown>;
      const pan = typeof form.pan === 'string' ? form.pan.trim().toUpperCase() : '';
      // Some callers page in the query string, some in formData; both are read.
      const pageNumber = nonNegativeInt(form.pageNumber ?? request.query.pageNum, 0);
      const pageSize = Math.min(
        Math.max(1, nonNegativeInt(form.pageSize ?? request.query.size, 50)),
        MAX_PAGE_SIZE,
      );
      const all = pan !== '' && pan !== session.pan ? [] : visibleChallans(deps, session.pan).reverse();
      const corporate = deps.portal.account(session.pan)!.profile.holderType === 'C';
      const content = all
        .slice(pageNumber * pageSize, (pageNumber + 1) * pageSize)
        .map((c) => row(c, session.pan, corporate));
      const totalPages = Math.ceil(all.length / pageSize);
      return reply.send({
        successFlag: true,
        messages: [OK_MESSAGE],
        errors: [],
        paymentList: {
          content,
          number: pageNumber,
          size: pageSize,
          totalElements: all.length,
          totalPages,
          last: pageNumber >= totalPages - 1,
        },
      });
    },
  );

  app.post('/iec/paymentapi/auth/challan/receipt', async (request, reply) => {
    const session = requireSession(deps, request, reply);
    if (!session) return reply;
    const cin = typeof bodyOf(request).cin === 'string' ? String(bodyOf(request).cin).trim() : '';
    if (cin === '') return sendBadRequest(reply, 'Invalid request: cin is required.');
    const challan = visibleChallans(deps, session.pan).find((c) => c.cin === cin);
    if (!challan) return notFound(reply, 'No challan found for the CIN.');
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${cin}_ChallanReceipt.pdf"`)
      .send(challanPdf(challan, deps.portal.account(session.pan)!.profile));
  });
};
