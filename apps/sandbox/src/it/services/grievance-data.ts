import { Rng } from '../../rng';
import type { ItAccountProfile } from '../accounts';
import { TIMELINE_ANCHOR, istDay } from '../dates';
import { ID_MULTIPLIERS, days, officeTime, perAccount, workItemId } from './work-item-common';

/**
 * Grievances (e-Nivaran) raised by the assessee, each with a planned status history: submitted,
 * forwarded to the office that must act, perhaps an interim update, resolved, sometimes reopened
 * by the assessee and resolved again, then closed. The list shows the latest step reached; the
 * detail service shows every step reached so far.
 */

export type GrievanceStep = {
  at: number;
  status: 'SUBMITTED' | 'PENDING' | 'RESOLVED' | 'REOPENED' | 'CLOSED';
  desc: string;
  pendingWith: string | null;
  remarks: string | null;
};

export type GrievancePlan = {
  ticketId: string;
  category: string;
  subCategory: string;
  ay: number | null;
  desc: string;
  steps: GrievanceStep[];
};

type Kind = {
  category: string;
  subCategory: string;
  office: string;
  desc: string;
  resolution: string;
  needsAy: boolean;
};

const KINDS: readonly Kind[] = [
  {
    category: 'Refund',
    subCategory: 'Refund not received',
    office: 'CPC Bengaluru',
    desc: 'The return was processed with a refund determined, but the refund has not been credited to the bank account.',
    resolution: 'Refund re-issued to the pre-validated bank account after account validation.',
    needsAy: true,
  },
  {
    category: 'Refund',
    subCategory: 'Refund adjusted against a demand already paid',
    office: 'Jurisdictional AO',
    desc: 'The refund was adjusted u/s 245 against a demand that had already been paid by challan.',
    resolution: 'Challan credit given; the adjusted amount has been refunded with interest u/s 244A.',
    needsAy: true,
  },
  {
    category: 'Rectification',
    subCategory: 'Rectification request not processed',
    office: 'CPC Bengaluru',
    desc: 'The rectification request u/s 154 filed online is pending for more than three months.',
    resolution: 'Rectification order u/s 154 passed and sent to the registered email.',
    needsAy: true,
  },
  {
    category: 'Demand',
    subCategory: 'Demand raised incorrectly',
    office: 'Jurisdictional AO',
    desc: 'The demand arises from TDS credit not allowed although it appears in Form 26AS.',
    resolution: 'Demand reduced to nil after giving credit for the TDS reflected in Form 26AS.',
    needsAy: true,
  },
  {
    category: 'Tax credit',
    subCategory: 'Self-assessment tax not credited',
    office: 'CPC Bengaluru',
    desc: 'Self-assessment tax paid before filing the return has not been given credit in the intimation.',
    resolution: 'Challan mapped to the correct assessment year; revised intimation issued.',
    needsAy: true,
  },
  {
    category: 'e-Filing',
    subCategory: 'Unable to e-verify the return',
    office: 'e-Filing helpdesk',
    desc: 'The Aadhaar OTP for e-verification is not received on the linked mobile number.',
    resolution: 'Issue resolved; the return can now be e-verified through net banking or Aadhaar OTP.',
    needsAy: false,
  },
  {
    category: 'PAN',
    subCategory: 'PAN-Aadhaar linking status not updated',
    office: 'e-Filing helpdesk',
    desc: 'The fee was paid and the link request submitted, but the status still shows not linked.',
    resolution: 'PAN-Aadhaar link status updated.',
    needsAy: false,
  },
];

const INTERIM = 'Report called for from the assessing officer; the grievance is under examination.';
const REOPEN = 'Reopened by the taxpayer: the issue persists.';

function plan(seed: string, profile: ItAccountProfile): GrievancePlan[] {
  const rng = new Rng(seed, 'it-grievance', profile.pan);
  const count = rng.weighted([
    [0, 35],
    [1, 30],
    [2, 20],
    [3, 15],
  ]);
  const out: GrievancePlan[] = [];
  for (let i = 0; i < count; i++) {
    const kind = rng.pick(KINDS);
    // Mostly in the past; some raised in the weeks after the anchor.
    // A fifth still to come, a quarter in the last three months (likely in process), the rest older.
    const roll = rng.float();
    const offset = roll < 0.2 ? rng.int(2, 40) : roll < 0.45 ? -rng.int(5, 90) : -rng.int(91, 700);
    const raisedOn = officeTime(rng, TIMELINE_ANCHOR + days(offset));
    let at = raisedOn;
    const next = (lo: number, hi: number) => (at = officeTime(rng, istDay(at) + days(rng.int(lo, hi))));
    const steps: GrievanceStep[] = [
      { at, status: 'SUBMITTED', desc: 'Grievance submitted', pendingWith: kind.office, remarks: null },
      {
        at: next(1, 4),
        status: 'PENDING',
        desc: `Forwarded to ${kind.office}`,
        pendingWith: kind.office,
        remarks: null,
      },
    ];
    if (rng.chance(0.5)) {
      steps.push({
        at: next(7, 40),
        status: 'PENDING',
        desc: 'Under examination',
        pendingWith: kind.office,
        remarks: INTERIM,
      });
    }
    if (rng.chance(0.8)) {
      steps.push({
        at: next(10, 80),
        status: 'RESOLVED',
        desc: 'Resolved',
        pendingWith: null,
        remarks: kind.resolution,
      });
      if (rng.chance(0.15)) {
        steps.push({
          at: next(2, 10),
          status: 'REOPENED',
          desc: 'Reopened',
          pendingWith: kind.office,
          remarks: REOPEN,
        });
        steps.push({
          at: next(10, 40),
          status: 'RESOLVED',
          desc: 'Resolved',
          pendingWith: null,
          remarks: kind.resolution,
        });
      }
      steps.push({ at: next(15, 15), status: 'CLOSED', desc: 'Closed', pendingWith: null, remarks: null });
    }
    out.push({
      ticketId: workItemId(profile.index * 16 + i, ID_MULTIPLIERS.grievance, 12),
      category: kind.category,
      subCategory: kind.subCategory,
      ay: kind.needsAy ? rng.int(2019, 2025) : null,
      desc: kind.desc,
      steps,
    });
  }
  return out;
}

export const grievancesOf = perAccount(plan);

export function stepsReached(g: GrievancePlan, now: number): GrievanceStep[] {
  return g.steps.filter((s) => s.at <= now);
}
