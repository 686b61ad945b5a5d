import { Rng } from '../../rng';
import type { ItAccountProfile } from '../accounts';
import { DAY_MS, TIMELINE_ANCHOR, atIst, financialYearOf, istDay } from '../dates';
import type { SandboxProceeding } from '../timeline';
import { challanSerialFor, demandNumberFor, refundSeqNoFor, transactionIdFor } from './record-ids';
import type { SandboxChallan, SandboxDemand, SandboxRefund, SandboxReturn } from './record-types';

/** Demands, refunds and tax payments, derived from the account's returns and closed proceedings. */

// prettier-ignore
export const BANKS = [
  { name: 'State Bank of India', bsr: '0002390', ifsc: 'SBIN0001234' },
  { name: 'HDFC Bank', bsr: '0510308', ifsc: 'HDFC0000240' },
  { name: 'ICICI Bank', bsr: '6360218', ifsc: 'ICIC0000104' },
  { name: 'Axis Bank', bsr: '6910333', ifsc: 'UTIB0000073' },
  { name: 'Punjab National Bank', bsr: '0301029', ifsc: 'PUNB0030100' },
  { name: 'Bank of Baroda', bsr: '0201140', ifsc: 'BARB0ANDHER' },
  { name: 'Kotak Mahindra Bank', bsr: '0500101', ifsc: 'KKBK0000958' },
] as const;

export const MINOR_HEAD_DESC: Record<SandboxChallan['minorHead'], string> = {
  '100': 'Advance Tax (100)',
  '200': 'TDS/TCS Payable by Taxpayer (200)',
  '300': 'Self-Assessment Tax (300)',
  '400': 'Tax on Regular Assessment (400)',
};

/** The responses a taxpayer can file to a demand, each with the reasons that go with it. */
const RESPONSES = {
  disagree: {
    type: 'Disagree with demand(Either in Full or Part)',
    reasons: [
      'Demand already paid',
      'Rectification filed u/s 154',
      'Appeal filed before CIT(A)',
      'Stay granted by the Assessing Officer',
    ],
  },
  correct: { type: 'Demand is correct', reasons: ['Demand will be paid'] },
  partial: { type: 'Demand is partially correct', reasons: ['Part of the demand already paid'] },
} as const;

function officeTime(rng: Rng, day: number): number {
  return atIst(day, rng.int(10, 19), rng.int(0, 59), rng.int(0, 59));
}

function dinFor(raisedOn: number, ay: number, number: string): string {
  return `${financialYearOf(raisedOn) + 1}${ay}${number}T`;
}

/**
 * When a demand is paid. Some are paid before the anchor (the portal never shows them), many are
 * still outstanding, and about a third of those still open at the anchor are paid in the weeks
 * after it, so a later sync sees them go.
 */
function paidOnFor(rng: Rng, raisedOn: number): number | null {
  if (rng.chance(0.3)) {
    const paid = officeTime(rng, istDay(raisedOn) + rng.int(15, 200) * DAY_MS);
    if (paid < TIMELINE_ANCHOR) return paid;
  }
  if (raisedOn < TIMELINE_ANCHOR && rng.chance(0.35))
    return officeTime(rng, TIMELINE_ANCHOR + rng.int(2, 25) * DAY_MS);
  return null;
}

export function generateDemands(
  seed: string,
  profile: ItAccountProfile,
  returns: readonly SandboxReturn[],
  proceedings: readonly SandboxProceeding[],
): SandboxDemand[] {
  const rng = new Rng(seed, 'it-demands', profile.pan);
  const out: SandboxDemand[] = [];
  const add = (d: Omit<SandboxDemand, 'din' | 'transactionId' | 'paidOn' | 'response'>) => {
    const position = out.length;
    const kind = rng.weighted<keyof typeof RESPONSES>([
      ['disagree', 60],
      ['correct', 25],
      ['partial', 15],
    ]);
    const response = rng.chance(0.3)
      ? {
          type: RESPONSES[kind].type,
          reason: rng.pick(RESPONSES[kind].reasons),
          on: officeTime(rng, istDay(d.servedOn) + rng.int(5, 40) * DAY_MS),
        }
      : null;
    out.push({
      ...d,
      din: dinFor(d.raisedOn, d.ay, demandNumberFor(profile.index, position)),
      transactionId: transactionIdFor(profile.index, position),
      response,
      paidOn: paidOnFor(rng, d.raisedOn),
    });
  };
  for (const r of returns) {
    if (r.balance >= -1000 || r.processedOn === null || r.filingTypeCd === 'R') continue;
    add({
      ay: r.ay,
      sectionCode: '143(1)(a)',
      raisedOn: r.processedOn,
      servedOn: r.processedOn + rng.int(1, 120) * 60_000,
      amount: -r.balance,
      rectificationRights: 'CPC',
      modeOfService: 'Email',
    });
  }
  for (const p of proceedings) {
    if (p.closedOn === null || !p.closureDocs.some((d) => d.title.startsWith('Demand Notice'))) continue;
    const section = p.kind.key === 'reassessment' ? '147' : p.kind.key === 'penalty' ? '270A' : '143(3)';
    add({
      ay: p.ay,
      sectionCode: section,
      raisedOn: p.closedOn,
      servedOn: p.closedOn + rng.int(1, 240) * 60_000,
      amount:
        Math.round(
          (profile.holderType === 'P' ? 20_000 + rng.float() * 900_000 : 150_000 + rng.float() * 9_000_000) /
            10,
        ) * 10,
      rectificationRights: 'AO',
      modeOfService: rng.pick(['Email', 'Speed Post', 'e-Proceedings']),
    });
  }
  return out;
}

/** Refunds of processed returns with tax paid over what was due. */
export function generateRefunds(
  seed: string,
  profile: ItAccountProfile,
  returns: readonly SandboxReturn[],
  hasOpenDemand: boolean,
): SandboxRefund[] {
  const rng = new Rng(seed, 'it-refunds', profile.pan);
  const bank = rng.pick(BANKS);
  const account = `XXXXXXXX${String(rng.int(1000, 9999))}`;
  const out: SandboxRefund[] = [];
  for (const r of returns) {
    if (r.balance < 100 || r.processedOn === null) continue;
    const position = out.length;
    const months = Math.max(1, Math.round((r.processedOn - Date.UTC(r.ay, 3, 1)) / (30 * DAY_MS)));
    out.push({
      refundSeqNo: refundSeqNoFor(profile.index, position),
      ay: r.ay,
      amount: r.balance,
      interest244A: Math.round(r.balance * 0.005 * months),
      determinedOn: r.processedOn,
      issuedOn: officeTime(rng, istDay(r.processedOn) + rng.int(3, 25) * DAY_MS),
      outcome: hasOpenDemand && rng.chance(0.4) ? 'adjusted' : rng.chance(0.08) ? 'failed' : 'paid',
      bank: { name: bank.name, ifsc: bank.ifsc, account },
    });
  }
  return out;
}

function split(
  total: number,
  rng: Rng,
  interest = 0,
): Omit<
  SandboxChallan,
  | 'position'
  | 'cin'
  | 'bsrCode'
  | 'bankName'
  | 'challanSerialNo'
  | 'paidAt'
  | 'ay'
  | 'minorHead'
  | 'crn'
  | 'brnNum'
  | 'paymentMode'
> {
  const cess = Math.round((total * 0.04) / 1.04);
  const surcharge = total > 5_000_000 && rng.chance(0.5) ? Math.round((total - cess) * 0.1) : 0;
  return { tax: total - cess - surcharge, surcharge, cess, interest, penalty: 0, fee: 0 };
}

/**
 * Payments: advance tax in four instalments (15 June, September, December, March) for those
 * who owe much, self-assessment tax before a return, and the payment of each demand when it is
 * paid. Instalments due after the anchor appear when their day comes.
 */
export function generateChallans(
  seed: string,
  profile: ItAccountProfile,
  returns: readonly SandboxReturn[],
  demands: readonly SandboxDemand[],
): SandboxChallan[] {
  const rng = new Rng(seed, 'it-challans', profile.pan);
  const banks = [rng.pick(BANKS), rng.pick(BANKS)];
  const out: SandboxChallan[] = [];
  const add = (
    paidAt: number,
    ay: number,
    minorHead: SandboxChallan['minorHead'],
    amount: number,
    interest = 0,
  ) => {
    const position = out.length;
    const bank = rng.pick(banks);
    const d = new Date(istDay(paidAt));
    const ddmmyyyy = `${String(d.getUTCDate()).padStart(2, '0')}${String(d.getUTCMonth() + 1).padStart(2, '0')}${d.getUTCFullYear()}`;
    const serial = challanSerialFor(profile.index, position);
    const yymmdd = ddmmyyyy.slice(6, 8) + ddmmyyyy.slice(2, 4) + ddmmyyyy.slice(0, 2);
    out.push({
      position,
      cin: `${bank.bsr}${ddmmyyyy}${serial}`,
      bsrCode: bank.bsr,
      bankName: bank.name,
      challanSerialNo: serial,
      paidAt,
      ay,
      minorHead,
      ...split(amount, rng, interest),
      crn: `${yymmdd}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`,
      brnNum: `${bank.ifsc.slice(0, 4)}${String(rng.int(0, 9_999_999_999)).padStart(10, '0')}`,
      paymentMode: rng.pick(['Net Banking', 'Net Banking', 'Debit Card', 'UPI', 'RTGS/NEFT']),
    });
  };
  const instalments: [number, number, number][] = [
    [5, 15, 0.15],
    [8, 15, 0.3],
    [11, 15, 0.3],
    [2, 15, 0.25],
  ];
  const byAy = new Map(returns.filter((r) => r.filingTypeCd === 'O').map((r) => [r.ay, r]));
  for (const r of byAy.values()) {
    const fy = r.ay - 1;
    // Challans pay the tax payable, or less where the return's taxes paid fall short of it (the
    // demand cases); what the return claims beyond its challans is TDS (tax-credit-data.ts). The
    // instalments add up to it exactly, so the return and Form 26AS agree to the rupee.
    const owed = Math.min(r.taxPayable, r.taxesPaid);
    if (r.taxPayable > 150_000) {
      let paid = 0;
      for (const [i, [month, day, share]] of instalments.entries()) {
        const year = month < 3 ? fy + 1 : fy;
        const due = Date.UTC(year, month, day) - rng.int(0, 3) * DAY_MS;
        const amount = i === instalments.length - 1 ? owed - paid : Math.round((owed * share) / 100) * 100;
        paid += amount;
        add(officeTime(rng, due), r.ay, '100', amount);
      }
    } else if (r.taxesPaid > 0 && r.taxPayable > 0) {
      add(
        officeTime(rng, istDay(r.filedOn) - rng.int(0, 5) * DAY_MS),
        r.ay,
        '300',
        Math.max(500, Math.round(owed / 10) * 10),
      );
    }
  }
  // The current year's advance tax, instalments due after the anchor included.
  const last = [...byAy.values()].at(-1);
  if (last && last.taxPayable > 150_000 && last.ay === 2026) {
    for (const [month, day, share] of instalments) {
      const year = month < 3 ? 2027 : 2026;
      add(
        officeTime(rng, Date.UTC(year, month, day) - rng.int(0, 2) * DAY_MS),
        2027,
        '100',
        Math.round((last.taxPayable * 1.08 * share) / 100) * 100,
      );
    }
  }
  for (const d of demands) {
    if (d.paidOn === null) continue;
    const months = Math.max(0, Math.floor((d.paidOn - d.servedOn - 30 * DAY_MS) / (30 * DAY_MS)));
    add(d.paidOn, d.ay, '400', d.amount, Math.round(d.amount * 0.01 * months));
  }
  return out.sort((a, b) => a.paidAt - b.paidAt);
}
