import { PAN_VERIFY_CACHE_DAYS } from '@taxdesk/domain';
import { DEMO_START_OPTION, demoDownloadAsks, demoPans } from './demo-start';
import { fileDownloadRequests, type DownloadAsk } from './download-request-filing';
import { MAX_PANS, verifyPans } from './pan-verification';
import type { TdsForm } from './traces-api';
import type { TracesSyncModule, TracesSyncRun } from './traces-sync-module';
import { storedTdsRecords } from './tds-sync-support';

/**
 * What the TDS screens ask of TRACES rides on the sync engine: filing download requests and
 * verifying PANs both need a signed-in TRACES session, and TRACES asks a captcha at every
 * sign-in. As parts of the TRACES portal's modules, started as a batch with the asks kept as the
 * run's options, they get the sign-in queue and solver, heartbeats, retries and failed items for
 * free. Without a screen's asks (a daily run, "sync all", sync selected) download tracking files
 * nothing and PAN verification re-checks the TAN's results that have aged past the cache days;
 * the demo's first start asks what a user would (`demo-start.ts`).
 */

export const DOWNLOAD_ASKS_OPTION = 'downloadAsks';
export const PAN_VERIFY_OPTION = 'panVerify';

type PanVerifyOption = { pans: string[]; form: TdsForm };

/** Files the download requests the run was asked to (the screen's, or the demo's first start). */
export async function fileAskedRequests(run: TracesSyncRun): Promise<void> {
  const asks =
    (run.options[DOWNLOAD_ASKS_OPTION] as DownloadAsk[] | undefined) ??
    (run.options[DEMO_START_OPTION] ? await demoDownloadAsks(run) : undefined);
  if (!asks?.length) return;
  const filed = await fileDownloadRequests(run, asks);
  // A request TRACES refused is an item the user sees among the failed ones, with its reason.
  for (const f of filed.filter((x) => x.reqNo === null))
    run.failed({
      module: 'downloads',
      ref: `${f.kind} ${f.form}${f.quarter ? ` Q${f.quarter}` : ''} ${f.fy}`,
      reason: f.error ?? 'TRACES refused the request',
    });
}

/** The TAN's kept results verified before the cache days, oldest first, by the form each was checked for. */
async function agedResults(run: TracesSyncRun): Promise<PanVerifyOption[]> {
  const since = new Date(Date.parse(`${run.today}T00:00:00Z`) - PAN_VERIFY_CACHE_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const aged = [...(await storedTdsRecords(run, 'panVerification')).values()]
    .filter((r) => typeof r.pan === 'string' && String(r.verifiedOn ?? '') < since)
    .sort((a, b) => String(a.verifiedOn ?? '').localeCompare(String(b.verifiedOn ?? '')))
    .slice(0, MAX_PANS);
  const byForm = new Map<TdsForm, string[]>();
  for (const r of aged) {
    const form = (r.formType as TdsForm | undefined) ?? '26Q';
    byForm.set(form, [...(byForm.get(form) ?? []), String(r.pan)]);
  }
  return [...byForm].map(([form, pans]) => ({ form, pans }));
}

export const panVerifySync: TracesSyncModule = {
  key: 'panVerify',
  label: 'PAN verification',
  async run(run) {
    const asked = run.options[PAN_VERIFY_OPTION] as PanVerifyOption | undefined;
    const asks = asked
      ? [asked]
      : run.options[DEMO_START_OPTION]
        ? [{ pans: await demoPans(run), form: '26Q' as const }]
        : await agedResults(run);
    for (const ask of asks.filter((a) => a.pans.length)) {
      const results = await verifyPans(run, ask.pans, ask.form);
      for (const r of results.filter((x) => x.error !== null))
        run.failed({ module: 'panVerify', ref: r.pan, reason: r.error ?? 'Not verified' });
    }
  },
};
