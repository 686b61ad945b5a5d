import type { ItAccountProfile } from '../accounts';
import { tanSlot } from '../tan-logins';
import { sandboxTdsAccounts } from '../../traces/tds-accounts';
import { generateTdsData } from '../../traces/tds-data';
import { ackNumFor } from './record-ids';
import type { SandboxFiledForm } from './record-types';

/**
 * A deductor's TDS statements as the e-filing portal lists them (viewFiledForms with the TAN):
 * the same statements TRACES shows, the token number as `tempAckNo`, form codes `F24Q`… .
 */
export function generateTdsFiledForms(seed: string, profile: ItAccountProfile): SandboxFiledForm[] {
  const slot = tanSlot(profile);
  const account = sandboxTdsAccounts({ seed, count: slot + 1 })[slot];
  if (!account || account.tan !== profile.pan) return [];
  return generateTdsData(seed, account).statements.map((s, i) => ({
    ackNum: ackNumFor(profile.index, 100 + i),
    formTypeCd: `F${s.formtype}`,
    formName: `Form ${s.formtype}`,
    refYear: s.finyear,
    financialQrtr: `Q${s.quarter}`,
    filingTypeCd: s.stmnttype === 'Regular' ? 'O' : 'R',
    filedOn: s.filedOn,
    acceptedOn: null,
    needsAcceptance: false,
    entityName: profile.name.toUpperCase(),
    udin: null,
    tempAckNo: s.tokenno,
  }));
}
