import type { FastifyInstance } from 'fastify';
import { PAN_PATTERN } from '@taxdesk/domain';
import {
  escapeHtml,
  fieldsOf,
  htmlPage,
  jqGrid,
  maskToken,
  parseTracesDate,
  quarterOf,
  requireWarmJsf,
  tracesDate,
} from './traces-http';
import type { TracesDeps } from './traces-http';
import { TDS_FORMS } from './tds-data';
import type { Deductee, TdsForm } from './tds-data';

/** The legacy deductor servlets and pages: statement status, defaults, 197 certificates, challans, PAN. */

const isForm = (value: string): value is TdsForm => (TDS_FORMS as readonly string[]).includes(value);

export function registerTracesServlets(app: FastifyInstance, deps: TracesDeps): void {
  app.post('/app/ded/srv/DedStmtStatusServlet', async (request, reply) => {
    const session = requireWarmJsf(deps, request, reply);
    if (!session) return reply;
    const f = fieldsOf(request);
    const statements = deps.traces.dataOf(session.tan).statements;
    if (f.reqType === '5') {
      const row = statements.find((s) => maskToken(s.tokenno) === f.tokenNo || s.tokenno === f.tokenNo);
      return row?.failMsg ? [{ failMsg: row.failMsg }] : [];
    }
    const quarter = quarterOf(f.quarter);
    if (!/^\d{4}$/.test(f.financialYear ?? '') || quarter === null || !isForm(f.formType ?? '')) {
      return reply.code(400).send({ message: 'Please select Financial Year, Quarter and Form Type.' });
    }
    const rows = statements
      .filter(
        (s) => s.finyear === Number(f.financialYear) && s.quarter === quarter && s.formtype === f.formType,
      )
      .map((s) => ({
        finyear: String(s.finyear),
        quarter: `Q${s.quarter}`,
        formtype: s.formtype,
        tokenno: maskToken(s.tokenno),
        dtoffiling: tracesDate(s.filedOn),
        status: s.status,
        dtofprcng: s.processedOn === null ? '' : tracesDate(s.processedOn),
        stmnttype: s.stmnttype,
        remarks: s.stmnttype === 'Correction' ? 'Correction statement' : '',
        reason: s.failMsg ? 'View Rejection Reason' : '',
      }));
    return jqGrid(rows, fieldsOf(request));
  });

  app.get('/app/ded/srv/TagChallanServlet', async (request, reply) => {
    const session = requireWarmJsf(deps, request, reply);
    if (!session) return reply;
    const rows = deps.traces
      .dataOf(session.tan)
      .demands.sort((a, b) => b.finYr - a.finYr)
      .map((d) => ({
        finYr: `${d.finYr}-${String((d.finYr + 1) % 100).padStart(2, '0')}`,
        fin: 0,
        aodmnd: d.aodmnd.toFixed(2),
        cpcdmd: d.cpcdmd.toFixed(2),
      }));
    return jqGrid(rows, fieldsOf(request));
  });

  // Our shape for the 197 validation grid's data (the page's JSON keys as the notes show them).
  app.post('/app/ded/srv/CertiVerifyServlet', async (request, reply) => {
    const session = requireWarmJsf(deps, request, reply);
    if (!session) return reply;
    const f = fieldsOf(request);
    const rows = deps.traces
      .dataOf(session.tan)
      .ldcs.filter((c) => !f.financialYear || String(c.finyear) === f.financialYear)
      .filter((c) => !f.deducteePan || c.deducteepan === f.deducteePan.toUpperCase())
      .filter((c) => !f.certiNo || c.certino === f.certiNo)
      .map((c, i) => ({
        serialno: i + 1,
        certid: String(c.certid),
        certino: c.certino,
        finyear: String(c.finyear),
        deducteepan: c.deducteepan,
        dedname: c.dedname,
        validfrm: tracesDate(c.validfrm),
        validto: tracesDate(c.validto),
        canceldate: c.canceldate === null ? '' : tracesDate(c.canceldate),
        seccode: c.seccode,
        natofpayment: c.natofpayment,
        rateoftds: c.rateoftds.toFixed(2),
        certilimit: c.certilimit.toFixed(2),
        amtconsume: c.amtconsume.toFixed(2),
        issuedate: tracesDate(c.issuedate),
      }));
    return jqGrid(rows, f);
  });

  app.post('/app/ded/srv/ChlnStatusServlet', async (request, reply) => {
    const session = requireWarmJsf(deps, request, reply);
    if (!session) return reply;
    const f = fieldsOf(request);
    const challans = deps.traces.dataOf(session.tan).challans;
    if (f.reqtype === '2') {
      const challan = challans.find((c) => c.recptNum === f.recptNum);
      const rows = (challan?.consumed ?? []).map((c) => ({
        tokenNum: maskToken(c.tokenNum),
        finYr: String(c.finYr),
        qtr: String(c.qtr),
        formType: c.formType,
        claimAmt: c.claimAmt.toFixed(2),
        claimIntAmt: '0.00',
        claimOthAmt: '0.00',
        chlnStatus: challan!.chlnStatus,
        excessAmt: '0.00',
        availAmt: (challan!.chlnAmt - c.claimAmt).toFixed(2),
      }));
      return jqGrid(rows, f);
    }
    const from = parseTracesDate(f.sdate);
    const to = parseTracesDate(f.edate);
    if (from === null || to === null || from > to) {
      return reply.code(400).send({ message: 'Please enter a valid date range (dd-Mon-yyyy).' });
    }
    const rows = challans
      .filter((c) => c.dateOfDep >= from && c.dateOfDep <= to + 86_399_999)
      .map((c) => ({
        dateOfDep: tracesDate(c.dateOfDep),
        bankCode: c.bankCode,
        branchCode: c.bankCode.slice(3),
        chlnSNo: c.chlnSNo,
        chlnStatus: c.chlnStatus,
        chlnAmt: c.chlnAmt.toFixed(2),
        recptNum: c.recptNum,
      }));
    // The BIN search's empty answer is an error, as on the portal.
    if (rows.length === 0) return reply.code(400).send({ message: 'No Challans Found' });
    return jqGrid(rows, f);
  });

  app.post('/app/ded/panverify.xhtml', async (request, reply) => {
    const session = requireWarmJsf(deps, request, reply);
    if (!session) return reply;
    const f = fieldsOf(request);
    const pan = (f.pannumber ?? '').trim().toUpperCase();
    reply.header('content-type', 'text/html; charset=utf-8');
    if (!PAN_PATTERN.test(pan) || !isForm(f.frmType1 ?? '')) {
      return htmlPage(
        'PAN Verification',
        '<ul id="err_Summary"><li>Please enter a valid PAN and select a Form Type.</li></ul>',
      );
    }
    const found = findDeductee(deps, pan);
    const details = found
      ? `<span id="status">${found.status}</span><span id="name">${escapeHtml(found.name)}</span>`
      : '<span id="status">NOT FOUND</span>';
    return htmlPage('PAN Verification', `<h3>PAN Details</h3><span id="pan">${pan}</span>${details}`);
  });
}

/** TRACES checks against the PAN database: here, every deductee of every sandbox deductor. */
function findDeductee(deps: TracesDeps, pan: string): Deductee | undefined {
  for (const account of deps.traces.accounts) {
    const hit = deps.traces.dataOf(account.tan).deductees.find((d) => d.pan === pan);
    if (hit) return hit;
  }
  return undefined;
}
