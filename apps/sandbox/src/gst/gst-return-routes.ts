import type { FastifyInstance } from 'fastify';
import { buildPdf } from '../pdf';
import { MONTH_NAMES, dashDate, indianAmount, parsePortalDay, slashDate } from './gst-format';
import type { GstDeps } from './gst-http';
import { ACCESS_DENIED_HTML, bodyOf, errorEnvelope, guard, gstinData, queryOf } from './gst-http';
import type { LedgerEntry } from './gst-money-data';
import { MAJOR_HEADS } from './gst-heads';
import type { Filing } from './gst-returns-data';
import { isFiled, periodOpen } from './gst-returns-data';

const RTNTP: Record<string, Filing['rtntype']> = {
  GSTR1: 'GSTR1',
  GSTR3B: 'GSTR3B',
  GSTR9: 'GSTR9',
  GSTR9C: 'GSTR9C',
  CMP08: 'CMP08',
};
const FREQUENCIES = ['Monthly', 'Quarterly', 'Annual', 'Half Yearly'];

/** `MMYYYY` → month index. */
const monthOfPeriod = (p: string) => Number(p.slice(2)) * 12 + Number(p.slice(0, 2)) - 1;

/** Ledger rows with running balances per head, as `retdtl`, `itcdtls` and `cashdetls` give them. */
export function ledgerRows(
  entries: readonly LedgerEntry[],
  ledger: LedgerEntry['ledger'],
  inRange: (e: LedgerEntry) => boolean,
  dateField: string,
) {
  const balance = { igst: 0, cgst: 0, sgst: 0, cess: 0 };
  const rows: Record<string, unknown>[] = [];
  for (const e of entries) {
    if (e.ledger !== ledger) continue;
    const sign = (ledger === 'liability' ? e.trTyp === 'Dr' : e.trTyp === 'Cr') ? 1 : -1;
    for (const h of MAJOR_HEADS) balance[h] += sign * e.amounts[h].tot;
    if (!inRange(e)) continue;
    const total = MAJOR_HEADS.reduce((s, h) => s + e.amounts[h].tot, 0);
    rows.push({
      [dateField]: slashDate(e.at),
      ref_no: e.refNo,
      ret_period: e.period ?? null,
      desc: e.desc,
      tr_typ: e.trTyp,
      ...Object.fromEntries(MAJOR_HEADS.map((h) => [h, e.amounts[h]])),
      ...Object.fromEntries(MAJOR_HEADS.map((h) => [`${h}bal`, { tot: balance[h] }])),
      tot_tr_amt: total,
      tot_rng_bal: MAJOR_HEADS.reduce((s, h) => s + balance[h], 0),
    });
  }
  return rows;
}

/** return.gst.gov.in: filed returns, per-period status, GSTR-3A, the liability and credit ledgers. */
export async function gstReturnRoutes(app: FastifyInstance, deps: GstDeps): Promise<void> {
  const now = () => deps.clock.now();
  const api = (path: string) => `/returns/auth/api/${path}`;

  app.post(api('efiledReturns'), async (request, reply) => {
    const session = await guard(deps, request, reply, 'return');
    if (!session) return reply;
    const data = gstinData(deps, session, request, reply);
    if (!data) return reply;
    const body = bodyOf(request);
    if (!FREQUENCIES.includes(String(body.rfp)) || typeof body.fy !== 'string')
      return reply.send(errorEnvelope('RET11403', 'Invalid API Request'));
    const rtntype = RTNTP[String(body.rtntp)];
    const rows = data.filings
      .filter((f) => f.rtntype === rtntype && f.fy === body.fy && f.rfp === body.rfp && isFiled(f, now()))
      .map((f) => ({
        rtntype: f.rtntype,
        fy: f.fy,
        taxp: f.rfp === 'Annual' ? 'Annual' : MONTH_NAMES[f.monthIndex % 12],
        arn: f.arn,
        dof: slashDate(f.filedAt!),
        mof: 'ONLINE',
        filedBy: 'Authorised Signatory',
        dg: 'Director',
        ret_prd: f.period,
      }));
    if (rows.length === 0) return reply.send(errorEnvelope('RET13510', 'No Record found'));
    return { status: 1, data: rows };
  });

  app.get(api('rolestatus'), async (request, reply) => {
    const session = await guard(deps, request, reply, 'return');
    if (!session) return reply;
    const data = gstinData(deps, session, request, reply);
    if (!data) return reply;
    const period = queryOf(request).rtn_prd ?? '';
    if (!/^\d{6}$/.test(period)) return reply.send(errorEnvelope('RET11403', 'Invalid API Request'));
    const returns = data.filings
      .filter((f) => f.period === period && f.rfp !== 'Annual' && periodOpen(f, now()))
      .map((f) => ({
        return_ty: f.rtntype,
        status: isFiled(f, now()) ? 'FIL' : 'NF',
        due_dt: slashDate(f.dueAt),
        tileDisable: false,
      }));
    const quarterly = data.filings.some((f) => f.rfp === 'Quarterly');
    return { status: 1, data: { user: [{ returns }], userPref: quarterly ? 'Q' : 'M' } };
  });

  app.get(api('formdetails'), async (request, reply) => {
    const session = await guard(deps, request, reply, 'return');
    if (!session) return reply;
    const data = gstinData(deps, session, request, reply);
    if (!data) return reply;
    const { rtn_prd: period = '', rtn_typ: type = '' } = queryOf(request);
    const f = data.filings.find((x) => x.period === period && x.rtntype === type);
    if (!f || !periodOpen(f, now())) return reply.send(errorEnvelope('RET13510', 'No Record found'));
    const filed = isFiled(f, now());
    return {
      status: 1,
      data: {
        status: filed ? 'FIL' : 'NF',
        fil_dt: filed ? dashDate(f.filedAt!) : null,
        arn: filed ? f.arn : null,
        due_dt: slashDate(f.dueAt),
        auth_name: filed ? 'AUTHORISED SIGNATORY' : null,
        bn: data.account.legalName,
        fy: f.fy,
        fp: f.period,
      },
    };
  });

  // The filed return's PDF by its ARN: no public source shows this route; its name is the sandbox's own.
  app.get(api('filedreturn/pdf'), async (request, reply) => {
    const session = await guard(deps, request, reply, 'return');
    if (!session) return reply;
    const arn = queryOf(request).arn ?? '';
    for (const gstin of deps.gst.account(session.username)!.gstins) {
      const f = deps.gst.data(gstin).filings.find((x) => x.arn === arn && isFiled(x, now()));
      if (f)
        return reply.type('application/pdf').send(
          buildPdf({
            title: `Form ${f.rtntype}`,
            lines: [
              { text: `Form ${f.rtntype}`, bold: true, size: 14 },
              { text: `GSTIN: ${gstin}` },
              { text: `Period: ${f.period}` },
              { text: `ARN: ${arn}` },
              { text: `Date of filing: ${slashDate(f.filedAt!)}` },
            ],
          }),
        );
    }
    return reply.type('text/html').send(ACCESS_DENIED_HTML);
  });

  app.get(api('gstr3a/summary'), async (request, reply) => {
    const session = await guard(deps, request, reply, 'return');
    if (!session) return reply;
    const orderId = queryOf(request).order_id ?? '';
    for (const gstin of deps.gst.account(session.username)!.gstins) {
      const data = deps.gst.data(gstin);
      const n = data.notices.find((x) => x.noticeOrderId === orderId && x.gstr3a && x.at <= now());
      if (n?.gstr3a) {
        const addr = (data.profile.pradr as { addr?: Record<string, string> } | undefined)?.addr ?? {};
        return {
          status: 1,
          data: {
            gstin,
            ret_period: n.gstr3a.retPeriod,
            address: Object.values(addr).filter(Boolean).join(', '),
            name: data.account.legalName,
            orderId,
            retTyp: n.gstr3a.retTyp,
          },
        };
      }
    }
    return reply.send(errorEnvelope('RET13510', 'No Record found'));
  });

  app.get(api('retdtl'), async (request, reply) => {
    const session = await guard(deps, request, reply, 'return');
    if (!session) return reply;
    const data = gstinData(deps, session, request, reply);
    if (!data) return reply;
    const { fdate = '', to_dt: toDt = '' } = queryOf(request);
    if (!/^\d{6}$/.test(fdate) || !/^\d{6}$/.test(toDt))
      return reply.send(errorEnvelope('RET11403', 'Invalid API Request'));
    const from = monthOfPeriod(fdate);
    const to = monthOfPeriod(toDt);
    const tr = ledgerRows(
      data.ledger.filter((e) => e.at <= now()),
      'liability',
      (e) => {
        const m = e.period ? monthOfPeriod(e.period) : -1;
        return m >= from && m <= to;
      },
      'dt',
    );
    return { fr_dt: fdate, to_dt: toDt, frm_dt: fdate, gstin: data.gstin, tr };
  });

  app.get(api('itcbalance'), async (request, reply) => {
    const session = await guard(deps, request, reply, 'return');
    if (!session) return reply;
    const data = gstinData(deps, session, request, reply);
    if (!data) return reply;
    const rows = ledgerRows(
      data.ledger.filter((e) => e.at <= now()),
      'credit',
      () => true,
      'dt',
    );
    const last = rows[rows.length - 1] as Record<string, { tot: number }> | undefined;
    const bal = (h: string) => last?.[`${h}bal`]?.tot ?? 0;
    return {
      op_tot: 0,
      igstTaxBal: bal('igst'),
      cgstTaxBal: bal('cgst'),
      sgstTaxBal: bal('sgst'),
      cessTaxBal: bal('cess'),
      blockTotBal: 0,
      opProTotBal: 0,
      dt: slashDate(now()),
    };
  });

  app.get(api('itcdtls'), async (request, reply) => {
    const session = await guard(deps, request, reply, 'return');
    if (!session) return reply;
    const data = gstinData(deps, session, request, reply);
    if (!data) return reply;
    const from = parsePortalDay(queryOf(request).fdate ?? '');
    const to = parsePortalDay(queryOf(request).tdate ?? '');
    if (Number.isNaN(from) || Number.isNaN(to))
      return reply.send(errorEnvelope('RET11403', 'Invalid API Request'));
    const tr = ledgerRows(
      data.ledger.filter((e) => e.at <= now()),
      'credit',
      (e) => e.at >= from && e.at < to + 86_400_000,
      'dt',
    );
    return { gstin: data.gstin, tr };
  });

  // TDS/TCS credits received and aggregate turnover: no web endpoint was found; these are the sandbox's own.
  app.get(api('tdstcscredit'), async (request, reply) => {
    const session = await guard(deps, request, reply, 'return');
    if (!session) return reply;
    const data = gstinData(deps, session, request, reply);
    if (!data) return reply;
    const credits = data.tdsCredits.filter((c) => c.at <= now());
    if (credits.length === 0) return reply.send(errorEnvelope('RET13510', 'No Record found'));
    const row = (c: (typeof credits)[number]) => ({
      ctin: c.ctin,
      lgnm: c.deductorName,
      month: c.month,
      amt: String(c.amt),
      iamt: c.iamt,
      camt: c.camt,
      samt: c.samt,
      flag: 'A',
      dt: slashDate(c.at),
    });
    return {
      status: 1,
      data: {
        tds: credits.filter((c) => c.kind === 'tds').map(row),
        tcs: credits.filter((c) => c.kind === 'tcs').map(row),
      },
    };
  });

  app.get(api('aggregateturnover'), async (request, reply) => {
    const session = await guard(deps, request, reply, 'return');
    if (!session) return reply;
    const data = gstinData(deps, session, request, reply);
    if (!data) return reply;
    const fy = queryOf(request).fy ?? '';
    const value = data.turnover.get(fy);
    if (value === undefined) return reply.send(errorEnvelope('RET13510', 'No Record found'));
    const current = fy === '2026-27' || fy === '2025-26';
    return {
      status: 1,
      data: {
        gstin: data.gstin,
        fy,
        aggTurnover: indianAmount(value),
        status: current ? 'Provisional' : 'Computed',
      },
    };
  });
}
