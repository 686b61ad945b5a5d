import type { GstClient, GstSession } from './gst-client';
import { portalDay } from './gst-values';

/** The electronic ledgers: cash (payment host), credit and liability part I (return host). */

export type PortalLedgerRow = Record<string, unknown>;
export type LedgerKind = 'cash' | 'credit' | 'liability';

const monthPeriod = (iso: string) => `${iso.slice(5, 7)}${iso.slice(0, 4)}`;

export async function fetchLedger(
  portal: GstClient,
  session: GstSession,
  gstin: string,
  ledger: LedgerKind,
  from: string,
  to: string,
): Promise<PortalLedgerRow[]> {
  const answer =
    ledger === 'cash'
      ? await portal.json<{ tr?: PortalLedgerRow[] }>(session, 'payment', '/payment/auth/api/cashdetls', {
          query: { fdate: portalDay(from), tdate: portalDay(to), gstin },
        })
      : ledger === 'credit'
        ? await portal.json<{ tr?: PortalLedgerRow[] }>(session, 'return', '/returns/auth/api/itcdtls', {
            query: { fdate: portalDay(from), tdate: portalDay(to), gstin },
          })
        : // The liability ledger is asked by return period (MMYYYY), not by day.
          await portal.json<{ tr?: PortalLedgerRow[] }>(session, 'return', '/returns/auth/api/retdtl', {
            query: { fdate: monthPeriod(from), to_dt: monthPeriod(to), gstin },
          });
  return answer?.tr ?? [];
}
