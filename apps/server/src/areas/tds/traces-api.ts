import { PortalError } from '../../lib/sync/portal-error';
import type { TracesClient, TracesSession } from './traces-client';

/** TRACES' legacy servlets and pages, one function per call, answering the portal's own rows. */

export const TDS_FORMS = ['24Q', '26Q', '27Q', '27EQ'] as const;
export type TdsForm = (typeof TDS_FORMS)[number];

type Grid<T> = { totalpages?: number; page?: number; rows?: T[] };

export type StatementRow = {
  finyear: string;
  quarter: string;
  formtype: string;
  tokenno: string;
  dtoffiling: string;
  status: string;
  dtofprcng: string;
  stmnttype: string;
  remarks: string;
  reason: string;
};
export type DemandRow = { finYr: string; fin: number; aodmnd: string; cpcdmd: string };
export type LdcRow = Record<
  | 'certid'
  | 'certino'
  | 'finyear'
  | 'deducteepan'
  | 'dedname'
  | 'validfrm'
  | 'validto'
  | 'canceldate'
  | 'seccode'
  | 'natofpayment'
  | 'rateoftds'
  | 'certilimit'
  | 'amtconsume'
  | 'issuedate',
  string
>;
export type ChallanRow = Record<
  'dateOfDep' | 'bankCode' | 'chlnSNo' | 'chlnStatus' | 'chlnAmt' | 'recptNum',
  string
>;
export type ConsumptionRow = Record<
  'tokenNum' | 'finYr' | 'qtr' | 'formType' | 'claimAmt' | 'availAmt' | 'chlnStatus',
  string
>;
export type RequestRow = Record<
  'reqNo' | 'reqDate' | 'status' | 'dntype' | 'finYr' | 'qrtr' | 'frmType' | 'remarks',
  string
>;

const GRID = { _search: 'false', rows: '100', page: '1', sidx: '', sord: 'asc' };

/** Every page of a jqGrid servlet; an answer with `{ error }` is the portal refusing the ask. */
async function allRows<T>(
  client: TracesClient,
  session: TracesSession,
  path: string,
  form: Record<string, string> = {},
  get = false,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; page <= 50; page++) {
    const params = { ...GRID, ...form, page: String(page), nd: String(page) };
    // GetReqListServlet is read with a GET, its paging in the query; the others are posted.
    const answer = get
      ? await client.servlet<Grid<T>>(session, `${path}&${new URLSearchParams(params).toString()}`)
      : await client.servlet<Grid<T>>(session, path, params);
    if ('error' in answer) throw new PortalError('bad_request', answer.error);
    rows.push(...(answer.rows ?? []));
    if (!answer.totalpages || page >= answer.totalpages) break;
  }
  return rows;
}

export const QUARTER_CODE = { 1: '3', 2: '4', 3: '5', 4: '6' } as const;

export function fetchStatements(
  client: TracesClient,
  session: TracesSession,
  fy: number,
  quarter: 1 | 2 | 3 | 4,
  form: TdsForm,
) {
  const q = `financialYear=${fy}&quarter=${QUARTER_CODE[quarter]}&formType=${form}&reqType=1`;
  return allRows<StatementRow>(client, session, `/app/ded/srv/DedStmtStatusServlet?${q}`);
}

export async function fetchRejectionReason(
  client: TracesClient,
  session: TracesSession,
  tokenNo: string,
): Promise<string | null> {
  const answer = await client.servlet<{ failMsg: string }[]>(
    session,
    `/app/ded/srv/DedStmtStatusServlet?reqType=5&tokenNo=${encodeURIComponent(tokenNo)}`,
    {},
  );
  return Array.isArray(answer) && answer[0] ? answer[0].failMsg : null;
}

export async function fetchDemandSummary(client: TracesClient, session: TracesSession): Promise<DemandRow[]> {
  const answer = await client.servlet<Grid<DemandRow>>(session, '/app/ded/srv/TagChallanServlet?reqtype=0');
  if ('error' in answer) throw new PortalError('bad_request', answer.error);
  return answer.rows ?? [];
}

export function fetchLdcs(client: TracesClient, session: TracesSession, fy: number) {
  return allRows<LdcRow>(client, session, '/app/ded/srv/CertiVerifyServlet', { financialYear: String(fy) });
}

/** Challans deposited between two `dd-Mon-yyyy` dates; "No Challans Found" is an empty answer. */
export async function fetchChallans(
  client: TracesClient,
  session: TracesSession,
  from: string,
  to: string,
): Promise<ChallanRow[]> {
  try {
    return await allRows<ChallanRow>(
      client,
      session,
      `/app/ded/srv/ChlnStatusServlet?reqtype=0&sdate=${from}&edate=${to}&cstatus=`,
      { rows: '2000' },
    );
  } catch (err) {
    if (err instanceof PortalError && /No Challans Found/i.test(err.message)) return [];
    throw err;
  }
}

export function fetchConsumption(client: TracesClient, session: TracesSession, challan: ChallanRow) {
  const q = `reqtype=2&recptNum=${challan.recptNum}&chlnSNo=${challan.chlnSNo}&chlnAmt=${challan.chlnAmt}`;
  return allRows<ConsumptionRow>(client, session, `/app/ded/srv/ChlnStatusServlet?${q}`);
}

export function fetchRequestList(client: TracesClient, session: TracesSession) {
  const params = { rows: '100', sidx: 'reqNo' };
  return allRows<RequestRow>(client, session, '/app/srv/GetReqListServlet?reqtype=0', params, true);
}

/** The link DownloadServlet gives for an Available request (a bare URL, `{success}` or `[{success}]`). */
export async function downloadLink(
  client: TracesClient,
  session: TracesSession,
  reqNo: string,
): Promise<string> {
  const answer = await client.servlet<string | { success?: string } | { success?: string }[]>(
    session,
    '/app/srv/DownloadServlet',
    { reqNo },
  );
  if (typeof answer === 'string') return answer;
  if (Array.isArray(answer)) return answer[0]?.success ?? '';
  if ('error' in answer) throw new PortalError('not_found', answer.error);
  return answer.success ?? '';
}

const ERROR_SUMMARY = /id="err_Summary"[^>]*>(?:<li>)?([^<]+)/;

/** One PAN on the legacy PAN verification page: status and name as per ITD (no name = not found). */
export async function verifyPanOnTraces(
  client: TracesClient,
  session: TracesSession,
  pan: string,
  form: TdsForm,
) {
  const html = await client.page(session, '/app/ded/panverify.xhtml', {
    pannumber: pan,
    frmType1: form,
    clickGo1: 'Go',
    pandetailsForm1_SUBMIT: '1',
  });
  const error = ERROR_SUMMARY.exec(html)?.[1];
  if (error) throw new PortalError('bad_request', error.trim());
  const status = /id="status">([^<]*)</.exec(html)?.[1]?.trim() ?? 'NOT FOUND';
  const name = /id="name">([^<]*)</.exec(html)?.[1]?.trim() ?? null;
  return { status: name ? status : 'NOT FOUND', name };
}

export type DownloadKind = 'form16' | 'form16a' | 'conso' | 'justification';

/** Files one request on its page; answers the request number or throws the page's error. */
export async function requestDownload(
  client: TracesClient,
  session: TracesSession,
  ask: { kind: DownloadKind; fy: number; quarter: 1 | 2 | 3 | 4 | null; form: TdsForm },
): Promise<string> {
  const q = ask.quarter ? QUARTER_CODE[ask.quarter] : '';
  const [path, form]: [string, Record<string, string>] =
    ask.kind === 'form16'
      ? [
          '/app/ded/download16.xhtml',
          { dwnldFormBulkType: '13', bulkfinYr: String(ask.fy), bulkGo: 'Go', bulkPan_SUBMIT: '1' },
        ]
      : ask.kind === 'form16a'
        ? [
            '/app/ded/download16a.xhtml',
            {
              dwnldFormBulkType: '14',
              bulkfinYr: String(ask.fy),
              bulkquarter: q,
              bulkformType: ask.form,
              bulkGo: 'Go',
              bulkSearch_SUBMIT: '1',
            },
          ]
        : ask.kind === 'conso'
          ? [
              '/app/ded/nsdlconsofile.xhtml',
              {
                finYr: String(ask.fy),
                qrtr: q,
                frmType: ask.form,
                download_conso: 'Go',
                requestnsdlconsoForm_SUBMIT: '1',
              },
            ]
          : [
              '/app/ded/justrepdwnld.xhtml',
              {
                finYr: String(ask.fy),
                qrtr: q,
                frmType: ask.form,
                download_justReport: 'Go',
                justificationForm_SUBMIT: '1',
              },
            ];
  const html = await client.page(session, path, form);
  const reqNo = /Request Number is (\d+)/.exec(html)?.[1];
  if (reqNo) return reqNo;
  throw new PortalError(
    'bad_request',
    ERROR_SUMMARY.exec(html)?.[1]?.trim() ?? 'TRACES did not accept the request',
  );
}
