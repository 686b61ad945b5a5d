import { Rng } from '../rng';
import type { ItAccountProfile } from '../it/accounts';
import { atIst, DAY_MS, formatIstDate, istDay, TIMELINE_ANCHOR, yearLabel } from '../it/dates';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, SURNAMES } from '../it/seed-data';
import { generateTimeline } from '../it/timeline';

/**
 * Appeals before the Income Tax Appellate Tribunal for some of the sandbox's income-tax accounts:
 * filed against an assessment order, heard (often after adjournments) and disposed of by an order.
 * Each hearing date becomes known when the previous hearing ends, so moving the clock shows new
 * dates, adjournments and orders; a few Revenue appeals are filed after the anchor.
 */

export const BENCHES: Readonly<Record<string, string>> = {
  MUM: 'Mumbai',
  DEL: 'Delhi',
  BANG: 'Bangalore',
  CHNY: 'Chennai',
  AHD: 'Ahmedabad',
  KOL: 'Kolkata',
  PUN: 'Pune',
  HYD: 'Hyderabad',
  JPR: 'Jaipur',
  CHD: 'Chandigarh',
};

export type ItatHearing = {
  on: number;
  /** When the date was fixed: filing plus a while for the first, else the previous hearing. */
  announcedOn: number;
  outcome: 'ADJOURNED' | 'HEARD';
  remarks: string;
};

export type ItatCase = {
  appealNo: string;
  appealType: 'ITA' | 'CO' | 'SA';
  bench: string;
  ay: number;
  pan: string;
  assesseeName: string;
  filedBy: 'Assessee' | 'Revenue';
  appellant: string;
  respondent: string;
  filedOn: number;
  hearings: ItatHearing[];
  orderOn: number | null;
  result: string | null;
  coram: string;
};

const OFFICERS = ['DCIT, Circle', 'ACIT, Circle', 'ITO, Ward', 'ACIT, Central Circle'] as const;
const RESULTS = ['Allowed', 'Partly allowed', 'Dismissed', 'Allowed for statistical purposes'] as const;
const ADJOURNMENTS = [
  'Adjourned at the request of the assessee',
  'Adjourned at the request of the Departmental Representative',
  'Bench not functioning; adjourned',
  'Adjourned for want of time',
] as const;

function member(rng: Rng): string {
  const first = rng.chance(0.3) ? rng.pick(FEMALE_FIRST_NAMES) : rng.pick(MALE_FIRST_NAMES);
  return `${first} ${rng.pick(SURNAMES)}`;
}

function officer(rng: Rng, benchName: string): string {
  return `${rng.pick(OFFICERS)} ${rng.int(1, 9)}(${rng.int(1, 4)}), ${benchName}`;
}

function office(rng: Rng, day: number): number {
  return atIst(istDay(day), rng.int(10, 16), rng.int(0, 59));
}

/** Appeal numbers are unique per slot: a scrambled serial within the bench and year. */
function serial(slot: number): number {
  return 1 + (((slot + 17) * 7_919) % 9_973);
}

function hearingsOf(rng: Rng, filedOn: number): { hearings: ItatHearing[]; orderOn: number | null } {
  const hearings: ItatHearing[] = [];
  // The tribunal's backlog: the first date is fixed months, often a year or more, after filing.
  let announcedOn = office(rng, filedOn + rng.int(120, 540) * DAY_MS);
  let on = office(rng, announcedOn + rng.int(30, 90) * DAY_MS);
  const adjournments = rng.weighted([
    [0, 2],
    [1, 3],
    [2, 3],
    [3, 3],
    [4, 2],
  ]);
  for (let k = 0; k <= adjournments; k++) {
    const heard = k === adjournments;
    hearings.push({
      on,
      announcedOn,
      outcome: heard ? 'HEARD' : 'ADJOURNED',
      remarks: heard ? 'Heard; order reserved' : rng.pick(ADJOURNMENTS),
    });
    announcedOn = on;
    on = office(rng, on + rng.int(45, 120) * DAY_MS);
  }
  const heardOn = hearings[hearings.length - 1]!.on;
  return { hearings, orderOn: office(rng, heardOn + rng.int(20, 90) * DAY_MS) };
}

function makeCase(
  rng: Rng,
  profile: ItAccountProfile,
  slot: number,
  type: ItatCase['appealType'],
  filedBy: ItatCase['filedBy'],
  base: { bench: string; ay: number; filedOn: number; revenue: string },
): ItatCase {
  const filingYear = new Date(istDay(base.filedOn)).getUTCFullYear();
  const { hearings, orderOn } = hearingsOf(rng, base.filedOn);
  const assessee = profile.name;
  return {
    appealNo: `${type} ${serial(slot)}/${base.bench}/${filingYear}`,
    appealType: type,
    bench: base.bench,
    ay: base.ay,
    pan: profile.pan,
    assesseeName: assessee,
    filedBy,
    appellant: filedBy === 'Assessee' ? assessee : base.revenue,
    respondent: filedBy === 'Assessee' ? base.revenue : assessee,
    filedOn: base.filedOn,
    hearings,
    orderOn,
    result: rng.pick(RESULTS),
    coram: `${member(rng)} (JM) and ${member(rng)} (AM)`,
  };
}

/** The appeals of one account (often none). */
function casesOf(seed: string, profile: ItAccountProfile): ItatCase[] {
  const rng = new Rng(seed, 'itat', profile.pan);
  const count = rng.weighted([
    [0, 50],
    [1, 35],
    [2, 15],
  ]);
  const cases: ItatCase[] = [];
  for (let k = 0; k < count; k++) {
    const bench = rng.pick(Object.keys(BENCHES));
    const late = rng.chance(0.1);
    const filedOn = late
      ? office(rng, TIMELINE_ANCHOR + rng.int(3, 30) * DAY_MS)
      : office(rng, TIMELINE_ANCHOR - rng.int(60, 3 * 365) * DAY_MS);
    const ay = new Date(filedOn).getUTCFullYear() - rng.int(2, 5);
    const base = { bench, ay, filedOn, revenue: officer(rng, BENCHES[bench]!) };
    const slot = profile.index * 8 + k * 4;
    const byRevenue = late || rng.chance(0.25);
    cases.push(makeCase(rng, profile, slot, 'ITA', byRevenue ? 'Revenue' : 'Assessee', base));
    if (byRevenue && rng.chance(0.5)) {
      const filed = office(rng, filedOn + rng.int(20, 40) * DAY_MS);
      cases.push(makeCase(rng, profile, slot + 1, 'CO', 'Assessee', { ...base, filedOn: filed }));
    } else if (!byRevenue && rng.chance(0.15)) {
      const filed = office(rng, filedOn + rng.int(1, 10) * DAY_MS);
      cases.push(makeCase(rng, profile, slot + 2, 'SA', 'Assessee', { ...base, filedOn: filed }));
    }
  }
  return [...cases, ...appealsAgainstOrders(seed, profile)];
}

/**
 * Appeals against the income-tax portal's own orders: for some proceedings closed by an order
 * that raised a demand, the assessee appeals for that year a couple of months later, so a matter
 * runs notice → reply → order → demand → appeal across the two portals. Slots 3 and 7 of the
 * account (unused by the appeals above) keep their numbers apart.
 */
function appealsAgainstOrders(seed: string, profile: ItAccountProfile): ItatCase[] {
  const rng = new Rng(seed, 'itat-orders', profile.pan);
  const ordered = generateTimeline(seed, profile).proceedings.filter(
    (p) =>
      p.closedOn !== null &&
      p.closedOn < TIMELINE_ANCHOR - 90 * DAY_MS &&
      p.closureDocs.some((d) => d.title.startsWith('Demand Notice')),
  );
  return ordered
    .filter(() => rng.chance(0.5))
    .slice(0, 2)
    .map((p, j) => {
      const bench = rng.pick(Object.keys(BENCHES));
      const filedOn = office(rng, p.closedOn! + rng.int(45, 75) * DAY_MS);
      const base = { bench, ay: p.ay, filedOn, revenue: officer(rng, BENCHES[bench]!) };
      return makeCase(rng, profile, profile.index * 8 + 3 + 4 * j, 'ITA', 'Assessee', base);
    });
}

const memo = new Map<string, ItatCase[]>();

/** Every appeal of the sandbox's accounts, future filings included (filter by `filedOn`). */
export function itatCases(seed: string, profiles: readonly ItAccountProfile[]): ItatCase[] {
  const key = `${seed}|${profiles.length}`;
  let cases = memo.get(key);
  if (!cases) {
    cases = profiles.flatMap((p) => casesOf(seed, p));
    memo.set(key, cases);
  }
  return cases;
}

export type CaseStatus = 'Pending' | 'Fixed for hearing' | 'Adjourned' | 'Heard' | 'Disposed';

/** The case as the tribunal's case-status page shows it at `now` (dates DD/MM/YYYY). */
export function caseStatusRow(c: ItatCase, now: number) {
  const past = c.hearings.filter((h) => h.on <= now);
  const next = c.hearings.find((h) => h.on > now && h.announcedOn <= now) ?? null;
  const last = past[past.length - 1] ?? null;
  const disposed = c.orderOn !== null && c.orderOn <= now;
  const caseStatus: CaseStatus = disposed
    ? 'Disposed'
    : last?.outcome === 'HEARD'
      ? 'Heard'
      : next && last?.outcome === 'ADJOURNED'
        ? 'Adjourned'
        : next
          ? 'Fixed for hearing'
          : 'Pending';
  const date = (ms: number | null) => (ms === null ? null : formatIstDate(ms));
  return {
    appealNo: c.appealNo,
    appealType: c.appealType,
    bench: c.bench,
    benchName: BENCHES[c.bench],
    assessmentYear: yearLabel(c.ay),
    pan: c.pan,
    appellant: c.appellant,
    respondent: c.respondent,
    filedBy: c.filedBy,
    dateOfFiling: date(c.filedOn),
    caseStatus,
    lastHearingDate: date(last?.on ?? null),
    nextHearingDate: date(next?.on ?? null),
    hearings: past.map((h) => ({ hearingDate: date(h.on), remarks: h.remarks })),
    coram: past.length ? c.coram : null,
    dateOfOrder: disposed ? date(c.orderOn) : null,
    result: disposed ? c.result : null,
  };
}
