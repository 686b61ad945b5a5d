import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildPdf } from '../pdf';
import { escapeHtml, fieldsOf, htmlPage, quarterOf, requireWarmJsf, tracesDate } from './traces-http';
import type { TracesDeps } from './traces-http';
import { DNTYPE } from './traces-state';
import type { DownloadKind, DownloadRequest, TracesPortal } from './traces-state';
import { STATEMENT_STATUS, TDS_FORMS } from './tds-data';
import type { Deductee, TdsForm } from './tds-data';
import { writeZip } from './zip-writer';

/**
 * Requested downloads: the request pages (Form 16, 16A, consolidated file, justification report)
 * → GetReqListServlet → DownloadServlet → a password-protected ZIP. The KYC step of the real
 * request pages is not played: a request is accepted as soon as its statement exists.
 */

const PAGES: Record<string, DownloadKind> = {
  'download16.xhtml': 'form16',
  'download16a.xhtml': 'form16a',
  'nsdlconsofile.xhtml': 'conso',
  'justrepdwnld.xhtml': 'justification',
};

export function requestStatus(request: DownloadRequest, now: number): string {
  if (request.disabled) return 'Disabled';
  return now >= request.availableAt ? 'Available' : 'Submitted';
}

/** Form 16/16A: the TAN in capitals; conso and justification report: `<TAN>_<reqNo>`. */
export function zipPassword(request: DownloadRequest): string {
  return request.kind === 'form16' || request.kind === 'form16a'
    ? request.tan
    : `${request.tan}_${request.reqNo}`;
}

type Ask = { finYr: number; qrtr: number | null; frmType: TdsForm };

function askOf(kind: DownloadKind, f: Record<string, string>): Ask | string {
  const finYr = Number(kind === 'form16' || kind === 'form16a' ? f.bulkfinYr : f.finYr);
  if (!Number.isInteger(finYr) || finYr < 2007) return 'Please select Financial Year.';
  if (kind === 'form16') return { finYr, qrtr: null, frmType: '24Q' };
  const q = quarterOf(kind === 'form16a' ? f.bulkquarter : f.qrtr);
  const form = kind === 'form16a' ? f.bulkformType : f.frmType;
  if (q === null) return 'Please select Quarter.';
  if (!(TDS_FORMS as readonly string[]).includes(form ?? '')) return 'Please select Form Type.';
  if (kind === 'form16a' && form !== '26Q' && form !== '27Q')
    return 'Form 16A is issued for Form 26Q and 27Q only.';
  return { finYr, qrtr: q + 2, frmType: form as TdsForm };
}

function hasProcessedStatement(traces: TracesPortal, tan: string, ask: Ask): boolean {
  const quarter = ask.qrtr === null ? 4 : ask.qrtr - 2;
  return traces
    .dataOf(tan)
    .statements.some(
      (s) =>
        s.finyear === ask.finYr &&
        s.quarter === quarter &&
        s.formtype === ask.frmType &&
        (s.status === STATEMENT_STATUS.clean || s.status === STATEMENT_STATUS.withDefault),
    );
}

function certificatePdf(request: DownloadRequest, deductee: Deductee, deductorName: string): Buffer {
  const title =
    request.kind === 'justification'
      ? 'Justification Report'
      : request.kind === 'form16'
        ? 'FORM NO. 16'
        : 'FORM NO. 16A';
  return buildPdf({
    title: `${title} ${deductee.pan}`,
    lines: [
      { text: title, bold: true, size: 14 },
      { text: `Certificate under section 203 of the Income-tax Act, 1961`, gapBefore: 6 },
      { text: `Deductor: ${deductorName} (TAN ${request.tan})`, gapBefore: 10 },
      { text: `Deductee: ${deductee.name} (PAN ${deductee.pan})` },
      {
        text: `Financial year ${request.finYr}-${String((request.finYr + 1) % 100).padStart(2, '0')}${request.qrtr ? `, quarter Q${request.qrtr - 2}` : ''}`,
      },
      { text: `Request number ${request.reqNo}` },
    ],
  });
}

export function zipOf(traces: TracesPortal, request: DownloadRequest): Buffer {
  const { account } = traces.state(request.tan)!;
  const data = traces.dataOf(request.tan);
  const fy = `${request.finYr}-${String((request.finYr + 1) % 100).padStart(2, '0')}`;
  const entries =
    request.kind === 'conso'
      ? [{ name: `${request.tan}_${request.reqNo}.txt`, data: Buffer.from(consoText(traces, request)) }]
      : data.deductees
          .filter((d) => d.forms.includes(request.frmType))
          .map((d) => ({
            name: `${d.pan}_${request.frmType}_${fy}${request.qrtr ? `_Q${request.qrtr - 2}` : ''}.pdf`,
            data: certificatePdf(request, d, account.name),
          }));
  const zip = writeZip(entries, zipPassword(request), `${traces.seed}:${request.reqNo}`);
  return request.corrupt ? zip.subarray(0, Math.floor(zip.length / 2)) : zip;
}

function consoText(traces: TracesPortal, request: DownloadRequest): string {
  const data = traces.dataOf(request.tan);
  const lines = data.challans
    .filter((c) => c.consumed.some((x) => x.finYr === request.finYr && x.formType === request.frmType))
    .map((c, i) => {
      const d = new Date(c.dateOfDep);
      const date = `${String(d.getUTCDate()).padStart(2, '0')}${String(d.getUTCMonth() + 1).padStart(2, '0')}${d.getUTCFullYear()}`;
      return ['CD', i + 1, '', '', '', c.chlnSNo, c.bankCode, date, c.chlnAmt.toFixed(2)].join('^');
    });
  for (const d of data.deductees.filter((x) => x.forms.includes(request.frmType))) {
    lines.push(['DD', '', '', '', '', '', d.pan, '', '0.00'].join('^'));
  }
  return lines.join('\n');
}

function pageName(request: FastifyRequest): string {
  return request.url.split('?')[0]!.split('/').pop() ?? '';
}

export function registerTracesDownloads(app: FastifyInstance, deps: TracesDeps): void {
  for (const page of Object.keys(PAGES)) {
    app.post(`/app/ded/${page}`, async (request, reply) => {
      const session = requireWarmJsf(deps, request, reply);
      if (!session) return reply;
      const kind = PAGES[pageName(request)]!;
      reply.header('content-type', 'text/html; charset=utf-8');
      const ask = askOf(kind, fieldsOf(request));
      const error = (text: string) =>
        htmlPage('TRACES', `<ul id="err_Summary"><li>${escapeHtml(text)}</li></ul>`);
      if (typeof ask === 'string') return error(ask);
      if (!hasProcessedStatement(deps.traces, session.tan, ask)) {
        return error('No statement available for the given search criteria');
      }
      const filed = deps.traces.fileRequest(
        session.tan,
        kind,
        ask.finYr,
        ask.qrtr,
        ask.frmType,
        deps.clock.now(),
      );
      return htmlPage('TRACES', `<div class="margintop20"><h5>Request Number is ${filed.reqNo}</h5></div>`);
    });
  }

  app.get('/app/srv/GetReqListServlet', async (request, reply) => {
    const session = requireWarmJsf(deps, request, reply);
    if (!session) return reply;
    const now = deps.clock.now();
    const f = fieldsOf(request);
    const rows = [...deps.traces.requests.values()]
      .filter((r) => r.tan === session.tan && (!f.reqNo || r.reqNo === f.reqNo))
      .sort((a, b) => a.reqNo.localeCompare(b.reqNo))
      .map((r) => ({
        reqNo: r.reqNo,
        reqDate: tracesDate(r.requestedAt),
        status: requestStatus(r, now),
        dntype: DNTYPE[r.kind],
        finYr: String(r.finYr),
        qrtr: r.qrtr === null ? '' : String(r.qrtr),
        frmType: r.frmType,
        remarks: r.disabled ? 'Duplicate request' : '',
      }));
    const size = Math.max(1, Number(f.rows) || 10);
    const page = Math.max(1, Number(f.page) || 1);
    return {
      totalpages: Math.max(1, Math.ceil(rows.length / size)),
      page,
      records: rows.length,
      rows: rows.slice((page - 1) * size, page * size),
    };
  });

  app.post('/app/srv/DownloadServlet', async (request, reply) => {
    const session = requireWarmJsf(deps, request, reply);
    if (!session) return reply;
    const found = deps.traces.requests.get(fieldsOf(request).reqNo ?? '');
    if (!found || found.tan !== session.tan)
      return reply.code(400).send({ message: 'Invalid Request Number' });
    if (requestStatus(found, deps.clock.now()) !== 'Available') {
      return reply.code(400).send({ message: 'File is not available for download' });
    }
    return { success: `http://${request.headers.host ?? 'localhost'}/app/srv/dwnld/${found.reqNo}.zip` };
  });

  app.get<{ Params: { file: string } }>('/app/srv/dwnld/:file', async (request, reply) => {
    const session = requireWarmJsf(deps, request, reply);
    if (!session) return reply;
    const found = deps.traces.requests.get(request.params.file.replace(/\.zip$/, ''));
    if (!found || found.tan !== session.tan || requestStatus(found, deps.clock.now()) !== 'Available') {
      return reply.code(404).send({ message: 'File not found' });
    }
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${found.tan}_${found.reqNo}.zip"`)
      .send(zipOf(deps.traces, found));
  });
}
