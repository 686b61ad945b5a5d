import { Rng } from '../../rng';
import type { ItAccountProfile } from '../accounts';
import { DAY_MS, atIst } from '../dates';
import { BUSINESS_WORDS, COMPANY_TRADES } from '../seed-data';
import type { SandboxChallan, SandboxReturn } from './record-types';

/**
 * Form 26AS Part A (TDS) of an account, and the TDS each return claims. The numbers are tied to
 * the returns and challans: a return's taxes paid are its advance / self-assessment challans plus
 * the TDS it claims, and 26AS shows that TDS, except for the years drawn to disagree (a deductor's
 * late statement the return missed, an entry not matched to the deductor's challan, a deductor
 * who filed nothing) — the mismatches TaxDesk's report is for.
 */

export type BookingStatus = 'F' | 'U' | 'P' | 'O';

export type SandboxTdsEntry = {
  deductorName: string;
  tan: string;
  section: string;
  /** Date of payment or credit to the account holder. */
  transactionOn: number;
  /** When the deductor's quarterly statement was processed: 26AS shows the entry from then. */
  bookedOn: number;
  amountPaid: number;
  taxDeducted: number;
  tdsDeposited: number;
  bookingStatus: BookingStatus;
};

/** How a year's 26AS was drawn to compare with its return (for tests and the README). */
export type CreditOutcome = 'matched' | 'short' | 'excess' | 'missing' | 'no_return';

export type SandboxTaxYear = { ay: number; outcome: CreditOutcome; tds: SandboxTdsEntry[] };

export type SandboxTaxCredits = {
  /** TDS (and TCS) claimed by each return, by acknowledgement number. */
  tdsClaimed: ReadonlyMap<string, number>;
  years: SandboxTaxYear[];
};

type Deductor = { name: string; tan: string; sections: readonly string[]; government: boolean };

/** The share of a payment deducted under each section (salary: an average rate). */
const RATES: Record<string, number> = {
  '192': 0.12,
  '194A': 0.1,
  '194C': 0.02,
  '194H': 0.05,
  '194I': 0.1,
  '194J': 0.1,
  '194Q': 0.001,
};

const TAN_CITIES = ['MUM', 'DEL', 'BLR', 'CHE', 'PNE', 'HYD', 'KOL', 'AHM'] as const;
const BANKS = [
  'State Bank of India',
  'HDFC Bank Limited',
  'ICICI Bank Limited',
  'Punjab National Bank',
  'Bank of Baroda',
] as const;

function tanFor(rng: Rng, name: string): string {
  const initial = /[A-Z]/.exec(name.toUpperCase())?.[0] ?? 'A';
  return `${rng.pick(TAN_CITIES)}${initial}${String(rng.int(10_000, 99_999))}${rng.letter()}`;
}

function companyName(rng: Rng, suffix = 'Private Limited'): string {
  return `${rng.pick(BUSINESS_WORDS)} ${rng.pick(COMPANY_TRADES)} ${suffix}`;
}

/** Who deducts tax from this holder, year after year. */
function deductorsOf(rng: Rng, profile: ItAccountProfile, form: string): Deductor[] {
  const make = (name: string, sections: readonly string[], government = false): Deductor => ({
    name,
    tan: tanFor(rng, name),
    sections,
    government,
  });
  const bank = make(rng.pick(BANKS), ['194A'], rng.chance(0.4));
  if (profile.holderType === 'P' && (form === 'ITR-1' || form === 'ITR-2'))
    return [
      rng.chance(0.15)
        ? make(`Office of the ${rng.pick(['Accountant General', 'Pay and Accounts Officer'])}`, ['192'], true)
        : make(companyName(rng), ['192']),
      bank,
    ];
  if (profile.holderType === 'P' || profile.holderType === 'H')
    return [make(companyName(rng), ['194J']), make(companyName(rng, 'LLP'), ['194J', '194H']), bank];
  if (profile.holderType === 'T') return [bank, make(companyName(rng), ['194I'])];
  return [
    make(companyName(rng, 'Limited'), ['194C', '194Q']),
    make(companyName(rng), ['194C']),
    make(companyName(rng), ['194J', '194I']),
    bank,
  ];
}

/** Quarterly statements are due a month after the quarter (Q4: end of May) and processed soon after. */
function bookingDay(rng: Rng, transactionOn: number): number {
  const d = new Date(transactionOn);
  const month = d.getUTCMonth();
  const quarterEnd = Date.UTC(d.getUTCFullYear(), month - (month % 3) + 3, 0);
  const due = quarterEnd + (month >= 0 && month <= 2 ? 61 : 31) * DAY_MS;
  return due + rng.int(-20, 15) * DAY_MS;
}

/** `total` rupees of tax deducted in `count` entries of the deductor within the financial year. */
function entries(
  rng: Rng,
  deductor: Deductor,
  ay: number,
  total: number,
  count: number,
  status: (i: number) => BookingStatus,
): SandboxTdsEntry[] {
  const n = Math.max(1, Math.min(count, total));
  const weights = Array.from({ length: n }, () => 0.5 + rng.float());
  const sum = weights.reduce((a, w) => a + w, 0);
  const out: SandboxTdsEntry[] = [];
  let left = total;
  for (let i = 0; i < n; i++) {
    const tax = i === n - 1 ? left : Math.max(1, Math.floor((total * weights[i]!) / sum));
    left -= tax;
    const section = rng.pick(deductor.sections);
    // Salary month by month from April; other payments spread over the year.
    const monthIndex = section === '192' ? 12 - n + i : rng.int(0, 11);
    const day = Date.UTC(ay - 1, 3 + monthIndex, section === '192' ? 28 : rng.int(1, 28));
    const transactionOn = atIst(day, 12, 0);
    const booked = bookingDay(rng, transactionOn);
    out.push({
      deductorName: deductor.name,
      tan: deductor.tan,
      section,
      transactionOn,
      bookedOn: atIst(booked, 9, 0),
      amountPaid: Math.round(tax / RATES[section]!),
      taxDeducted: tax,
      tdsDeposited: tax,
      bookingStatus: deductor.government && status(i) === 'F' ? 'P' : status(i),
    });
  }
  return out;
}

const sumOf = (xs: readonly number[]) => xs.reduce((a, x) => a + x, 0);

/** The return's own challans: advance and self-assessment tax of its year. */
function challanTax(challans: readonly SandboxChallan[], ay: number): number {
  return sumOf(
    challans
      .filter((c) => c.ay === ay && c.minorHead !== '400')
      .map((c) => c.tax + c.surcharge + c.cess + c.interest + c.penalty + c.fee),
  );
}

export function generateTaxCredits(
  seed: string,
  profile: ItAccountProfile,
  returns: readonly SandboxReturn[],
  challans: readonly SandboxChallan[],
): SandboxTaxCredits {
  const base = new Rng(seed, 'it-tax-credits', profile.pan);
  const form = returns[0]?.formTypeCd ?? 'ITR-1';
  const deductors = deductorsOf(base, profile, form);
  const big = profile.holderType !== 'P' && profile.holderType !== 'H';
  const tdsClaimed = new Map<string, number>();
  for (const r of returns) tdsClaimed.set(r.ackNum, Math.max(0, r.taxesPaid - challanTax(challans, r.ay)));

  const latest = new Map<number, SandboxReturn>();
  for (const r of returns) if ((latest.get(r.ay)?.filedOn ?? -1) < r.filedOn) latest.set(r.ay, r);
  const firstAy = Math.min(...returns.map((r) => r.ay), 2026);
  const years: SandboxTaxYear[] = [];
  // Through the running financial year (AY 2027-28): its entries appear as statements are processed.
  for (let ay = firstAy; ay <= 2027; ay++) {
    const rng = new Rng(seed, 'it-tax-credits', profile.pan, ay);
    const ret = latest.get(ay);
    const spread = (total: number, status: (d: number, i: number) => BookingStatus = () => 'F') => {
      const used = deductors.filter(() => rng.chance(0.7));
      const who = used.length ? used : [deductors[0]!];
      const out: SandboxTdsEntry[] = [];
      let left = total;
      who.forEach((d, k) => {
        const share = k === who.length - 1 ? left : Math.floor(left * (0.3 + rng.float() * 0.4));
        left -= share;
        if (share > 0)
          out.push(
            ...entries(rng, d, ay, share, d.sections.includes('192') ? 12 : rng.int(1, 4), (i) =>
              status(k, i),
            ),
          );
      });
      return out;
    };
    if (!ret) {
      // No return for the year: a bank's interest TDS now and then (the running year's salary too).
      const running = ay === 2027 && (latest.get(2026) ? (tdsClaimed.get(latest.get(2026)!.ackNum) ?? 0) : 0);
      const tds = running
        ? spread(running)
        : rng.chance(0.5)
          ? entries(rng, deductors.at(-1)!, ay, rng.int(5, 60) * 100, rng.int(1, 3), () => 'F')
          : [];
      if (tds.length) years.push({ ay, outcome: 'no_return', tds });
      continue;
    }
    const claimed = tdsClaimed.get(ret.ackNum) ?? 0;
    const outcome = rng.weighted<CreditOutcome>(
      claimed > 0
        ? [
            ['matched', 80],
            ['short', 8],
            ['excess', 8],
            ['missing', 4],
          ]
        : [
            ['matched', 90],
            ['short', 10],
          ],
    );
    if (outcome === 'missing') {
      years.push({ ay, outcome, tds: [] });
      continue;
    }
    let tds = claimed > 0 ? spread(claimed) : [];
    if (outcome === 'short') {
      // A deductor's statement filed (or revised) after the return: credit the return did not claim.
      const extra = rng.int(5, big ? 3000 : 250) * 100;
      const late = entries(rng, rng.pick(deductors), ay, extra, 1, () => 'F').map((e) => ({
        ...e,
        bookedOn: Math.max(e.bookedOn, ret.filedOn + rng.int(20, 200) * DAY_MS),
      }));
      tds = [...tds, ...late];
    }
    if (outcome === 'excess') {
      // The deductor's challan did not match its statement: the entry shows, unmatched, without credit.
      const victim = tds.length > 1 ? rng.int(0, tds.length - 1) : 0;
      if (tds.length > 1) tds[victim] = { ...tds[victim]!, bookingStatus: rng.chance(0.8) ? 'U' : 'O' };
      else
        tds = tds.map((e) => ({ ...e, tdsDeposited: Math.round(e.taxDeducted * (0.5 + rng.float() * 0.4)) }));
    }
    years.push({ ay, outcome, tds: tds.sort((a, b) => a.transactionOn - b.transactionOn) });
  }
  return { tdsClaimed, years };
}

/** What 26AS credits for a year at `now`: TDS deposited on entries booked final or provisional. */
export function creditedTds(year: SandboxTaxYear, now: number): number {
  return sumOf(
    year.tds
      .filter((e) => e.bookedOn <= now && (e.bookingStatus === 'F' || e.bookingStatus === 'P'))
      .map((e) => e.tdsDeposited),
  );
}
