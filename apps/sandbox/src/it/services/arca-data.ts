import { Rng, uniformFor } from '../../rng';
import { generateItProfiles, type ItAccountProfile } from '../accounts';
import { atIst, DAY_MS, istDay, TIMELINE_ANCHOR } from '../dates';
import { SURNAMES } from '../seed-data';

/**
 * ARCA logins: chartered accountants' own e-filing logins (user id `ARCA` + six digits). Clients
 * assign them forms (tax audit reports, Form 10B, 29B, 3CEB, 15CB); the CA accepts, uploads with a
 * UDIN, the client approves and the form is filed. Each step happens at a seeded instant, so
 * moving the sandbox clock moves the worklist along.
 */

const ARCA_LOGIN_INDEX = 900_100;
const ARCA_LOGINS = 2;
/** Share of the income-tax accounts that are each CA login's clients. */
const CLIENT_SHARE = [0.45, 0.25] as const;
const MAX_CLIENTS = 80;

export type ArcaLogin = {
  profile: ItAccountProfile;
  arcaId: string;
  membershipNo: string;
  firmName: string;
  frn: string;
};

export type ArcaStep =
  'PENDING_ACCEPTANCE' | 'ACCEPTED' | 'REJECTED' | 'PENDING_APPROVAL' | 'RETURNED' | 'FILED';

export type ArcaAssignment = {
  transactionNo: string;
  client: ItAccountProfile;
  formTypeCd: string;
  refYear: number;
  assignedOn: number;
  dueDate: number | null;
  /** The workflow's steps with their instants, in order; the status at a time is the last one reached. */
  steps: { step: ArcaStep; at: number; remarks?: string }[];
  ackNum: string;
  filingTypeCd: 'O' | 'R';
  udin: string;
  /** When the UDIN was updated against the filed form on the portal (may lag the filing). */
  udinUpdatedOn: number;
  udinGeneratedOn: number;
};

export type ArcaWorld = { login: ArcaLogin; assignments: ArcaAssignment[] };

export const FORM_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '3CA-3CD': 'Audit report u/s 44AB (audited under another law)',
  '3CB-3CD': 'Audit report u/s 44AB (tax audit)',
  '10B': 'Audit report of a charitable trust u/s 12A(1)(b)',
  '10BB': 'Audit report of a fund or institution u/s 10(23C)',
  '29B': 'Report u/s 115JB (book profits, MAT)',
  '3CEB': 'Report u/s 92E (international transactions)',
  '15CB': 'Certificate for remittance to a non-resident',
};

function arcaIdOf(seed: string, i: number): string {
  return `ARCA${String(100_000 + Math.floor(uniformFor(seed, 'arca-id', i) * 900_000))}`;
}

/** The CA logins of the sandbox, with their professional details. */
export function arcaLogins(seed: string): ArcaLogin[] {
  // Chartered accountants are people: the first individuals of a generated list.
  const people = generateItProfiles(`${seed}/arca-login`, 12).filter((p) => p.holderType === 'P');
  return people.slice(0, ARCA_LOGINS).map((p, i) => {
    const rng = new Rng(seed, 'arca-login', i);
    const arcaId = arcaIdOf(seed, i);
    const partner = rng.pick(SURNAMES);
    return {
      profile: {
        ...p,
        pan: arcaId,
        index: ARCA_LOGIN_INDEX + i,
        behaviour: 'normal',
        holderType: 'P',
        role: 'IN',
        userType: 'IND',
      },
      arcaId,
      membershipNo: String(rng.int(100_000, 599_999)),
      firmName:
        p.surname && partner !== p.surname
          ? `${p.surname} ${partner} & Co.`
          : `${p.surname ?? partner} & Associates`,
      frn: `${rng.int(100_000, 159_999)}${rng.pick(['W', 'N', 'S', 'E', 'C'])}`,
    };
  });
}

export function isArcaLogin(profile: ItAccountProfile): boolean {
  return profile.index >= ARCA_LOGIN_INDEX && profile.index < ARCA_LOGIN_INDEX + ARCA_LOGINS;
}

function formsFor(rng: Rng, client: ItAccountProfile): string[] {
  switch (client.holderType) {
    case 'C':
      return rng.chance(0.4) ? ['3CA-3CD', '29B', '3CEB'] : ['3CA-3CD', '29B'];
    case 'T':
      return [rng.chance(0.7) ? '10B' : '10BB'];
    default:
      return ['3CB-3CD'];
  }
}

/** Statutory due date of a form for the AY starting in `year` (15CB has none). */
function dueOf(form: string, year: number): number | null {
  if (form === '15CB') return null;
  if (form === '3CEB') return atIst(Date.UTC(year, 9, 31), 23, 59, 59);
  return atIst(Date.UTC(year, 8, 30), 23, 59, 59);
}

function officeTime(rng: Rng, day: number): number {
  return atIst(istDay(day), rng.int(10, 19), rng.int(0, 59));
}

function lifecycle(rng: Rng, form: string, assignedOn: number): ArcaAssignment['steps'] {
  const steps: ArcaAssignment['steps'] = [{ step: 'PENDING_ACCEPTANCE', at: assignedOn }];
  if (rng.chance(0.05)) {
    steps.push({
      step: 'REJECTED',
      at: officeTime(rng, assignedOn + rng.int(1, 4) * DAY_MS),
      remarks: 'Assignment declined: engagement not accepted',
    });
    return steps;
  }
  const accepted = officeTime(rng, assignedOn + rng.int(0, 5) * DAY_MS);
  steps.push({ step: 'ACCEPTED', at: Math.max(accepted, assignedOn + 60_000) });
  const uploaded = officeTime(rng, accepted + rng.int(5, 30) * DAY_MS);
  if (form === '15CB') {
    steps.push({ step: 'FILED', at: uploaded });
    return steps;
  }
  steps.push({ step: 'PENDING_APPROVAL', at: uploaded });
  const decided = officeTime(rng, uploaded + rng.int(1, 10) * DAY_MS) + 3_600_000;
  if (rng.chance(0.05)) {
    steps.push({ step: 'RETURNED', at: decided, remarks: 'Rejected by taxpayer: figures to be revised' });
    return steps;
  }
  steps.push({ step: 'FILED', at: decided });
  return steps;
}

function udinOf(rng: Rng, membershipNo: string, generatedOn: number): string {
  const yy = String(new Date(generatedOn).getUTCFullYear() % 100).padStart(2, '0');
  const letters = Array.from({ length: 6 }, () => rng.letter()).join('');
  return `${yy}${membershipNo}${letters}${rng.int(1000, 9999)}`;
}

/** One-to-one and random-looking: the slot times a constant coprime to the range (as ids.ts does). */
function scrambled(n: number, multiplier: bigint, range: bigint, base: bigint): string {
  return String(base + (((BigInt(n) + 1_009n) * multiplier) % range));
}

function buildWorld(seed: string, login: ArcaLogin, itProfiles: readonly ItAccountProfile[]): ArcaWorld {
  const loginNo = login.profile.index - ARCA_LOGIN_INDEX;
  const share = CLIENT_SHARE[loginNo] ?? 0.25;
  let clients = itProfiles.filter((p) => uniformFor(seed, 'arca-client', login.arcaId, p.pan) < share);
  if (clients.length < 3)
    clients = [...clients, ...itProfiles.filter((p) => !clients.includes(p)).slice(0, 3 - clients.length)];
  clients = clients.slice(0, MAX_CLIENTS);
  const assignments: ArcaAssignment[] = [];
  let seq = 0;
  for (const client of clients) {
    const rng = new Rng(seed, 'arca-assignments', login.arcaId, client.pan);
    const forms = formsFor(rng, client);
    const plans: { form: string; year: number }[] = [];
    for (const year of [2025, 2026]) for (const form of forms) plans.push({ form, year });
    if (rng.chance(0.6)) plans.push({ form: '15CB', year: 2026 });
    for (const { form, year } of plans) {
      const due = dueOf(form, year);
      let assignedOn: number;
      if (due === null) assignedOn = officeTime(rng, TIMELINE_ANCHOR - rng.int(-20, 60) * DAY_MS);
      else if (rng.chance(0.12))
        assignedOn = officeTime(rng, due + rng.int(10, 75) * DAY_MS); // filed late
      else assignedOn = officeTime(rng, Date.UTC(year, 6, 1) + rng.int(0, 80) * DAY_MS);
      const steps = lifecycle(rng, form, assignedOn);
      const uploaded =
        steps.find((s) => s.step === 'PENDING_APPROVAL' || s.step === 'FILED')?.at ?? assignedOn;
      const n = loginNo * 100_000 + seq++;
      const udinGeneratedOn = uploaded - rng.int(0, 2) * DAY_MS;
      assignments.push({
        transactionNo: scrambled(n, 611_953_399n, 600_000_000_000n, 300_000_000_000n),
        client,
        formTypeCd: form,
        refYear: year,
        assignedOn,
        dueDate: due,
        steps,
        ackNum: scrambled(n, 1_046_527_499n, 400_000_000_000_000n, 500_000_000_000_000n),
        filingTypeCd: rng.chance(0.06) ? 'R' : 'O',
        udin: udinOf(rng, login.membershipNo, udinGeneratedOn),
        udinGeneratedOn,
        // Often updated at upload; else weeks later (until then the UDIN is pending on the portal).
        udinUpdatedOn: rng.chance(0.65) ? uploaded : uploaded + rng.int(15, 75) * DAY_MS,
      });
    }
  }
  return { login, assignments };
}

const worlds = new Map<string, ArcaWorld>();

/** One CA login's clients and assignments, built on first use and kept. */
export function arcaWorld(
  seed: string,
  login: ArcaLogin,
  itProfiles: readonly ItAccountProfile[],
): ArcaWorld {
  const key = `${seed}|${login.arcaId}|${itProfiles.length}`;
  let world = worlds.get(key);
  if (!world) {
    world = buildWorld(seed, login, itProfiles);
    worlds.set(key, world);
  }
  return world;
}

/** The step an assignment has reached at `now` (undefined before it is assigned). */
export function stepAt(a: ArcaAssignment, now: number): ArcaAssignment['steps'][number] | undefined {
  let current: ArcaAssignment['steps'][number] | undefined;
  for (const s of a.steps) if (s.at <= now) current = s;
  return current;
}
