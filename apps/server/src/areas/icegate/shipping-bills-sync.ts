import { sql } from 'drizzle-orm';
import { RESOURCES } from '@taxdesk/domain';
import { inOrg } from '../../db/tenant';
import { upsertRecords, type UpsertItem } from '../../lib/records/upsert';
import { PortalError } from '../../lib/sync/portal-error';
import type { SyncModule, SyncRun } from '../../lib/sync/sync-module';
import type { IcegateClient } from './icegate-client';
import { dashDate, isSettled, shippingBillData, type SbListRow } from './icegate-mapping';

const DAY_MS = 86_400_000;
/** The enquiry takes a month at most per call. */
const WINDOW_DAYS = 30;
/** A first sync reaches back a year; later ones the last quarter (statuses move for weeks after a bill). */
const FIRST_SYNC_DAYS = 365;
const LATER_SYNC_DAYS = 90;

type Run = SyncRun<IcegateClient>;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** [from, to] ISO days covering `days` up to today, in windows the enquiry accepts, oldest first. */
export function windows(today: string, days: number): [string, string][] {
  const end = Date.parse(`${today}T00:00:00Z`);
  const out: [string, string][] = [];
  for (let to = end; to > end - days * DAY_MS; to -= (WINDOW_DAYS + 1) * DAY_MS) {
    out.unshift([isoDay(Math.max(to - WINDOW_DAYS * DAY_MS, end - days * DAY_MS)), isoDay(to)]);
  }
  return out;
}

async function storedBills(run: Run): Promise<Map<string, Record<string, unknown>>> {
  const r = await inOrg(run.app.db, run.orgId, (tx) =>
    tx.execute<{ key: string; data: Record<string, unknown> }>(sql`
      SELECT key, data FROM records
      WHERE org_id = ${run.orgId} AND type = 'icegateShippingBill' AND account_key = ${run.accountKey}`),
  );
  return new Map(r.rows.map((row) => [row.key, row.data]));
}

const keyOf = (row: { location: unknown; sbNo: unknown }) =>
  `${encodeURIComponent(String(row.location))}/${encodeURIComponent(String(row.sbNo))}`;

/**
 * Shipping bills by month, then each bill's status, drawback and IGST refund — skipping bills
 * already settled (nothing more can happen to them), so a daily re-sync asks only for open ones.
 */
export const shippingBillsSync: SyncModule<IcegateClient> = {
  key: 'shippingBills',
  label: 'Shipping bills',
  async run(run) {
    const stored = await storedBills(run);
    const days = stored.size === 0 ? FIRST_SYNC_DAYS : LATER_SYNC_DAYS;
    const rows: SbListRow[] = [];
    for (const [from, to] of windows(run.today, days)) {
      const answer = await run.portal.enquiry(run.session, '/icegate/api/enquiry/shippingBills', {
        startDate: dashDate(from),
        endDate: dashDate(to),
      });
      if (answer.status !== 'SUCCESS')
        throw new PortalError('server_error', `Shipping bill list: ${answer.message ?? answer.errorCode}`);
      rows.push(...((answer.sbList as SbListRow[] | undefined) ?? []));
    }
    const items: UpsertItem[] = [];
    for (const row of rows) {
      const before = stored.get(keyOf(row));
      if (before && isSettled(before)) continue;
      try {
        const details = await run.portal.enquiry(run.session, '/icegate/api/enquiry/sbDetails', row);
        if (details.status !== 'SUCCESS') throw new Error(String(details.message ?? details.errorCode));
        items.push({ data: shippingBillData(run.accountKey, row, details), raw: details });
      } catch (err) {
        if (err instanceof PortalError && err.endsRun) throw err;
        run.failed({
          module: 'shippingBills',
          ref: `${row.location}/${row.sbNo}`,
          reason: (err as Error).message,
        });
      }
    }
    await inOrg(run.app.db, run.orgId, async (tx) => {
      const r = await upsertRecords(tx, run.orgId, RESOURCES.icegateShippingBill, items, {
        source: 'portal',
      });
      run.counts.newCount += r.inserted.length;
      run.counts.changedCount += r.changed.length;
    });
    const all = new Map(stored);
    for (const item of items) all.set(keyOf(item.data as SbListRow), item.data as Record<string, unknown>);
    const pending = [...all.values()].filter(
      (d) => d.igstRefundStatus !== 'scrolled' && d.igstRefundStatus !== 'not_claimed',
    );
    // The login answers the exporter's IEC and name: the account shows what ICEGATE holds.
    if (run.session.iec) run.accountPatch.iec = run.session.iec;
    if (run.session.name) run.accountPatch.name = run.session.name;
    run.accountPatch.shippingBillCount = all.size;
    run.accountPatch.igstRefundPending = pending.length;
    run.accountPatch.igstRefundPendingAmount = pending.reduce(
      (sum, d) => sum + (Number(d.igstAmount) || 0),
      0,
    );
  },
};
