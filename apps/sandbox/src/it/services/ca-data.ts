import { Rng } from '../../rng';
import type { HolderType, ItAccountProfile } from '../accounts';
import { TIMELINE_ANCHOR } from '../dates';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, SURNAMES } from '../seed-data';
import { ID_MULTIPLIERS, days, endOfDay, officeTime, perAccount, workItemId } from './work-item-common';

/**
 * Chartered accountants an assessee assigned on the portal ("My CA") and the forms assigned to
 * them for upload. Who needs which form follows the holder type (companies: audit report, MAT
 * report, transfer pricing; trusts: Form 10B; ...). Each assessment year's form is assigned in
 * July of that year to the CA active then, uploaded weeks later, then accepted (with the filing's
 * acknowledgement) or rejected by the assessee. Some accounts change auditors; some get a revised
 * form assigned after the anchor, so later syncs find new work.
 */

export type CaPerson = {
  membershipNum: string;
  name: string;
  firmName: string;
  firmRegNum: string;
  email: string;
  mobile: string;
};

export type CaFormPlan = {
  transactionNo: string;
  formTypeCd: string;
  formDesc: string;
  ay: number;
  assignedOn: number;
  dueDate: number;
  uploadedOn: number;
  decidedOn: number;
  accepted: boolean;
  rejectionReason: string | null;
  ackNum: string;
};

export type CaAssignmentPlan = {
  assesseCaId: string;
  ca: CaPerson;
  assignedOn: number;
  deactivatedOn: number | null;
  forms: CaFormPlan[];
};

export const FORM_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '3CA-3CD': 'Form 3CA-3CD: Audit report u/s 44AB (accounts audited under another law)',
  '3CB-3CD': 'Form 3CB-3CD: Audit report u/s 44AB',
  '29B': 'Form 29B: Report u/s 115JB on book profit',
  '3CEB': 'Form 3CEB: Report u/s 92E on international transactions',
  '10B': 'Form 10B: Audit report of a trust or institution u/s 12A(1)(b)',
  '10BB': 'Form 10BB: Audit report u/s 10(23C)',
};

/** Forms a holder type needs each year, with the chance of each. */
const FORMS_BY_HOLDER: Readonly<Record<HolderType, readonly (readonly [string, number])[]>> = {
  C: [
    ['3CA-3CD', 1],
    ['29B', 0.5],
    ['3CEB', 0.3],
  ],
  F: [['3CB-3CD', 1]],
  A: [['3CB-3CD', 1]],
  T: [['10B', 1]],
  H: [['3CB-3CD', 0.5]],
  P: [['3CB-3CD', 0.4]],
};

const REJECTIONS = [
  'Figures in clause 44 do not match the books of account; please correct and upload again.',
  'Wrong assessment year selected in the report.',
  'Depreciation schedule incomplete; upload the revised report.',
];

const FIRM_WORDS = ['& Associates', '& Co.', 'and Company', '& Partners', 'Associates LLP'];
const FRN_ZONES = ['W', 'N', 'S', 'E', 'C'];

function makeCa(rng: Rng): CaPerson {
  const female = rng.chance(0.35);
  const first = rng.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  const surname = rng.pick(SURNAMES);
  return {
    membershipNum: String(rng.int(30_000, 659_999)).padStart(6, '0'),
    name: `${first} ${surname}`.toUpperCase(),
    firmName: `${surname} ${rng.pick(FIRM_WORDS)}`,
    firmRegNum: `${String(rng.int(1, 149_999)).padStart(6, '0')}${rng.pick(FRN_ZONES)}`,
    email: `${first.charAt(0).toLowerCase()}******@${rng.pick(['gmail.com', 'icai.org', 'outlook.com'])}`,
    mobile: `XXXXXX${rng.int(1000, 9999)}`,
  };
}

/** 15 July of the AY's first year, give or take: when audit work is assigned. */
function julyOf(rng: Rng, ay: number): number {
  return Date.UTC(ay, 6, 1) + days(rng.int(0, 30));
}

function plan(seed: string, profile: ItAccountProfile): CaAssignmentPlan[] {
  const rng = new Rng(seed, 'it-ca', profile.pan);
  const needs = FORMS_BY_HOLDER[profile.holderType].filter(([, chance]) => rng.chance(chance));
  if (needs.length === 0) return [];
  const firstAy = rng.int(2021, 2024);
  const lastAy = 2026;
  // One auditor, or a change of auditor from some year on.
  const switchAy = rng.chance(0.25) && lastAy - firstAy >= 2 ? rng.int(firstAy + 1, lastAy) : null;
  const cas = [makeCa(rng), ...(switchAy ? [makeCa(rng)] : [])];
  const startOf = (i: number) => (i === 0 ? Date.UTC(firstAy, 5, 1) : Date.UTC(switchAy!, 5, 1));
  let formSlot = 0;
  const assignments: CaAssignmentPlan[] = cas.map((ca, i) => ({
    assesseCaId: workItemId(profile.index * 8 + i, ID_MULTIPLIERS.caAssignment, 9),
    ca,
    assignedOn: officeTime(rng, startOf(i) + days(rng.int(0, 25))),
    deactivatedOn:
      i === 0 && switchAy ? officeTime(rng, Date.UTC(switchAy, 4, 20) + days(rng.int(0, 10))) : null,
    forms: [],
  }));

  const addForm = (a: CaAssignmentPlan, formTypeCd: string, ay: number, assignedOn: number, desc: string) => {
    const slot = profile.index * 64 + formSlot++;
    // The latest year's reports run late (some still with the CA at the anchor); older ones did not.
    const uploadedOn = officeTime(rng, assignedOn + days(ay === 2026 ? rng.int(40, 150) : rng.int(15, 75)));
    const accepted = rng.chance(0.85);
    const due = formTypeCd === '3CEB' ? Date.UTC(ay, 9, 31) : Date.UTC(ay, 8, 30);
    a.forms.push({
      transactionNo: workItemId(slot, ID_MULTIPLIERS.caForm, 12),
      formTypeCd,
      formDesc: desc,
      ay,
      assignedOn,
      dueDate: endOfDay(Math.max(due, assignedOn + days(30))),
      uploadedOn,
      decidedOn: officeTime(rng, uploadedOn + days(rng.int(1, 20))),
      accepted,
      rejectionReason: accepted ? null : rng.pick(REJECTIONS),
      ackNum: workItemId(slot, ID_MULTIPLIERS.caFormAck, 15),
    });
  };

  for (let ay = firstAy; ay <= lastAy; ay++) {
    const a = assignments[switchAy && ay >= switchAy ? 1 : 0]!;
    for (const [form] of needs) {
      addForm(
        a,
        form,
        ay,
        officeTime(rng, Math.max(julyOf(rng, ay), a.assignedOn + days(1))),
        FORM_DESCRIPTIONS[form]!,
      );
    }
  }
  // A revised report assigned after the anchor: new work on a later sync.
  if (rng.chance(0.35)) {
    const a = assignments[assignments.length - 1]!;
    const [form] = needs[0]!;
    const assignedOn = officeTime(rng, TIMELINE_ANCHOR + days(rng.int(2, 25)));
    addForm(a, form, lastAy, assignedOn, `${FORM_DESCRIPTIONS[form]!} (revised)`);
  }
  return assignments;
}

export const caAssignmentsOf = perAccount(plan);

export function caFormStatus(
  form: CaFormPlan,
  now: number,
): 'PENDING' | 'UPLOADED' | 'ACCEPTED' | 'REJECTED' {
  if (now < form.uploadedOn) return 'PENDING';
  if (now < form.decidedOn) return 'UPLOADED';
  return form.accepted ? 'ACCEPTED' : 'REJECTED';
}
