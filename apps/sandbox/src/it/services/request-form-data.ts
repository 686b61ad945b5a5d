import { Rng } from '../../rng';
import type { ItAccountProfile } from '../accounts';
import { TIMELINE_ANCHOR, istDay } from '../dates';
import { ID_MULTIPLIERS, days, officeTime, perAccount, workItemId } from './work-item-common';

/**
 * Requests filed on the portal and tracked under "Track request forms": rectification u/s 154,
 * condonation of delay u/s 119(2)(b), refund re-issue, condonation of a late ITR-V. Each is
 * submitted, taken up a few days later, and disposed of weeks or months after.
 */

export type RequestType = 'RECT154' | 'COND1192B' | 'RFDREISSUE' | 'ITRVCOND';
export type RequestOutcome = 'PROCESSED' | 'ACCEPTED' | 'REJECTED';

export type RequestFormPlan = {
  ackNum: string;
  type: RequestType;
  subType: string;
  ay: number;
  submittedOn: number;
  takenUpOn: number;
  disposedOn: number;
  outcome: RequestOutcome;
  refundAmount: number | null;
  remarks: string;
};

type Kind = {
  type: RequestType;
  weight: number;
  subTypes: readonly string[];
  /** The good outcome and its chance; the other is REJECTED. */
  success: RequestOutcome;
  successChance: number;
  successRemarks: string;
  rejectedRemarks: string;
};

const KINDS: readonly Kind[] = [
  {
    type: 'RECT154',
    weight: 45,
    subTypes: [
      'Reprocess the return',
      'Tax credit mismatch correction',
      'Additional information for 234C interest',
      'Status correction',
      'Exemption section correction',
    ],
    success: 'PROCESSED',
    successChance: 0.8,
    successRemarks: 'Rectification order u/s 154 passed; intimation sent to the registered email.',
    rejectedRemarks: 'No mistake apparent from the record; the rectification request is rejected.',
  },
  {
    type: 'COND1192B',
    weight: 20,
    subTypes: ['Condonation of delay in filing the return', 'Condonation of delay in claiming refund'],
    success: 'ACCEPTED',
    successChance: 0.6,
    successRemarks: 'Delay condoned by the competent authority. File the return within the time allowed.',
    rejectedRemarks: 'Reasons for the delay not found genuine; the condonation request is rejected.',
  },
  {
    type: 'RFDREISSUE',
    weight: 25,
    subTypes: [
      'Refund re-issue to the validated bank account',
      'Refund re-issue after change of bank account',
    ],
    success: 'PROCESSED',
    successChance: 0.9,
    successRemarks: 'Refund re-issued to the pre-validated bank account.',
    rejectedRemarks: 'Bank account not pre-validated; validate the account and submit a fresh request.',
  },
  {
    type: 'ITRVCOND',
    weight: 10,
    subTypes: ['Condonation of delay in submission of ITR-V'],
    success: 'ACCEPTED',
    successChance: 0.85,
    successRemarks: 'Delay in verification condoned; the return will be processed.',
    rejectedRemarks: 'Condonation request rejected; file the return afresh.',
  },
];

function plan(seed: string, profile: ItAccountProfile): RequestFormPlan[] {
  const rng = new Rng(seed, 'it-request-forms', profile.pan);
  const count = rng.weighted([
    [0, 35],
    [1, 35],
    [2, 20],
    [3, 10],
  ]);
  return Array.from({ length: count }, (_, i) => {
    const kind = rng.weighted(KINDS.map((k) => [k, k.weight] as const));
    const submittedOn = officeTime(
      rng,
      TIMELINE_ANCHOR + days(rng.chance(0.2) ? rng.int(2, 40) : -rng.int(5, 600)),
    );
    const takenUpOn = officeTime(rng, istDay(submittedOn) + days(rng.int(2, 10)));
    const success = rng.chance(kind.successChance);
    return {
      ackNum: workItemId(profile.index * 16 + i, ID_MULTIPLIERS.requestForm, 15),
      type: kind.type,
      subType: rng.pick(kind.subTypes),
      ay: rng.int(2019, 2025),
      submittedOn,
      takenUpOn,
      disposedOn: officeTime(rng, istDay(takenUpOn) + days(rng.int(10, 120))),
      outcome: success ? kind.success : 'REJECTED',
      refundAmount: kind.type === 'RFDREISSUE' ? rng.int(1_000, 400_000) : null,
      remarks: success ? kind.successRemarks : kind.rejectedRemarks,
    };
  });
}

export const requestFormsOf = perAccount(plan);

export function requestFormStatus(r: RequestFormPlan, now: number): 'SUBMITTED' | 'PENDING' | RequestOutcome {
  if (now < r.takenUpOn) return 'SUBMITTED';
  if (now < r.disposedOn) return 'PENDING';
  return r.outcome;
}
