import { Rng } from '../../rng';
import { sandboxTdsAccounts } from '../../traces/tds-accounts';
import { generateTdsData } from '../../traces/tds-data';
import type { ItAccountProfile } from '../accounts';
import { atIst, istDay } from '../dates';
import { tanSlot } from '../tan-logins';
import { BANKS } from './money-data';
import type { SandboxChallan } from './record-types';

/**
 * A deductor's TDS deposits (ITNS 281, minor head 200) in the e-filing payment history: the same
 * challans TRACES shows for the TAN (BSR code, date of deposit, serial number and amount), so the
 * two portals tell one story and the CIN of each is its BSR code, date and serial. Drawn apart from
 * the TRACES data, so nothing there changes.
 */
export function generateTdsPayments(seed: string, profile: ItAccountProfile): SandboxChallan[] {
  const slot = tanSlot(profile);
  const account = sandboxTdsAccounts({ seed, count: slot + 1 })[slot];
  if (!account || account.tan !== profile.pan) return [];
  const rng = new Rng(seed, 'tds-payments', account.tan);
  const bank = rng.pick(BANKS);
  return generateTdsData(seed, account).challans.map((c) => {
    const day = istDay(c.dateOfDep);
    const d = new Date(day);
    const ddmmyyyy = `${String(d.getUTCDate()).padStart(2, '0')}${String(d.getUTCMonth() + 1).padStart(2, '0')}${d.getUTCFullYear()}`;
    const fy = d.getUTCMonth() >= 3 ? d.getUTCFullYear() : d.getUTCFullYear() - 1;
    return {
      position: 0,
      cin: `${c.bankCode}${ddmmyyyy}${c.chlnSNo}`,
      bsrCode: c.bankCode,
      bankName: bank.name,
      challanSerialNo: c.chlnSNo,
      paidAt: atIst(day, rng.int(10, 17), rng.int(0, 59), rng.int(0, 59)),
      ay: fy + 1,
      minorHead: '200',
      tax: c.chlnAmt,
      surcharge: 0,
      cess: 0,
      interest: 0,
      penalty: 0,
      fee: 0,
      crn: `${ddmmyyyy.slice(6, 8)}${ddmmyyyy.slice(2, 4)}${ddmmyyyy.slice(0, 2)}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`,
      brnNum: `${bank.ifsc.slice(0, 4)}${String(rng.int(0, 9_999_999_999)).padStart(10, '0')}`,
      paymentMode: rng.pick(['Net Banking', 'Net Banking', 'RTGS/NEFT']),
    };
  });
}
