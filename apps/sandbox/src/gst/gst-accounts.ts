import { gstinCheckChar } from '@taxdesk/domain';
import { partyName, type PartyName } from '../gst-public/party-name';
import { Rng } from '../rng';

export type GstBehaviour = 'normal' | 'locked' | 'wrong_password' | 'flaky';

/** A GST portal login as TaxDesk would store it (for `wrong_password`, the portal has another). */
export type SandboxGstAccount = {
  username: string;
  password: string;
  gstins: string[];
  legalName: string;
  behaviour: GstBehaviour;
};

/** The fixed logins (demo, tests); a bigger count adds generated ones after them. */
export const DEFAULT_GST_ACCOUNT_COUNT = 12;

// Where the demo's clients are registered; several GSTINs of one PAN go to different states.
const STATE_CODES = ['27', '29', '07', '24', '33', '09', '19', '36', '06', '32', '08', '23'];
const HOLDER_TYPES = ['C', 'C', 'C', 'F', 'P', 'F', 'C', 'H', 'T', 'C', 'P', 'C'];

/** Only the fixed logins fail on purpose: generated ones (a benchmark's hundreds) all sign in. */
function behaviourOf(index: number): GstBehaviour {
  if (index === 3) return 'locked';
  if (index === 6) return 'wrong_password';
  if (index === 9) return 'flaky';
  return 'normal';
}

export function makeGstin(stateCode: string, pan: string, entity: string): string {
  const first14 = `${stateCode}${pan}${entity}Z`;
  return first14 + gstinCheckChar(first14);
}

function makePan(rng: Rng, holderType: string): string {
  let letters = '';
  for (let i = 0; i < 3; i++) letters += rng.letter();
  const digits = String(rng.int(1, 9999)).padStart(4, '0');
  return `${letters}${holderType}${rng.letter()}${digits}${rng.letter()}`;
}

const usernameOf = (legalName: string, pan: string) =>
  `${legalName
    .split(' ')[0]!
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .slice(0, 10)}_${pan.slice(5, 9)}`;

/**
 * The GST logins a sandbox with this seed holds: the fixed twelve, then (for a bigger `count`)
 * generated ones made the same way. Every fourth account holds two or three GSTINs of the same
 * PAN in different states, as a company with branches does. An account depends on (seed, index)
 * and the accounts before it only, so a bigger count keeps the smaller one's accounts; a PAN or
 * username already taken is drawn again, so hundreds of logins stay distinct.
 */
export function sandboxGstAccounts(options: { seed?: string; count?: number } = {}): SandboxGstAccount[] {
  const seed = options.seed ?? 'taxdesk';
  const count = options.count ?? DEFAULT_GST_ACCOUNT_COUNT;
  const accounts: SandboxGstAccount[] = [];
  const taken = new Set<string>();
  for (let index = 0; index < count; index++) {
    const rng = new Rng(seed, 'gst-account', index);
    const holderType = HOLDER_TYPES[index % HOLDER_TYPES.length]!;
    let pan: string;
    let name: PartyName;
    do {
      pan = makePan(rng, holderType);
      name = partyName(rng, holderType, pan[4]!);
    } while (taken.has(pan) || taken.has(usernameOf(name.legalName, pan)));
    const username = usernameOf(name.legalName, pan);
    taken.add(pan).add(username);
    const many = index % 4 === 1 ? rng.int(2, 3) : 1;
    const home = index % STATE_CODES.length;
    const gstins = Array.from({ length: many }, (_, k) =>
      makeGstin(STATE_CODES[(home + k * 5) % STATE_CODES.length]!, pan, String(k + 1)),
    );
    accounts.push({
      username,
      password: `Gst@${rng.int(1000, 9999)}${rng.letter().toLowerCase()}`,
      gstins,
      legalName: name.legalName,
      behaviour: behaviourOf(index),
    });
  }
  return accounts;
}

/** The password the portal itself holds: for `wrong_password` accounts, not the one TaxDesk has. */
export const portalPasswordOf = (account: SandboxGstAccount) =>
  account.behaviour === 'wrong_password' ? `${account.password}#changed` : account.password;
