import { Rng } from '../../rng';
import type { ItAccountProfile } from '../accounts';
import { TIMELINE_ANCHOR, istDay } from '../dates';
import { ID_MULTIPLIERS, days, endOfDay, officeTime, perAccount, workItemId } from './work-item-common';

/**
 * E-Compliance items: e-verification of information reported by third parties (SFT, TDS) and
 * e-campaigns. Each asks for a response by a due date; most get one, some are closed after review.
 */

export type CompliancePlan = {
  complianceId: string;
  type: 'EV' | 'EC';
  infoCode: string;
  infoDesc: string;
  fy: number;
  amount: number;
  issuedOn: number;
  dueDate: number;
  respondedOn: number | null;
  response: string | null;
  closedOn: number | null;
};

const INFO: readonly (readonly ['EV' | 'EC', string, string, number, number])[] = [
  [
    'EV',
    'SFT-003',
    'Cash deposits aggregating to Rs. 10 lakh or more in savings accounts',
    1_000_000,
    4_000_000,
  ],
  ['EV', 'SFT-005', 'Time deposits aggregating to Rs. 10 lakh or more', 1_000_000, 9_000_000],
  ['EV', 'SFT-012', 'Purchase or sale of immovable property of Rs. 30 lakh or more', 3_000_000, 25_000_000],
  ['EV', 'SFT-016', 'Purchase of mutual fund units of Rs. 10 lakh or more', 1_000_000, 6_000_000],
  ['EV', 'TDS-194A', 'Interest other than interest on securities (TDS reported)', 50_000, 900_000],
  ['EC', 'EC-NF', 'Significant transactions where the return of income is not filed', 500_000, 5_000_000],
  ['EC', 'EC-AIS', 'Mismatch between the income returned and the transactions in AIS', 100_000, 3_000_000],
  ['EC', 'EC-ADV', 'Advance tax payable on significant transactions of the current year', 200_000, 8_000_000],
  ['EC', 'EC-FA', 'Foreign assets or income not disclosed in Schedule FA', 300_000, 12_000_000],
];

const RESPONSES = [
  'Information is correct',
  'Information is not fully correct',
  'Information relates to another PAN',
  'Income disclosed in the return of income',
];

function plan(seed: string, profile: ItAccountProfile): CompliancePlan[] {
  const rng = new Rng(seed, 'it-ecompliance', profile.pan);
  const count = rng.weighted([
    [0, 30],
    [1, 30],
    [2, 22],
    [3, 12],
    [4, 6],
  ]);
  return Array.from({ length: count }, (_, i) => {
    const [type, infoCode, infoDesc, lo, hi] = rng.pick(INFO);
    const issuedOn = officeTime(
      rng,
      TIMELINE_ANCHOR + days(rng.chance(0.2) ? rng.int(2, 35) : -rng.int(3, 500)),
    );
    const dueDate = endOfDay(istDay(issuedOn) + days(rng.pick([15, 30])));
    const responds = rng.chance(0.7);
    const respondedOn = responds ? officeTime(rng, istDay(issuedOn) + days(rng.int(2, 25))) : null;
    const closedOn =
      respondedOn !== null && rng.chance(0.5)
        ? officeTime(rng, istDay(respondedOn) + days(rng.int(30, 90)))
        : null;
    return {
      complianceId: workItemId(profile.index * 16 + i, ID_MULTIPLIERS.compliance, 11),
      type,
      infoCode,
      infoDesc,
      fy: type === 'EC' && infoCode === 'EC-ADV' ? 2026 : rng.int(2019, 2024),
      amount: Math.round(rng.int(lo, hi) / 100) * 100,
      issuedOn,
      dueDate,
      respondedOn,
      response: responds ? rng.pick(RESPONSES) : null,
      closedOn,
    };
  });
}

export const complianceOf = perAccount(plan);

export function complianceStatus(item: CompliancePlan, now: number): 'PENDING' | 'SUBMITTED' | 'CLOSED' {
  if (item.closedOn !== null && item.closedOn <= now) return 'CLOSED';
  if (item.respondedOn !== null && item.respondedOn <= now) return 'SUBMITTED';
  return 'PENDING';
}
