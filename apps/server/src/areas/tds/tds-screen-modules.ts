import { fileDownloadRequests, type DownloadAsk } from './download-request-filing';
import { verifyPans } from './pan-verification';
import type { TdsForm } from './traces-api';
import type { TracesSyncModule } from './traces-sync-module';

/**
 * What the TDS screens ask of TRACES rides on the sync engine: filing download requests and
 * verifying PANs both need a signed-in TRACES session, and TRACES asks a captcha at every
 * sign-in. As modules of the TRACES portal, started as a batch with the asks kept as the run's
 * options, they get the sign-in queue and solver, heartbeats, retries and failed items for free.
 * A run without those options (a daily or "sync all" run) does nothing in them.
 */

export const DOWNLOAD_ASKS_OPTION = 'downloadAsks';
export const PAN_VERIFY_OPTION = 'panVerify';

export type PanVerifyOption = { pans: string[]; form: TdsForm };

export const fileRequestsSync: TracesSyncModule = {
  key: 'fileRequests',
  label: 'File download requests',
  async run(run) {
    const asks = run.options[DOWNLOAD_ASKS_OPTION] as DownloadAsk[] | undefined;
    if (!asks?.length) return;
    const filed = await fileDownloadRequests(run, asks);
    // A request TRACES refused is an item the user sees among the failed ones, with its reason.
    for (const f of filed.filter((x) => x.reqNo === null))
      run.failed({
        module: 'fileRequests',
        ref: `${f.kind} ${f.form}${f.quarter ? ` Q${f.quarter}` : ''} ${f.fy}`,
        reason: f.error ?? 'TRACES refused the request',
      });
  },
};

export const panVerifySync: TracesSyncModule = {
  key: 'panVerify',
  label: 'Verify PANs',
  async run(run) {
    const ask = run.options[PAN_VERIFY_OPTION] as PanVerifyOption | undefined;
    if (!ask?.pans.length) return;
    const results = await verifyPans(run, ask.pans, ask.form);
    for (const r of results.filter((x) => x.error !== null))
      run.failed({ module: 'panVerify', ref: r.pan, reason: r.error ?? 'Not verified' });
  },
};
