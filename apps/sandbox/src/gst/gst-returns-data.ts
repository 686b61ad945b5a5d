import { DAY_MS, TIMELINE_ANCHOR, atIst } from '../it/dates';
import { Rng } from '../rng';
import { dayOfMonth, fyOfMonth, monthIndexOf, periodOf } from './gst-format';
import type { HeadAmounts } from './gst-heads';
import { splitTax } from './gst-heads';
import { referenceNumber } from './gst-ids';

export type ReturnType = 'GSTR1' | 'GSTR3B' | 'GSTR9' | 'GSTR9C' | 'CMP08';
export type Frequency = 'Monthly' | 'Quarterly' | 'Annual';
export type FilingProfile = 'monthly' | 'quarterly' | 'composition';

/** One return due for one period; `filedAt` unset = not filed (yet). */
export type Filing = {
  rtntype: ReturnType;
  rfp: Frequency;
  /** MMYYYY of the period's last month (March of the year for annual returns). */
  period: string;
  monthIndex: number;
  fy: string;
  dueAt: number;
  filedAt?: number;
  arn?: string;
  /** Tax of the period (3B, CMP-08): what the ledgers and challans follow. */
  tax?: HeadAmounts;
  itc?: number;
  taxableValue: number;
  lateFee: number;
};

/** Returns start with FY 2025-26 (April 2025) and run to a little after the timeline's anchor. */
export const FIRST_MONTH = 2025 * 12 + 3;
export const LAST_MONTH = monthIndexOf(TIMELINE_ANCHOR + 40 * DAY_MS);

function dueOf(rtntype: ReturnType, monthIndex: number, quarterly: boolean): number {
  const next = monthIndex + 1;
  const day = { GSTR1: quarterly ? 13 : 11, GSTR3B: quarterly ? 22 : 20, CMP08: 18, GSTR9: 31, GSTR9C: 31 }[
    rtntype
  ];
  if (rtntype === 'GSTR9' || rtntype === 'GSTR9C') return atIst(dayOfMonth(monthIndex + 9, 31), 23, 59, 59);
  return atIst(dayOfMonth(next, day), 23, 59, 59);
}

export function filingProfileOf(seed: string, gstin: string): FilingProfile {
  return new Rng(seed, 'gst-profile', gstin).weighted<FilingProfile>([
    ['monthly', 6],
    ['quarterly', 3],
    ['composition', 1],
  ]);
}

/**
 * Every return a GSTIN owes from April 2025 on, filed on time mostly, sometimes late, and for a
 * defaulter the latest periods not at all. Future filings exist already and show up as the
 * sandbox clock passes their date.
 */
export function buildFilings(seed: string, gstin: string): Filing[] {
  const profile = filingProfileOf(seed, gstin);
  const rng = new Rng(seed, 'gst-filings', gstin);
  const stateCode = gstin.slice(0, 2);
  const defaulter = rng.chance(0.25);
  const scale = rng.int(2, 40) * 10_000;
  const filings: Filing[] = [];
  const add = (rtntype: ReturnType, rfp: Frequency, monthIndex: number, withTax: boolean) => {
    const r = new Rng(seed, 'gst-filing', gstin, rtntype, monthIndex);
    const dueAt = dueOf(rtntype, monthIndex, rfp === 'Quarterly');
    const lastDefaultable = defaulter && monthIndex >= LAST_MONTH - 4 && rtntype !== 'GSTR9';
    const late = r.chance(0.15) ? r.int(2, 40) : 0;
    const filedAt = lastDefaultable
      ? undefined
      : atIst(
          Math.floor(dueAt / DAY_MS) * DAY_MS + (late ? late : -r.int(0, 6)) * DAY_MS,
          r.int(10, 20),
          r.int(0, 59),
        );
    const months = rfp === 'Monthly' ? 1 : rfp === 'Quarterly' ? 3 : 12;
    const taxableValue = scale * months * r.int(8, 14);
    const taxTotal = Math.round(taxableValue * (profile === 'composition' ? 0.01 : 0.12));
    const lateFee = late ? Math.min(late * 50, 5000) : 0;
    filings.push({
      rtntype,
      rfp,
      period: periodOf(monthIndex),
      monthIndex,
      fy: fyOfMonth(monthIndex),
      dueAt,
      filedAt,
      arn: filedAt ? referenceNumber('AA', stateCode, filedAt, r) : undefined,
      tax: withTax
        ? splitTax(r, taxTotal, { fee: lateFee, intr: late ? Math.round(taxTotal * 0.18 * (late / 365)) : 0 })
        : undefined,
      itc: withTax && profile !== 'composition' ? Math.round(taxTotal * (0.55 + r.float() * 0.3)) : 0,
      taxableValue,
      lateFee,
    });
  };
  for (let m = FIRST_MONTH; m <= LAST_MONTH; m++) {
    const quarterEnd = m % 3 === 2;
    if (profile === 'monthly') {
      add('GSTR1', 'Monthly', m, false);
      add('GSTR3B', 'Monthly', m, true);
    } else if (profile === 'quarterly' && quarterEnd) {
      add('GSTR1', 'Quarterly', m, false);
      add('GSTR3B', 'Quarterly', m, true);
    } else if (profile === 'composition' && quarterEnd) {
      add('CMP08', 'Quarterly', m, true);
    }
  }
  // The annual return of FY 2025-26 (due 31 Dec 2026); 9C where the turnover passes 5 crore.
  add('GSTR9', 'Annual', 2026 * 12 + 2, false);
  if (scale * 12 * 11 > 50_000_000) add('GSTR9C', 'Annual', 2026 * 12 + 2, false);
  return filings;
}

export const isFiled = (f: Filing, now: number) => f.filedAt !== undefined && f.filedAt <= now;
/** A period is on the portal once it has begun. */
export const periodOpen = (f: Filing, now: number) => dayOfMonth(f.monthIndex, 1) <= now;
