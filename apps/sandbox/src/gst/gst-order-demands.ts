import { DAY_MS } from '../it/dates';
import { Rng } from '../rng';
import type { GstCase } from './gst-cases-data';
import { splitTax } from './gst-heads';
import { referenceNumber } from './gst-ids';
import type { Demand } from './gst-money-data';

/**
 * The demand an adjudication order raises: entered in the liability register (part II) a day after
 * the order, its reference number the order's. A matter then runs notice → reply → order → demand,
 * and a case-level view can follow it across the portal's differing ids.
 */
export function demandsFromOrders(seed: string, gstin: string, caseTasks: readonly GstCase[]): Demand[] {
  return caseTasks.flatMap((c) => {
    const order = c.folders.find((f) => f.code === 'ORDRS')?.items[0];
    if (!order) return [];
    const r = new Rng(seed, 'gst-order-demand', gstin, c.caseId);
    const at = order.at + DAY_MS;
    const dtorder = (order.itemJson.sdtls as { dtorder?: { fy?: string; dmddtls?: { dtot?: string }[] } })
      .dtorder;
    const tax = Math.max(1000, Math.round(Number(dtorder?.dmddtls?.[0]?.dtot ?? 0)));
    const fyStart = Date.UTC(Number(String(dtorder?.fy ?? '2023').slice(0, 4)), 3, 1);
    return [
      {
        at,
        demandid: referenceNumber('DI', gstin.slice(0, 2), at, r),
        referenceNo: order.refId,
        periodFrom: fyStart,
        periodTo: fyStart + 364 * DAY_MS,
        amounts: splitTax(r, tax, { intr: Math.round(tax * 0.18), pen: Math.round(tax * 0.1) }),
        stayStatus: 'Not Stayed' as const,
      },
    ];
  });
}
