import type { DownloadAsk } from './download-request-filing';
import { MAX_PANS } from './pan-verification';
import type { DownloadKind, TdsForm } from './traces-api';
import type { TracesSyncRun } from './traces-sync-module';
import { storedTdsRecords } from './tds-sync-support';

/**
 * The demo's first TRACES sync asks what a user would ask on the TDS screens, so a fresh demo
 * has download requests and verified PANs to open: a Form 16A, a consolidated file and a
 * justification report for the TAN's latest processed statements, and a check of the deductee
 * PANs its lower deduction certificates name. Both read what the same run's earlier modules
 * (statements, certificates) have just stored, so they ask only what TRACES can answer.
 */
export const DEMO_START_OPTION = 'demoStart';

type Statement = { fy: number; quarter: 1 | 2 | 3 | 4; form: TdsForm; status: string };

function statementOf(data: Record<string, unknown>): Statement | null {
  const fy = Number(String(data.finyear ?? '').slice(0, 4));
  const quarter = Number(String(data.quarter ?? '').replace(/^Q/, ''));
  if (!fy || ![1, 2, 3, 4].includes(quarter) || data.stmnttype !== 'Regular') return null;
  if (!/processed/i.test(String(data.status ?? ''))) return null;
  return {
    fy,
    quarter: quarter as Statement['quarter'],
    form: data.formtype as TdsForm,
    status: String(data.status),
  };
}

const latestFirst = (a: Statement, b: Statement) => b.fy - a.fy || b.quarter - a.quarter;

export async function demoDownloadAsks(run: TracesSyncRun): Promise<DownloadAsk[]> {
  const processed = [...(await storedTdsRecords(run, 'tdsStatement')).values()]
    .map(statementOf)
    .filter((s): s is Statement => s !== null)
    .sort(latestFirst);
  const pick = (kind: DownloadKind, test: (s: Statement) => boolean): DownloadAsk[] => {
    const s = processed.find(test);
    return s ? [{ tan: run.accountKey, kind, fy: s.fy, quarter: s.quarter, form: s.form }] : [];
  };
  return [
    ...pick('form16a', (s) => s.form === '26Q' || s.form === '27Q'),
    ...pick('conso', (s) => s.form === '24Q'),
    ...pick('justification', (s) => /with default/i.test(s.status)),
  ];
}

export async function demoPans(run: TracesSyncRun): Promise<string[]> {
  const certificates = await storedTdsRecords(run, 'tdsLdc');
  const pans = [...certificates.values()].map((c) => String(c.deducteepan ?? '')).filter(Boolean);
  return [...new Set(pans)].slice(0, MAX_PANS);
}
