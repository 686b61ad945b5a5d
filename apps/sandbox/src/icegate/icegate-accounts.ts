import { partyName } from '../gst-public/party-name';
import { behaviourAt } from '../it/accounts';
import { PASSWORD_WORDS } from '../it/seed-data';
import { Rng } from '../rng';

export type IcegateBehaviour = 'normal' | 'locked' | 'flaky' | 'slow';

/** A login on the sandbox's ICEGATE: an exporter registered with its IEC (its PAN). */
export type SandboxIcegateAccount = {
  userName: string;
  password: string;
  iec: string;
  name: string;
  behaviour: IcegateBehaviour;
};

export const DEFAULT_ICEGATE_ACCOUNT_COUNT = 5;

const HOLDER_TYPES = ['C', 'C', 'C', 'F', 'P'] as const;

function account(seed: string, index: number, count: number): SandboxIcegateAccount {
  const rng = new Rng(seed, 'icegate-account', index);
  const holderType = rng.pick(HOLDER_TYPES);
  const initial = rng.letter();
  const name = partyName(rng, holderType, initial);
  const legalName = name.legalName.replace(/^M\/S /, '');
  const digits = String(rng.int(1, 9999)).padStart(4, '0');
  const iec = `${rng.letter()}${rng.letter()}${rng.letter()}${holderType}${initial}${digits}${rng.letter()}`;
  // One of every five has each special behaviour; an OTP step does not exist on ICEGATE.
  const special = behaviourAt(index, Math.max(count, 5));
  const behaviour: IcegateBehaviour = special === 'otp' ? 'normal' : special;
  const word = rng.pick(PASSWORD_WORDS);
  return {
    userName: `${legalName.split(' ')[0]!.toLowerCase()}${rng.int(10, 99)}exp`,
    password: `${word}#${rng.int(1000, 9999)}`,
    iec,
    name: legalName,
    behaviour,
  };
}

/** The ICEGATE logins of a sandbox with this seed: the same on every run. */
export function sandboxIcegateAccounts(
  options: { seed?: string; count?: number } = {},
): SandboxIcegateAccount[] {
  const count = options.count ?? DEFAULT_ICEGATE_ACCOUNT_COUNT;
  return Array.from({ length: count }, (_, i) => account(options.seed ?? 'taxdesk', i, count));
}
