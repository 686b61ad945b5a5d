import { uniformFor } from '../rng';
import type { TaxpayerDetails } from './taxpayer';

/** A row of the public return filing table (`taxpayerReturnDetails`), the portal's field names. */
export type ReturnFilingRow = {
  fy: string;
  taxp: string;
  mof: string;
  dof: string;
  rtntype: 'GSTR1' | 'GSTR3B';
  arn: string;
  status: 'Filed';
};

const MONTHS = [
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
  'January',
  'February',
  'March',
];
const DUE_DAY = { GSTR1: 11, GSTR3B: 20 } as const;
const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** "2025-2026" or "2025-26" → 2025, else null. */
export function fyStart(fy: string): number | null {
  const m = /^(\d{4})-(\d{2}|\d{4})$/.exec(fy.trim());
  if (!m) return null;
  const start = Number(m[1]);
  const end = Number(m[2]);
  return end === start + 1 || end === (start + 1) % 100 ? start : null;
}

const toDdMmYyyy = (ms: number) => {
  const d = new Date(ms);
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
};

function dayFromDdMmYyyy(value: string): number | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  return m ? Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1])) : null;
}

/**
 * GSTR-1 and GSTR-3B filed by a regular taxpayer in a financial year, up to `now`: most file a
 * few days either side of the due date; one in ten stops filing from some month; a cancelled
 * registration files nothing after its cancellation; composition dealers file neither.
 */
export function returnFilings(
  seed: string,
  t: TaxpayerDetails,
  startYear: number,
  now: number,
): ReturnFilingRow[] {
  if (t.dty !== 'Regular' && t.dty !== 'SEZ Unit') return [];
  const registeredOn = dayFromDdMmYyyy(t.rgdt) ?? 0;
  const cancelledOn = dayFromDdMmYyyy(t.cxdt) ?? Infinity;
  const stopsAt =
    uniformFor(seed, 'gstr-defaulter', t.gstin) < 0.1
      ? Date.UTC(2026, 2 + Math.floor(uniformFor(seed, 'gstr-stop', t.gstin) * 8), 1)
      : Infinity;
  const rows: ReturnFilingRow[] = [];
  const fy = `${startYear}-${startYear + 1}`;
  for (let i = 0; i < 12; i++) {
    const periodStart = Date.UTC(startYear, 3 + i, 1);
    if (periodStart < registeredOn || periodStart >= cancelledOn || periodStart >= stopsAt) continue;
    for (const rtntype of ['GSTR1', 'GSTR3B'] as const) {
      const due = Date.UTC(startYear, 4 + i, DUE_DAY[rtntype]);
      const late = Math.floor(uniformFor(seed, 'gstr-late', t.gstin, rtntype, startYear, i) * 14) - 6;
      const filedOn = due + late * DAY;
      if (filedOn > now) continue;
      const d = new Date(filedOn);
      rows.push({
        fy,
        taxp: MONTHS[i]!,
        mof: 'ONLINE',
        dof: toDdMmYyyy(filedOn),
        rtntype,
        arn: `AA${t.gstin.slice(0, 2)}${pad(d.getUTCMonth() + 1)}${String(d.getUTCFullYear()).slice(2)}${String(Math.floor(uniformFor(seed, 'arn', t.gstin, rtntype, i) * 9_999_999)).padStart(7, '0')}`,
        status: 'Filed',
      });
    }
  }
  return rows.reverse();
}
