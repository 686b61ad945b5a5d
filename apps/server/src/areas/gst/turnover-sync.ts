import { RESOURCES } from '@taxdesk/domain';
import type { UpsertItem } from '../../lib/records/upsert';
import type { GstClient, GstSession } from './gst-client';
import { recentYears } from './returns-sync';
import type { GstSyncModule } from './gst-sync-support';
import { saveGstRecords, tryGstItem } from './gst-sync-support';
import { amount, gstOwner } from './gst-values';

/** GSTR-9C is due above this aggregate turnover. */
const AUDIT_LIMIT = 50_000_000;

async function fetchTurnover(portal: GstClient, session: GstSession, gstin: string, fy: string) {
  const answer = await portal.json<{ data?: Record<string, unknown> }>(
    session,
    'return',
    '/returns/auth/api/aggregateturnover',
    {
      query: { fy, gstin },
    },
  );
  return answer?.data ?? null;
}

/** Aggregate turnover of every GSTIN for the recent years. */
export const turnoverSync: GstSyncModule = {
  key: 'turnover',
  label: 'Aggregate turnover',
  async run(run) {
    for (const gstin of run.session.gstins) {
      const items: UpsertItem[] = [];
      for (const fy of recentYears(run.today)) {
        await tryGstItem(run, 'turnover', `${gstin} ${fy}`, async () => {
          const row = await fetchTurnover(run.portal, run.session, gstin, fy);
          if (!row) return;
          const value = amount(row.aggTurnover);
          items.push({
            data: {
              turnoverId: `${gstin}-${fy}`,
              ...gstOwner(gstin, run.accountKey),
              fy,
              aggTurnover: value,
              status: row.status ?? null,
              above5Cr: value !== null && value > AUDIT_LIMIT,
            },
            raw: row,
          });
        });
      }
      await saveGstRecords(run, RESOURCES.gstTurnover, items);
    }
  },
};
