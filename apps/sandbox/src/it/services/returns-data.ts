import { Rng } from '../../rng';
import type { ItAccountProfile } from '../accounts';
import { DAY_MS, TIMELINE_ANCHOR, atIst, istDay } from '../dates';
import { ackNumFor, demandNumberFor } from './record-ids';
import type { ReturnActivity, SandboxReturn } from './record-types';

/** Filed returns of an account, AY 2019-20 to 2026-27, and the CPC activity of each. */

/** The section code of the ITR schema's ReturnFileSec, as the portal sends it. */
export const RETURN_SECTION_CODES: Record<string, string> = {
  '139(1)': '11',
  '139(4)': '12',
  '139(5)': '13',
};

const FIRST_AY = 2019;
const LAST_AY = 2026;

function formFor(rng: Rng, profile: ItAccountProfile): string {
  switch (profile.holderType) {
    case 'P':
      return rng.weighted([
        ['ITR-1', 40],
        ['ITR-2', 25],
        ['ITR-3', 20],
        ['ITR-4', 15],
      ]);
    case 'H':
      return rng.pick(['ITR-2', 'ITR-3']);
    case 'C':
      return 'ITR-6';
    case 'T':
      return 'ITR-7';
    default:
      return 'ITR-5';
  }
}

/** Income of a year, in rupees; companies and trusts far above individuals. */
function incomeFor(rng: Rng, profile: ItAccountProfile): number {
  const [lo, hi] = profile.holderType === 'P' ? [350_000, 4_500_000] : [800_000, 60_000_000];
  return Math.round((lo + rng.float() * rng.float() * (hi - lo)) / 10) * 10;
}

function taxOn(income: number, profile: ItAccountProfile): number {
  // Tax is rounded to the nearest ten rupees (section 288B).
  if (profile.holderType === 'C') return Math.round(income * 0.02517) * 10;
  if (profile.holderType !== 'P' && profile.holderType !== 'H') return Math.round(income * 0.0312) * 10;
  const slabs: [number, number][] = [
    [1_500_000, 0.3],
    [1_200_000, 0.2],
    [900_000, 0.15],
    [600_000, 0.1],
    [300_000, 0.05],
  ];
  let tax = 0;
  let rest = income;
  for (const [floor, rate] of slabs) {
    if (rest > floor) {
      tax += (rest - floor) * rate;
      rest = floor;
    }
  }
  return income <= 700_000 ? 0 : Math.round((tax * 1.04) / 10) * 10;
}

function officeTime(rng: Rng, day: number): number {
  return atIst(day, rng.int(10, 20), rng.int(0, 59), rng.int(0, 59));
}

export function generateReturns(seed: string, profile: ItAccountProfile): SandboxReturn[] {
  const rng = new Rng(seed, 'it-returns', profile.pan);
  const individual = profile.holderType === 'P';
  const firstAy = individual ? FIRST_AY + rng.int(0, 3) : FIRST_AY + rng.int(0, 1);
  const form = formFor(rng, profile);
  const out: SandboxReturn[] = [];
  for (let ay = firstAy; ay <= LAST_AY; ay++) {
    if (individual && !rng.chance(0.88)) continue;
    const late = rng.chance(0.08);
    // Individuals file from July, audited entities by October; late returns till March.
    const startDay = late ? Date.UTC(ay, 11, 1) : individual ? Date.UTC(ay, 6, 1) : Date.UTC(ay, 9, 1);
    const filedDay = startDay + rng.int(0, late ? 100 : individual ? 60 : 40) * DAY_MS;
    const filedOn = officeTime(rng, filedDay);
    const dsc = !individual;
    const verifiedOn =
      ay === LAST_AY && rng.chance(0.12)
        ? null
        : dsc
          ? filedOn + rng.int(1, 30) * 60_000
          : officeTime(rng, istDay(filedOn) + rng.int(0, 25) * DAY_MS);
    const totalIncome = incomeFor(rng, profile);
    const taxPayable = taxOn(totalIncome, profile);
    const paidShare = rng.weighted([
      [1, 35],
      [1 + rng.float() * 0.25, 40],
      [1 - rng.float() * 0.12, 25],
    ]);
    const taxesPaid =
      Math.round((taxPayable * paidShare) / 10) * 10 + (taxPayable === 0 ? rng.int(0, 40) * 500 : 0);
    const processedOn =
      verifiedOn === null || rng.chance(0.05)
        ? null
        : officeTime(rng, istDay(verifiedOn) + rng.int(10, ay >= LAST_AY - 1 ? 160 : 300) * DAY_MS);
    const position = out.length;
    out.push({
      position,
      ay,
      ackNum: ackNumFor(profile.index, position),
      formTypeCd: form,
      incmTaxSecCd: late ? '139(4)' : '139(1)',
      filingTypeCd: 'O',
      filedOn,
      verifiedOn,
      verificationMode:
        verifiedOn === null
          ? null
          : dsc
            ? 'Digital Signature Certificate'
            : rng.pick(['Aadhaar OTP', 'Net Banking', 'EVC through bank account']),
      processedOn,
      totalIncome,
      taxPayable,
      taxesPaid,
      balance: taxesPaid - taxPayable,
      intimationDin:
        processedOn === null
          ? null
          : `CPC/${String(ay % 100).padStart(2, '0')}${String((ay + 1) % 100).padStart(2, '0')}/A1/${demandNumberFor(profile.index, 100 + position).slice(1)}`,
    });
    // Now and then a revised return follows within months.
    if (rng.chance(0.07) && filedOn < TIMELINE_ANCHOR - 120 * DAY_MS) {
      const revisedOn = officeTime(rng, istDay(filedOn) + rng.int(20, 90) * DAY_MS);
      const p = out.length;
      out.push({
        ...out[position]!,
        position: p,
        ackNum: ackNumFor(profile.index, p),
        incmTaxSecCd: '139(5)',
        filingTypeCd: 'R',
        filedOn: revisedOn,
        verifiedOn: revisedOn + 30 * 60_000,
        processedOn: officeTime(rng, istDay(revisedOn) + rng.int(20, 120) * DAY_MS),
        intimationDin: null,
      });
      out[position]!.processedOn = null;
      out[position]!.intimationDin = null;
    }
  }
  return out;
}

const fmt = (n: number) => `Rs. ${Math.abs(n).toLocaleString('en-IN')}`;

/** The CPC activity of a return up to `now`, newest first, as itrPanDetlList shows it. */
export function returnActivities(r: SandboxReturn, now: number): ReturnActivity[] {
  const out: ReturnActivity[] = [
    {
      statusDesc: 'Return Filed',
      activityTxt: `Return filed u/s ${r.incmTaxSecCd} and submitted for verification`,
      on: r.filedOn,
    },
  ];
  if (r.verifiedOn !== null && r.verifiedOn <= now) {
    out.push({
      statusDesc: 'Return Verified',
      activityTxt: `Return e-verified using ${r.verificationMode}`,
      on: r.verifiedOn,
    });
  }
  if (r.processedOn !== null && r.processedOn <= now) {
    const outcome =
      r.balance > 0
        ? `with refund of ${fmt(r.balance)}`
        : r.balance < 0
          ? `with demand of ${fmt(r.balance)}`
          : 'with no demand and no refund';
    out.push({
      statusDesc: 'Return Processed',
      activityTxt: `Return processed u/s 143(1) ${outcome}; intimation sent to the registered email`,
      on: r.processedOn,
    });
  }
  return out.reverse();
}

/** efileStatus: what the portal's status column says at `now`. */
export function returnStatus(r: SandboxReturn, now: number): string {
  if (r.processedOn !== null && r.processedOn <= now) return 'ITR Processed';
  if (r.verifiedOn !== null && r.verifiedOn <= now) return 'Successfully e-Verified';
  return 'Submitted and pending for e-Verification';
}
