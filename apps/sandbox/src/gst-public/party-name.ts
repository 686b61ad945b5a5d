import type { Rng } from '../rng';
import {
  AOP_KINDS,
  BUSINESS_WORDS,
  COMPANY_TRADES,
  FEMALE_FIRST_NAMES,
  FIRM_TRADES,
  MALE_FIRST_NAMES,
  SURNAMES,
  TRUST_KINDS,
} from '../it/seed-data';

/** Words of the list that start with `initial`, else the whole list (so a name can match an id's letter). */
function startingWith(list: readonly string[], initial: string): readonly string[] {
  const matching = list.filter((w) => w.startsWith(initial));
  return matching.length ? matching : list;
}

export type PartyName = { legalName: string; tradeName: string; person: boolean };

/**
 * A name for a registered party by its holder type (the PAN's fourth letter) whose first word, or
 * an individual's surname, starts with `initial` — as the PAN's fifth letter and the TAN's fourth do.
 */
export function partyName(rng: Rng, holderType: string, initial: string): PartyName {
  const first = () => rng.pick(rng.chance(0.4) ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  const business = () => rng.pick(startingWith(BUSINESS_WORDS, initial));
  switch (holderType) {
    case 'P': {
      const legalName = `${first()} ${rng.pick(startingWith(SURNAMES, initial))}`.toUpperCase();
      const tradeName = rng.chance(0.7) ? `${business()} ${rng.pick(FIRM_TRADES)}` : legalName;
      return { legalName, tradeName: tradeName.toUpperCase(), person: true };
    }
    case 'C': {
      const name = `${business()} ${rng.pick(COMPANY_TRADES)} ${rng.chance(0.8) ? 'Private Limited' : 'Limited'}`;
      return { legalName: name.toUpperCase(), tradeName: name.toUpperCase(), person: false };
    }
    case 'F': {
      const name = rng.chance(0.5)
        ? `${rng.pick(startingWith(SURNAMES, initial))} ${rng.pick(FIRM_TRADES)}`
        : `${business()} ${rng.pick(FIRM_TRADES)}`;
      return { legalName: `M/S ${name}`.toUpperCase(), tradeName: name.toUpperCase(), person: false };
    }
    case 'H': {
      const name = `${first()} ${rng.pick(startingWith(SURNAMES, initial))} HUF`;
      return { legalName: name.toUpperCase(), tradeName: name.toUpperCase(), person: false };
    }
    case 'T': {
      const name = `${business()} ${rng.pick(TRUST_KINDS)}`;
      return { legalName: name.toUpperCase(), tradeName: name.toUpperCase(), person: false };
    }
    case 'G':
      return {
        legalName: `OFFICE OF THE ${rng.pick(['EXECUTIVE ENGINEER', 'DISTRICT COLLECTOR', 'COMMISSIONER', 'DIRECTOR'])}`,
        tradeName: `${business()} DIVISION`.toUpperCase(),
        person: false,
      };
    case 'L':
      return {
        legalName: `${business()} MUNICIPAL COUNCIL`.toUpperCase(),
        tradeName: `${business()} MUNICIPAL COUNCIL`.toUpperCase(),
        person: false,
      };
    default: {
      const name = `${business()} ${rng.pick(AOP_KINDS)}`;
      return { legalName: name.toUpperCase(), tradeName: name.toUpperCase(), person: false };
    }
  }
}
