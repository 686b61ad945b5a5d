import type { FastifyInstance } from 'fastify';
import { buildPdf } from '../pdf';
import { DAY_MS } from '../it/dates';
import { compactDate, dashDate, daysBetween, parsePortalDay, slashDate, slashDateTime } from './gst-format';
import type { GstDeps } from './gst-http';
import { ACCESS_DENIED_HTML, errorEnvelope, guard, gstinData, queryOf } from './gst-http';
import { MAJOR_HEADS, totalOf } from './gst-heads';
import type { Challan } from './gst-money-data';
import { ledgerRows } from './gst-return-routes';

function challanRow(c: Challan) {
  return {
    cpin: c.cpin,
    chln_cre_dt: slashDateTime(c.createdAt),
    chln_exp_dt: slashDate(c.createdAt + 15 * DAY_MS),
    payment_mod: c.payment_mod,
    total_amt: totalOf(c.amounts),
    igst_tot_amt: c.amounts.igst.tot,
    cgst_tot_amt: c.amounts.cgst.tot,
    sgst_tot_amt: c.amounts.sgst.tot,
    cess_tot_amt: c.amounts.cess.tot,
    status: c.status,
    // Not in any captured answer (the sandbox's own): heads, and the bank's references once paid.
    ...Object.fromEntries(MAJOR_HEADS.map((h) => [h, c.amounts[h]])),
    cin: c.cin ?? null,
    brn: c.brn ?? null,
    bank_name: c.bankName ?? null,
    payment_dt: c.paidAt ? slashDateTime(c.paidAt) : null,
  };
}

/** payment.gst.gov.in: cash ledger, challan history (windowed) and PDFs, liability register part II. */
export async function gstPaymentRoutes(app: FastifyInstance, deps: GstDeps): Promise<void> {
  const now = () => deps.clock.now();
  const api = (path: string) => `/payment/auth/${path}`;

  app.get(api('challan/getlist'), async (request, reply) => {
    const session = await guard(deps, request, reply, 'payment');
    if (!session) return reply;
    const data = gstinData(deps, session, request, reply);
    if (!data) return reply;
    const from = parsePortalDay(queryOf(request).fm_dt ?? '');
    const to = parsePortalDay(queryOf(request).to_dt ?? '');
    if (Number.isNaN(from) || Number.isNaN(to) || to < from)
      return reply.send(errorEnvelope('PMT9001', 'Invalid date'));
    // The portal allows about five months a search (fault setting `challanWindowDays`, default 150).
    if (daysBetween(from, to) > deps.faults.settings.challanWindowDays)
      return reply.send(errorEnvelope('PMT9071', 'Invalid Search Limit'));
    return data.challans
      .filter(
        (c) =>
          c.createdAt <= now() &&
          compactDate(c.createdAt) >= compactDate(from) &&
          compactDate(c.createdAt) <= compactDate(to),
      )
      .map(challanRow);
  });

  // The challan's PDF by CPIN: the route is the sandbox's own naming.
  app.get(api('api/challan/pdf'), async (request, reply) => {
    const session = await guard(deps, request, reply, 'payment');
    if (!session) return reply;
    const cpin = queryOf(request).cpin ?? '';
    for (const gstin of deps.gst.account(session.username)!.gstins) {
      const c = deps.gst.data(gstin).challans.find((x) => x.cpin === cpin && x.createdAt <= now());
      if (c) {
        const lines = [
          `GSTIN: ${gstin}`,
          `CPIN: ${c.cpin}`,
          `Created on: ${slashDateTime(c.createdAt)}`,
          ...(c.cin ? [`CIN: ${c.cin}`, `BRN: ${c.brn}`, `Bank: ${c.bankName}`] : []),
          `Total: Rs. ${totalOf(c.amounts)}`,
        ];
        return reply.type('application/pdf').send(
          buildPdf({
            title: 'GST Challan (PMT-06)',
            lines: [{ text: 'Form GST PMT-06', bold: true, size: 14 }, ...lines.map((text) => ({ text }))],
          }),
        );
      }
    }
    return reply.type('text/html').send(ACCESS_DENIED_HTML);
  });

  app.get(api('api/cashbalance'), async (request, reply) => {
    const session = await guard(deps, request, reply, 'payment');
    if (!session) return reply;
    const data = gstinData(deps, session, request, reply);
    if (!data) return reply;
    const rows = ledgerRows(
      data.ledger.filter((e) => e.at <= now()),
      'cash',
      () => true,
      'dpt_dt',
    );
    const last = rows[rows.length - 1] as Record<string, { tot: number }> | undefined;
    const head = (h: string) => ({
      tx: last?.[`${h}bal`]?.tot ?? 0,
      intr: 0,
      pen: 0,
      fee: 0,
      oth: 0,
      tot: last?.[`${h}bal`]?.tot ?? 0,
    });
    return {
      tot_rng_bal: (last as { tot_rng_bal?: number } | undefined)?.tot_rng_bal ?? 0,
      igst: head('igst'),
      cgst: head('cgst'),
      sgst: head('sgst'),
      cess: head('cess'),
    };
  });

  app.get(api('api/cashdetls'), async (request, reply) => {
    const session = await guard(deps, request, reply, 'payment');
    if (!session) return reply;
    const data = gstinData(deps, session, request, reply);
    if (!data) return reply;
    const { fdate = '', tdate = '' } = queryOf(request);
    const from = parsePortalDay(fdate);
    const to = parsePortalDay(tdate);
    if (Number.isNaN(from) || Number.isNaN(to)) return reply.send(errorEnvelope('PMT9001', 'Invalid date'));
    const tr = ledgerRows(
      data.ledger.filter((e) => e.at <= now()),
      'cash',
      (e) => e.at >= from && e.at < to + DAY_MS,
      'dpt_dt',
    );
    return { fr_dt: fdate, to_dt: tdate, gstin: data.gstin, tr };
  });

  app.get(api('api/liabdetails'), async (request, reply) => {
    const session = await guard(deps, request, reply, 'payment');
    if (!session) return reply;
    const data = gstinData(deps, session, request, reply);
    if (!data) return reply;
    const { fdate = '', tdate = '', demandid = '' } = queryOf(request);
    const from = Date.parse(`${fdate}T00:00:00Z`);
    const to = Date.parse(`${tdate}T00:00:00Z`);
    if (Number.isNaN(from) || Number.isNaN(to)) return reply.send(errorEnvelope('PMT9001', 'Invalid date'));
    const list = data.demands
      .filter(
        (d) => d.at <= now() && d.at >= from && d.at < to + DAY_MS && (!demandid || d.demandid === demandid),
      )
      .map((d) => ({
        demandid: d.demandid,
        stayStatus: d.stayStatus,
        nrLiabSubtxList: [
          {
            date: dashDate(d.at),
            referenceNo: d.referenceNo,
            taxPeriodFrom: compactDate(d.periodFrom),
            taxPeriodTo: compactDate(d.periodTo),
            ledgerType: 'Demand',
            ...Object.fromEntries(MAJOR_HEADS.map((h) => [h, d.amounts[h]])),
            total: totalOf(d.amounts),
          },
        ],
      }));
    return { gstin: data.gstin, nrLiabtxList: { demandspecific: Boolean(demandid), transactionsList: list } };
  });
}
