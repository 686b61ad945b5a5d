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

/** The fixed deductors (demo, tests); a bigger count adds generated ones after them. */
export const DEFAULT_TDS_ACCOUNT_COUNT = 10;

const CITY_CODES = ['MUM', 'DEL', 'BLR', 'CHE', 'PNE', 'HYD', 'KOL', 'AHM', 'JPR', 'LKN'] as const;

/**
 * One fixed deductor of each special behaviour, never the first (demos start with it). Generated
 * ones (a benchmark's hundreds) all sign in, and an account's behaviour never depends on the count.
 */
function behaviourAt(index: number): TdsBehaviour {
  return index === 3 ? 'locked' : index === 5 ? 'flaky' : index === 7 ? 'slow' : 'normal';
}

function password(rng: Rng): string {
  return `${rng.pick(PASSWORD_WORDS)}${rng.pick(['@', '#', '$', '!'])}${rng.int(1000, 9999)}`;
}

function makeAccount(seed: string, index: number, taken: Set<string>): SandboxTdsAccount {
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
    behaviour: behaviourAt(index),
    efilingPassword: password(rng),
  };
}

/**
 * The deductors of a sandbox started with the same seed and count: the fixed ten, then generated
 * ones made the same way. An account depends on (seed, index) and the TANs before it only, so a
 * bigger count keeps the smaller one's accounts.
 */
export function sandboxTdsAccounts(options: { seed?: string; count?: number } = {}): SandboxTdsAccount[] {
  const seed = options.seed ?? 'taxdesk';
  const count = options.count ?? DEFAULT_TDS_ACCOUNT_COUNT;
  const taken = new Set<string>();
  return Array.from({ length: count }, (_, index) => makeAccount(seed, index, taken));
}
