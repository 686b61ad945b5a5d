import { partyName } from '../gst-public/party-name';
import { behaviourAt } from '../it/accounts';
import { PASSWORD_WORDS } from '../it/seed-data';
import { Rng } from '../rng';

export type StateBehaviour = 'normal' | 'locked' | 'flaky' | 'slow';

/** A login on the sandbox's state tax portal: a dealer's professional tax / legacy VAT account. */
export type SandboxStateAccount = {
  loginId: string;
  password: string;
  name: string;
  pan: string;
  state: string;
  behaviour: StateBehaviour;
};

export const DEFAULT_STATE_ACCOUNT_COUNT = 5;

/** States whose professional tax runs on a state portal, with the login id's prefix. */
const STATES = [
  ['Maharashtra', 'MH'],
  ['Karnataka', 'KA'],
  ['West Bengal', 'WB'],
  ['Gujarat', 'GJ'],
  ['Tamil Nadu', 'TN'],
] as const;

function account(seed: string, index: number, count: number): SandboxStateAccount {
  const rng = new Rng(seed, 'state-account', index);
  const holderType = rng.pick(['C', 'F', 'P', 'C'] as const);
  const initial = rng.letter();
  const name = partyName(rng, holderType, initial).legalName.replace(/^M\/S /, '');
  const [state, prefix] = STATES[index % STATES.length]!;
  const special = behaviourAt(index, Math.max(count, 5));
  return {
    loginId: `${prefix}${String(rng.int(10_000_000, 99_999_999))}`,
    password: `${rng.pick(PASSWORD_WORDS)}@${rng.int(1000, 9999)}`,
    name,
    pan: `${rng.letter()}${rng.letter()}${rng.letter()}${holderType}${initial}${String(rng.int(1, 9999)).padStart(4, '0')}${rng.letter()}`,
    state,
    behaviour: special === 'otp' ? 'normal' : special,
  };
}

/** The state portal logins of a sandbox with this seed: the same on every run. */
export function sandboxStateAccounts(options: { seed?: string; count?: number } = {}): SandboxStateAccount[] {
  const count = options.count ?? DEFAULT_STATE_ACCOUNT_COUNT;
  return Array.from({ length: count }, (_, i) => account(options.seed ?? 'taxdesk', i, count));
}
