import { RESOURCES, TAN_PATTERN } from '@taxdesk/domain';
import { PortalError } from '../../lib/sync/portal-error';
import { TDS_FORMS, requestDownload, type DownloadKind, type TdsForm } from './traces-api';
import type { TracesSyncRun } from './traces-sync-module';
import { saveTdsRecords } from './tds-sync-support';

/**
 * Filing download requests for a screen's choice of TANs × years × quarters × forms × kinds: the
 * asks are checked and expanded first (nothing is filed if one is malformed), then filed per TAN
 * in that TAN's signed-in session. Each accepted request is saved as a Submitted record at once.
 */

export type DownloadAsk = {
  tan: string;
  kind: DownloadKind;
  fy: number;
  quarter: 1 | 2 | 3 | 4 | null;
  form: TdsForm;
};
type DownloadChoice = {
  tans: readonly string[];
  years: readonly number[];
  quarters: readonly (1 | 2 | 3 | 4)[];
  forms: readonly string[];
  kinds: readonly DownloadKind[];
};

const KINDS: readonly DownloadKind[] = ['form16', 'form16a', 'conso', 'justification'];
const MAX_ASKS = 500;

export function expandDownloadChoice(
  choice: DownloadChoice,
): { ok: true; asks: DownloadAsk[] } | { ok: false; reason: string } {
  const tans = [...new Set(choice.tans.map((t) => t.trim().toUpperCase()))];
  const bad = tans.find((t) => !TAN_PATTERN.test(t));
  if (bad !== undefined) return { ok: false, reason: `${bad} is not a TAN` };
  if (choice.years.some((y) => !Number.isInteger(y) || y < 2007))
    return { ok: false, reason: 'Financial years start from 2007' };
  const form = choice.forms.find((f) => !(TDS_FORMS as readonly string[]).includes(f));
  if (form !== undefined) return { ok: false, reason: `${form} is not a TDS statement form` };
  const kind = choice.kinds.find((k) => !KINDS.includes(k));
  if (kind !== undefined) return { ok: false, reason: `${String(kind)} is not a download kind` };
  const asks: DownloadAsk[] = [];
  for (const tan of tans)
    for (const fy of choice.years)
      for (const k of choice.kinds) {
        // Form 16 is yearly and for salary (24Q) only; Form 16A for 26Q/27Q only.
        if (k === 'form16') {
          asks.push({ tan, kind: k, fy, quarter: null, form: '24Q' });
          continue;
        }
        for (const quarter of choice.quarters)
          for (const f of choice.forms as TdsForm[]) {
            if (k === 'form16a' && f !== '26Q' && f !== '27Q') continue;
            asks.push({ tan, kind: k, fy, quarter, form: f });
          }
      }
  if (asks.length === 0) return { ok: false, reason: 'The choice makes no request' };
  if (asks.length > MAX_ASKS) return { ok: false, reason: `At most ${MAX_ASKS} requests at once` };
  return { ok: true, asks };
}

type FiledRequest = DownloadAsk & { reqNo: string | null; error: string | null };

/** Files one TAN's asks in its session; the portal's refusals come back per ask, not thrown. */
export async function fileDownloadRequests(
  run: TracesSyncRun,
  asks: readonly DownloadAsk[],
): Promise<FiledRequest[]> {
  const out: FiledRequest[] = [];
  for (const ask of asks.filter((a) => a.tan === run.accountKey)) {
    try {
      const reqNo = await requestDownload(run.portal, run.session, ask);
      out.push({ ...ask, reqNo, error: null });
    } catch (err) {
      if (!(err instanceof PortalError) || err.endsRun || err.kind !== 'bad_request') throw err;
      out.push({ ...ask, reqNo: null, error: err.message });
    }
  }
  const DNTYPE: Record<DownloadKind, string> = {
    form16: 'Bulk Form 16 File',
    form16a: 'Bulk Form 16A File',
    conso: 'NSDL Conso File',
    justification: 'Justification Report',
  };
  const filed = out.filter((f) => f.reqNo !== null);
  await saveTdsRecords(
    run,
    RESOURCES.tdsDownloadRequest,
    filed.map((f) => ({
      data: {
        reqNo: f.reqNo,
        tan: f.tan,
        title: `${DNTYPE[f.kind]} ${f.form}${f.quarter ? ` Q${f.quarter}` : ''} ${f.fy}-${String((f.fy + 1) % 100).padStart(2, '0')}`,
        reqDate: run.today,
        dntype: DNTYPE[f.kind],
        finYr: `${f.fy}-${String((f.fy + 1) % 100).padStart(2, '0')}`,
        qrtr: f.quarter ? `Q${f.quarter}` : null,
        frmType: f.form,
        status: 'Submitted',
        remarks: null,
        fileCount: null,
        downloadError: null,
      },
    })),
  );
  return out;
}
