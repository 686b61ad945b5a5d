import { DAY_MS } from '../it/dates';
import { Rng } from '../rng';
import type { SandboxStateAccount } from './state-accounts';

const FIRST_DAY = Date.UTC(2025, 3, 1);
const MAX_APPLICATIONS = 60;

/** Application kinds by law: professional tax enrolment (PTEC) and registration (PTRC), legacy VAT. */
const KINDS = [
  ['professional_tax', 'PTEC Enrolment', 'PTEC', 1000],
  ['professional_tax', 'PTRC Registration', 'PTRC', 0],
  ['professional_tax', 'Amendment of Enrolment', '', 0],
  ['professional_tax', 'Cancellation of Registration', '', 0],
  ['vat', 'VAT Refund Claim', '', 0],
  ['vat', 'VAT Assessment Closure', '', 0],
  ['cst', 'CST Declaration Forms (C-Form)', '', 0],
] as const;

export type StatusStep = { status: string; at: number; remarks: string };

export type StateApplication = {
  applicationNo: string;
  act: string;
  applicationType: string;
  submittedOn: number;
  fee: number;
  /** Every status the application will pass through, with its day; the clock shows a prefix. */
  steps: StatusStep[];
  registrationNo: string;
};

function stepsOf(rng: Rng, submittedOn: number): StatusStep[] {
  let at = submittedOn;
  const next = (min: number, max: number) => (at += rng.int(min, max) * DAY_MS);
  const steps: StatusStep[] = [{ status: 'Submitted', at, remarks: 'Application submitted online' }];
  steps.push({ status: 'Under Scrutiny', at: next(1, 6), remarks: 'Allotted to the officer' });
  if (rng.chance(0.35)) {
    steps.push({ status: 'Query Raised', at: next(3, 10), remarks: 'Documents sought: address proof' });
    steps.push({ status: 'Reply Submitted', at: next(2, 9), remarks: 'Reply filed by the applicant' });
  }
  const rejected = rng.chance(0.12);
  steps.push(
    rejected
      ? { status: 'Rejected', at: next(3, 15), remarks: 'Documents not in order' }
      : { status: 'Approved', at: next(3, 15), remarks: 'Approved by the officer' },
  );
  return steps;
}

/** The account's applications submitted up to `now`, each with the status changes seen by `now`. */
export function applicationsOf(seed: string, account: SandboxStateAccount, now: number) {
  const out: (StateApplication & { seen: StatusStep[] })[] = [];
  let day = FIRST_DAY;
  for (let i = 0; i < MAX_APPLICATIONS; i++) {
    const rng = new Rng(seed, 'state-application', account.loginId, i);
    day += rng.int(20, 70) * DAY_MS;
    if (day > now) break;
    const [act, applicationType, registrationPrefix, fee] = rng.pick(KINDS);
    const steps = stepsOf(rng, day);
    const approved = steps[steps.length - 1]!.status === 'Approved';
    out.push({
      applicationNo: `${account.loginId.slice(0, 2)}${new Date(day).getUTCFullYear()}${String(rng.int(100_000, 999_999))}`,
      act,
      applicationType,
      submittedOn: day,
      fee,
      steps,
      registrationNo:
        approved && registrationPrefix
          ? `${registrationPrefix}${account.loginId.slice(2)}${rng.int(10, 99)}`
          : '',
      seen: steps.filter((s) => s.at <= now),
    });
  }
  return out;
}
