import { sandboxTdsAccounts } from '../traces/tds-accounts';
import type { ItAccountProfile } from './accounts';

/**
 * Deductors' e-filing logins: the TAN signs in like a PAN (entityType still "PAN", as the portal
 * sends it) with the e-filing password, which differs from the TRACES one. Same TANs as TRACES.
 */
/** After the RP (900 000) and ARCA (900 100) logins, so ids made from the index never collide. */
const TAN_LOGIN_INDEX = 900_200;
/** TAN logins' indexes end here: past it they would be taken for other logins. */
const MAX_TAN_LOGINS = 10_000;

export function tanLoginProfiles(seed: string, count?: number): ItAccountProfile[] {
  if (count !== undefined && count > MAX_TAN_LOGINS)
    throw new Error(`At most ${MAX_TAN_LOGINS} TDS accounts, got ${count}`);
  return sandboxTdsAccounts({ seed, count }).map((a, i) => ({
    index: TAN_LOGIN_INDEX + i,
    pan: a.tan,
    password: a.efilingPassword,
    name: a.name,
    behaviour: a.behaviour,
    holderType: 'C',
    firstNm: null,
    midNm: null,
    surname: null,
    orgName: a.name,
    email: `tds.${a.tan.toLowerCase()}@example.in`,
    mobile: `9${a.tan.slice(4, 9)}${String(i).padStart(4, '0')}`,
    accessMessage: 'Deductor',
    role: 'ORG',
    userType: 'ORG',
  }));
}

export const isTanLogin = (profile: Pick<ItAccountProfile, 'index'>) =>
  profile.index >= TAN_LOGIN_INDEX && profile.index < TAN_LOGIN_INDEX + MAX_TAN_LOGINS;

/** Which deductor of the sandbox's TDS accounts a TAN login is (its position in sandboxTdsAccounts). */
export const tanSlot = (profile: Pick<ItAccountProfile, 'index'>) => profile.index - TAN_LOGIN_INDEX;
