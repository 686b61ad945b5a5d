import { Rng } from '../rng';
import { BUSINESS_WORDS, COMPANY_TRADES, FIRM_TRADES, PASSWORD_WORDS } from '../it/seed-data';

export type TdsBehaviour = 'normal' | 'locked' | 'flaky' | 'slow';

/** A deductor login on the sandbox's TRACES (and, with `efilingPassword`, its e-filing TAN login). */
export type SandboxTdsAccount = {
  tan: string;
  /** The legacy TRACES user id; the TRACES 2.0 login signs in with the TAN itself. */
  userId: string;
  password: string;
  name: string;
  behaviour: TdsBehaviour;
  /** The e-filing portal's password for the TAN: it differs from the TRACES one. */
  efilingPassword: string;
};

export const DEFAULT_TDS_ACCOUNT_COUNT = 10;

const CITY_CODES = ['MUM', 'DEL', 'BLR', 'CHE', 'PNE', 'HYD', 'KOL', 'AHM', 'JPR', 'LKN'] as const;

/** One in ten of each special behaviour, never the first account (demos start with it). */
function behaviourAt(index: number, count: number): TdsBehaviour {
  if (count < 5 || index === 0) return 'normal';
  const slot = index % 10;
  return slot === 3 ? 'locked' : slot === 5 ? 'flaky' : slot === 7 ? 'slow' : 'normal';
}

function password(rng: Rng): string {
  return `${rng.pick(PASSWORD_WORDS)}${rng.pick(['@', '#', '$', '!'])}${rng.int(1000, 9999)}`;
}

function makeAccount(seed: string, index: number, count: number, taken: Set<string>): SandboxTdsAccount {
  const rng = new Rng(seed, 'tds-account', index);
  const name = rng.chance(0.6)
    ? `${rng.pick(BUSINESS_WORDS)} ${rng.pick(COMPANY_TRADES)} Private Limited`
    : `${rng.pick(BUSINESS_WORDS)} ${rng.pick(FIRM_TRADES)}`;
  let tan = '';
  do {
    tan = `${rng.pick(CITY_CODES)}${name.charAt(0).toUpperCase()}${String(rng.int(1, 99999)).padStart(5, '0')}${rng.letter()}`;
  } while (taken.has(tan));
  taken.add(tan);
  const word = name.split(' ')[0]!.toLowerCase();
  return {
    tan,
    userId: `${word}${rng.int(100, 999)}`,
    password: password(rng),
    name,
    behaviour: behaviourAt(index, count),
    efilingPassword: password(rng),
  };
}

/** The deductors of a sandbox started with the same seed and count; a TAN depends on (seed, index) only. */
export function sandboxTdsAccounts(options: { seed?: string; count?: number } = {}): SandboxTdsAccount[] {
  const seed = options.seed ?? 'taxdesk';
  const count = options.count ?? DEFAULT_TDS_ACCOUNT_COUNT;
  const taken = new Set<string>();
  return Array.from({ length: count }, (_, index) => makeAccount(seed, index, count, taken));
}
