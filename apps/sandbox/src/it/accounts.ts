import { Rng } from '../rng';
import {
  ACCESS_MESSAGES,
  AOP_KINDS,
  BUSINESS_WORDS,
  COMPANY_TRADES,
  EMAIL_DOMAINS,
  FEMALE_FIRST_NAMES,
  FEMALE_MIDDLE_NAMES,
  FIRM_TRADES,
  MALE_FIRST_NAMES,
  MALE_MIDDLE_NAMES,
  PASSWORD_WORDS,
  SURNAMES,
  TRUST_KINDS,
} from './seed-data';

export type ItBehaviour = 'normal' | 'locked' | 'otp' | 'flaky' | 'slow';

/** A login that exists on the sandbox's income-tax portal. */
export type SandboxItAccount = { pan: string; password: string; name: string; behaviour: ItBehaviour };

export type HolderType = 'P' | 'C' | 'F' | 'H' | 'T' | 'A';

/** Everything the portal knows about the account holder; the public type is a subset. */
export type ItAccountProfile = SandboxItAccount & {
  index: number;
  holderType: HolderType;
  firstNm: string | null;
  midNm: string | null;
  surname: string | null;
  orgName: string | null;
  email: string;
  mobile: string;
  accessMessage: string;
  /** The login `role` the portal hands out at step 1 and expects back at step 2. */
  role: 'IN' | 'HUF' | 'ORG';
  userType: 'IND' | 'ORG';
};

export const DEFAULT_SEED = 'taxdesk';
export const DEFAULT_ACCOUNT_COUNT = 20;

const SPECIAL_BEHAVIOURS: readonly ItBehaviour[] = ['locked', 'otp', 'flaky', 'slow'];

/**
 * One account in twenty of each special behaviour, spread evenly, and never the first account
 * (demos start with it and expect it to work). Fewer than five accounts are all normal.
 */
export function behaviourAt(index: number, count: number): ItBehaviour {
  if (count < 5 || index === 0) return 'normal';
  const perBehaviour = Math.max(1, Math.round(count / 20));
  const span = count / perBehaviour;
  const block = Math.floor(index / span);
  for (let b = 0; b < SPECIAL_BEHAVIOURS.length; b++) {
    if (Math.floor((block + (b + 1) / 5) * span) === index) return SPECIAL_BEHAVIOURS[b]!;
  }
  return 'normal';
}

type Holder = Pick<ItAccountProfile, 'holderType' | 'firstNm' | 'midNm' | 'surname' | 'orgName' | 'name'>;

function makeHolder(rng: Rng): Holder {
  const holderType = rng.weighted<HolderType>([
    ['P', 60],
    ['C', 15],
    ['F', 12],
    ['H', 7],
    ['T', 4],
    ['A', 2],
  ]);
  const surname = rng.pick(SURNAMES);
  const female = rng.chance(0.4);
  const firstNm = rng.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  const midNm = rng.chance(0.35) ? rng.pick(female ? FEMALE_MIDDLE_NAMES : MALE_MIDDLE_NAMES) : null;
  const person = [firstNm, midNm, surname].filter(Boolean).join(' ');
  const org = (name: string): Holder => ({
    holderType,
    firstNm: null,
    midNm: null,
    surname: null,
    orgName: name,
    name,
  });
  switch (holderType) {
    case 'P':
      return { holderType, firstNm, midNm, surname, orgName: null, name: person };
    case 'H':
      return org(`${firstNm} ${surname} HUF`);
    case 'C':
      return org(
        `${rng.pick(BUSINESS_WORDS)} ${rng.pick(COMPANY_TRADES)} ${rng.chance(0.8) ? 'Private Limited' : 'Limited'}`,
      );
    case 'F':
      return org(
        rng.chance(0.5)
          ? `${surname} ${rng.pick(FIRM_TRADES)}`
          : `${rng.pick(BUSINESS_WORDS)} ${rng.pick(FIRM_TRADES)}`,
      );
    case 'T':
      return org(
        `${rng.chance(0.5) ? `${firstNm} ${surname}` : rng.pick(BUSINESS_WORDS)} ${rng.pick(TRUST_KINDS)}`,
      );
    case 'A':
      return org(`${rng.pick(BUSINESS_WORDS)} ${rng.pick(AOP_KINDS)}`);
  }
}

/** The PAN's fifth letter is the surname's initial for individuals and HUFs, else the name's. */
function makePan(rng: Rng, holder: Holder): string {
  const fifth = (holder.holderType === 'P' ? holder.surname! : holder.name).charAt(0).toUpperCase();
  const digits = String(rng.int(1, 9999)).padStart(4, '0');
  return `${rng.letter()}${rng.letter()}${rng.letter()}${holder.holderType}${fifth}${digits}${rng.letter()}`;
}

function makeProfile(seed: string, index: number, count: number, taken: Set<string>): ItAccountProfile {
  const rng = new Rng(seed, 'it-account', index);
  const holder = makeHolder(rng);
  let pan = makePan(rng, holder);
  while (taken.has(pan)) pan = makePan(rng, holder);
  taken.add(pan);
  const word = rng.pick(PASSWORD_WORDS);
  const password = `${word}${rng.pick(['@', '#', '$', '!', '&'])}${rng.int(1000, 9999)}`;
  const mailName = (holder.firstNm ?? holder.name.split(' ')[0]!).toLowerCase();
  const mailTail = (holder.surname ?? 'accounts').toLowerCase();
  return {
    index,
    pan,
    password,
    behaviour: behaviourAt(index, count),
    ...holder,
    email: `${mailName}.${mailTail}${rng.int(1, 99)}@${rng.pick(EMAIL_DOMAINS)}`,
    mobile: `${rng.pick(['9', '8', '7', '6'])}${String(rng.int(0, 999_999_999)).padStart(9, '0')}`,
    accessMessage: rng.pick(ACCESS_MESSAGES),
    role: holder.holderType === 'P' ? 'IN' : holder.holderType === 'H' ? 'HUF' : 'ORG',
    userType: holder.holderType === 'P' ? 'IND' : 'ORG',
  };
}

/**
 * All profiles of a sandbox. A profile's PAN, name and password depend only on (seed, index), so a
 * bigger count keeps the smaller one's accounts; only the behaviours are spread anew.
 */
export function generateItProfiles(seed = DEFAULT_SEED, count = DEFAULT_ACCOUNT_COUNT): ItAccountProfile[] {
  const taken = new Set<string>();
  return Array.from({ length: count }, (_, index) => makeProfile(seed, index, count, taken));
}

/** The logins that exist in a sandbox started with the same seed and count. */
export function sandboxItAccounts(
  options: { seed?: string; accountCount?: number } = {},
): SandboxItAccount[] {
  return generateItProfiles(options.seed, options.accountCount).map(({ pan, password, name, behaviour }) => ({
    pan,
    password,
    name,
    behaviour,
  }));
}
