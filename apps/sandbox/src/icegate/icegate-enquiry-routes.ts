import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DAY_MS } from '../it/dates';
import { readCookie } from '../it/http';
import {
  bodyOf,
  failureAnswer,
  parseCompactDate,
  parseDashDate,
  passFaults,
  SESSION_COOKIE,
  text,
  type IcegateDeps,
} from './icegate-http';
import type { SandboxIcegateAccount } from './icegate-accounts';
import { billAnswer, compactDate } from './shipping-bill-status';
import { shippingBillsOf, type ShippingBill } from './shipping-bills';

/** The logged-in enquiries take short windows: bots query a month at most (notes §9.3). */
const MAX_WINDOW_DAYS = 31;

/**
 * Enquiries: the logged-in shipping bill list and detail (with the IGST refund, ours), and the
 * ICEGATE 2.0 public shipping-bill enquiry (`SBTrack_Ices_action_Public`, notes §9.2).
 */
export async function icegateEnquiryRoutes(app: FastifyInstance, deps: IcegateDeps): Promise<void> {
  const { icegate, clock } = deps;

  async function signedIn(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<SandboxIcegateAccount | null> {
    const token = readCookie(request, SESSION_COOKIE);
    const account = icegate.use(token, clock.now());
    if (!account) {
      reply.code(401).send(failureAnswer('ERR_AUTH_SESSION', 'auth error..!!!'));
      return null;
    }
    return (await passFaults(deps, request, reply, token!, account)) ? account : null;
  }

  function findBill(bills: ShippingBill[], body: Record<string, unknown>): ShippingBill | undefined {
    const sbDate = parseCompactDate(text(body.sbDate));
    return bills.find(
      (b) =>
        b.location === text(body.location).toUpperCase() && b.sbNo === text(body.sbNo) && b.sbDate === sbDate,
    );
  }

  app.post('/icegate/api/enquiry/shippingBills', async (request, reply) => {
    const account = await signedIn(request, reply);
    if (!account) return reply;
    const body = bodyOf(request);
    if (!text(body.startDate) || !text(body.endDate)) {
      return reply.code(400).send(failureAnswer('ERR_EMPTY', 'startDate and endDate must not be empty'));
    }
    const from = parseDashDate(text(body.startDate));
    const to = parseDashDate(text(body.endDate));
    if (from === null || to === null || to < from) {
      return reply.code(400).send(failureAnswer('ERR_DATE', 'Dates must be dd-mm-yyyy, start before end'));
    }
    if ((to - from) / DAY_MS > MAX_WINDOW_DAYS) {
      return reply
        .code(400)
        .send(failureAnswer('ERR_RANGE', `Date range must not exceed ${MAX_WINDOW_DAYS} days`));
    }
    const sbList = shippingBillsOf(icegate.seed, account.userName, clock.now())
      .filter((b) => b.sbDate >= from && b.sbDate <= to)
      .map((b) => ({
        sbNo: b.sbNo,
        sbDate: compactDate(b.sbDate),
        location: b.location,
        portName: b.portName,
      }));
    return { status: 'SUCCESS', iec: account.iec, sbList };
  });

  app.post('/icegate/api/enquiry/sbDetails', async (request, reply) => {
    const account = await signedIn(request, reply);
    if (!account) return reply;
    const now = clock.now();
    const bill = findBill(shippingBillsOf(icegate.seed, account.userName, now), bodyOf(request));
    if (!bill) return reply.send(failureAnswer('ERR_NO_RECORD', 'No Record found'));
    return { status: 'SUCCESS', ...billAnswer(bill, account.iec, now, true) };
  });

  app.post('/enquiry/publicEnquiries/SBTrack_Ices_action_Public', async (request, reply) => {
    if (!(await passFaults(deps, request, reply, request.ip))) return reply;
    const body = bodyOf(request);
    const now = clock.now();
    for (const account of icegate.accounts) {
      const bill = findBill(shippingBillsOf(icegate.seed, account.userName, now), body);
      if (bill) return billAnswer(bill, account.iec, now, false);
    }
    return reply.send({ errorCode: 'ERR_NO_RECORD', errors: ['No Record found'] });
  });
}
