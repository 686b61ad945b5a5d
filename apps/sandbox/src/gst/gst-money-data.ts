import { gstinCheckChar } from '@taxdesk/domain';
import { DAY_MS, TIMELINE_ANCHOR, atIst } from '../it/dates';
import { Rng } from '../rng';
import { fyOfMonth, periodOf } from './gst-format';
import type { HeadAmounts } from './gst-heads';
import { heads, splitTax, totalOf } from './gst-heads';
import { BANKS, cpinOf, numericId, referenceNumber } from './gst-ids';
import type { Filing } from './gst-returns-data';

export type Challan = {
  createdAt: number;
  cpin: string;
  status: 'S' | 'F' | 'N';
  payment_mod: 'EPY' | 'OTC' | 'NEFT';
  amounts: HeadAmounts;
  paidAt?: number;
  cin?: string;
  brn?: string;
  bankName?: string;
};

/** A challan paid before each tax return, plus a few failed or never-paid ones. */
export function buildChallans(seed: string, gstin: string, filings: readonly Filing[]): Challan[] {
  const stateCode = gstin.slice(0, 2);
  const challans: Challan[] = [];
  for (const filing of filings) {
    if (!filing.tax || !filing.filedAt) continue;
    const r = new Rng(seed, 'gst-challan', gstin, filing.rtntype, filing.period);
    const createdAt = filing.filedAt - r.int(1, 3) * DAY_MS - r.int(1, 5) * 3_600_000;
    if (r.chance(0.12)) {
      // A payment that failed at the bank, paid again by a second challan.
      const failedAt = createdAt - DAY_MS;
      challans.push({
        createdAt: failedAt,
        cpin: cpinOf(stateCode, failedAt, r),
        status: 'F',
        payment_mod: 'EPY',
        amounts: cash(filing),
      });
    }
    const [code, bankName] = r.pick(BANKS);
    const cpin = cpinOf(stateCode, createdAt, r);
    challans.push({
      createdAt,
      cpin,
      status: 'S',
      payment_mod: r.pick(['EPY', 'EPY', 'NEFT', 'OTC'] as const),
      amounts: cash(filing),
      paidAt: createdAt + r.int(1, 30) * 60_000,
      cin: `${cpin}${code}`,
      brn: numericId(r, 12),
      bankName,
    });
    if (r.chance(0.08)) {
      const at = createdAt + 2 * DAY_MS;
      challans.push({
        createdAt: at,
        cpin: cpinOf(stateCode, at, r),
        status: 'N',
        payment_mod: 'OTC',
        amounts: cash(filing),
      });
    }
  }
  return challans.sort((a, b) => a.createdAt - b.createdAt);
}

/** The part of a return's tax paid in cash (what the credit ledger did not cover). */
function cash(filing: Filing): HeadAmounts {
  const tax = filing.tax!;
  const share = Math.max(0, 1 - (filing.itc ?? 0) / Math.max(1, totalOf(tax) - filing.lateFee));
  const part = (n: number) => Math.round(n * share);
  return heads({
    igst: { tx: part(tax.igst.tx) },
    cgst: { tx: part(tax.cgst.tx), intr: tax.cgst.intr, fee: tax.cgst.fee },
    sgst: { tx: part(tax.sgst.tx), intr: tax.sgst.intr, fee: tax.sgst.fee },
    cess: { tx: part(tax.cess.tx) },
  });
}

export type LedgerEntry = {
  at: number;
  ledger: 'cash' | 'credit' | 'liability';
  refNo: string;
  desc: string;
  trTyp: 'Dr' | 'Cr';
  period?: string;
  amounts: HeadAmounts;
};

/** The three electronic ledgers, moved by challans (cash in), returns (liability, credit, cash out). */
export function buildLedger(challans: readonly Challan[], filings: readonly Filing[]): LedgerEntry[] {
  const entries: LedgerEntry[] = [];
  for (const c of challans) {
    if (c.status === 'S' && c.paidAt)
      entries.push({
        at: c.paidAt,
        ledger: 'cash',
        refNo: c.cin!,
        desc: 'Deposit',
        trTyp: 'Cr',
        amounts: c.amounts,
      });
  }
  for (const f of filings) {
    if (!f.tax || !f.filedAt || !f.arn) continue;
    const itcShare = (f.itc ?? 0) / Math.max(1, totalOf(f.tax) - f.lateFee);
    const byShare = (s: number) =>
      heads({
        igst: { tx: Math.round(f.tax!.igst.tx * s) },
        cgst: { tx: Math.round(f.tax!.cgst.tx * s) },
        sgst: { tx: Math.round(f.tax!.sgst.tx * s) },
        cess: { tx: Math.round(f.tax!.cess.tx * s) },
      });
    const desc = f.rtntype === 'CMP08' ? 'CMP-08' : 'GSTR-3B';
    entries.push({
      at: f.filedAt,
      ledger: 'liability',
      refNo: f.arn,
      desc: 'Other than reverse charge',
      trTyp: 'Dr',
      period: f.period,
      amounts: f.tax,
    });
    entries.push({
      at: f.filedAt + 60_000,
      ledger: 'liability',
      refNo: f.arn,
      desc: 'Liability discharged',
      trTyp: 'Cr',
      period: f.period,
      amounts: f.tax,
    });
    if (f.itc) {
      entries.push({
        at: f.filedAt,
        ledger: 'credit',
        refNo: f.arn,
        desc: `ITC claimed in ${desc}`,
        trTyp: 'Cr',
        period: f.period,
        amounts: byShare(itcShare),
      });
      entries.push({
        at: f.filedAt + 60_000,
        ledger: 'credit',
        refNo: f.arn,
        desc: 'Utilisation of ITC',
        trTyp: 'Dr',
        period: f.period,
        amounts: byShare(itcShare),
      });
    }
    entries.push({
      at: f.filedAt + 60_000,
      ledger: 'cash',
      refNo: f.arn,
      desc: `Utilisation of cash in ${desc}`,
      trTyp: 'Dr',
      period: f.period,
      amounts: byShareCash(f, itcShare),
    });
  }
  return entries.sort((a, b) => a.at - b.at);
}

function byShareCash(f: Filing, itcShare: number): HeadAmounts {
  const s = Math.max(0, 1 - itcShare);
  return heads({
    igst: { tx: Math.round(f.tax!.igst.tx * s) },
    cgst: { tx: Math.round(f.tax!.cgst.tx * s), intr: f.tax!.cgst.intr, fee: f.tax!.cgst.fee },
    sgst: { tx: Math.round(f.tax!.sgst.tx * s), intr: f.tax!.sgst.intr, fee: f.tax!.sgst.fee },
    cess: { tx: Math.round(f.tax!.cess.tx * s) },
  });
}

export type Demand = {
  at: number;
  demandid: string;
  referenceNo: string;
  periodFrom: number;
  periodTo: number;
  amounts: HeadAmounts;
  stayStatus: 'Stayed' | 'Not Stayed';
};

/** Liability register part II: demands from orders, some of them months apart, one after the anchor. */
export function buildDemands(seed: string, gstin: string): Demand[] {
  const rng = new Rng(seed, 'gst-demands', gstin);
  const count = rng.int(0, 3);
  return Array.from({ length: count }, (_, i) => {
    const r = new Rng(seed, 'gst-demand', gstin, i);
    const at = atIst(TIMELINE_ANCHOR - r.int(-20, 400) * DAY_MS, r.int(10, 17), r.int(0, 59));
    const fyStart = Date.UTC(r.pick([2021, 2022, 2023, 2024]), 3, 1);
    const tax = r.int(5, 400) * 1000;
    return {
      at,
      demandid: referenceNumber('DI', gstin.slice(0, 2), at, r),
      referenceNo: referenceNumber('ZD', gstin.slice(0, 2), at, r),
      periodFrom: fyStart,
      periodTo: fyStart + 364 * DAY_MS,
      amounts: splitTax(r, tax, { intr: Math.round(tax * 0.3), pen: Math.round(tax * 0.1) }),
      stayStatus: r.chance(0.2) ? 'Stayed' : 'Not Stayed',
    };
  });
}

export type TdsCredit = {
  at: number;
  kind: 'tds' | 'tcs';
  ctin: string;
  deductorName: string;
  month: string;
  amt: number;
  iamt: number;
  camt: number;
  samt: number;
};

const DEDUCTORS = [
  'MUNICIPAL CORPORATION',
  'PUBLIC WORKS DEPARTMENT',
  'STATE ELECTRICITY BOARD',
  'RAILWAY DIVISION',
];
const OPERATORS = ['FLIPKART INTERNET PRIVATE LIMITED', 'AMAZON SELLER SERVICES PRIVATE LIMITED'];

function tanBasedGstin(rng: Rng, stateCode: string, kind: 'D' | 'C'): string {
  let letters = '';
  for (let i = 0; i < 4; i++) letters += rng.letter();
  const first14 = `${stateCode}${letters}${String(rng.int(10000, 99999))}${rng.letter()}1${kind}`;
  return first14 + gstinCheckChar(first14);
}

/** TDS by government deductors and TCS by e-commerce operators, monthly, for a third of GSTINs. */
export function buildTdsCredits(seed: string, gstin: string): TdsCredit[] {
  const rng = new Rng(seed, 'gst-tds', gstin);
  if (!rng.chance(0.4)) return [];
  const stateCode = gstin.slice(0, 2);
  const kind: 'tds' | 'tcs' = rng.chance(0.6) ? 'tds' : 'tcs';
  const ctin = tanBasedGstin(rng, stateCode, kind === 'tds' ? 'D' : 'C');
  const deductorName = rng.pick(kind === 'tds' ? DEDUCTORS : OPERATORS);
  const credits: TdsCredit[] = [];
  for (let m = 2025 * 12 + 3; m <= 2026 * 12 + 11; m++) {
    const r = new Rng(seed, 'gst-tds-month', gstin, m);
    if (!r.chance(0.5)) continue;
    const amt = r.int(50, 900) * 1000;
    const half = Math.round(amt * 0.01);
    const inter = r.chance(0.3);
    credits.push({
      at: atIst(Date.UTC(Math.floor((m + 1) / 12), (m + 1) % 12, 10), 12, 0),
      kind,
      ctin,
      deductorName,
      month: periodOf(m),
      amt,
      iamt: inter ? half * 2 : 0,
      camt: inter ? 0 : half,
      samt: inter ? 0 : half,
    });
  }
  return credits;
}

export type BankAccount = {
  at: number;
  acno: string;
  ifsc: string;
  bankName: string;
  branch: string;
  accType: string;
};

/** Accounts on the registration; some GSTINs add a second one a little after the anchor. */
export function buildBankAccounts(seed: string, gstin: string): BankAccount[] {
  const rng = new Rng(seed, 'gst-banks', gstin);
  const count = rng.chance(0.35) ? 2 : 1;
  return Array.from({ length: count }, (_, i) => {
    const [code, bankName] = rng.pick(BANKS);
    return {
      at: i === 0 ? Date.UTC(2017, 6, 1) : TIMELINE_ANCHOR + rng.int(-60, 20) * DAY_MS,
      acno: numericId(rng, rng.int(11, 16)),
      ifsc: `${code}0${numericId(rng, 6)}`,
      bankName,
      branch: rng.pick(['Main Branch', 'Industrial Area', 'Market Yard', 'Civil Lines', 'MG Road']),
      accType: rng.pick(['Current Account', 'Cash Credit', 'Current Account']),
    };
  });
}

/** Aggregate turnover per financial year, from the returns' taxable values. */
export function turnoverByYear(filings: readonly Filing[]): Map<string, number> {
  const byYear = new Map<string, number>();
  for (const f of filings) {
    if (f.rtntype !== 'GSTR3B' && f.rtntype !== 'CMP08') continue;
    byYear.set(f.fy, (byYear.get(f.fy) ?? 0) + f.taxableValue);
  }
  // The year before the returns the sandbox plays, so two years show.
  const first = byYear.get(fyOfMonth(2025 * 12 + 3));
  if (first) byYear.set('2024-25', Math.round(first * 0.91));
  return byYear;
}
