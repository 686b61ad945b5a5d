import { checkTan, RESOURCES } from '@taxdesk/domain';
import {
  cellText,
  panCell,
  passwordCell,
  textCell,
  type CellValue,
  type Converted,
} from '../../lib/imports/cells';
import { loginAccountImport } from '../../lib/imports/login-accounts-import';
import { tdsEfilingSyncPortal, tracesSyncPortal } from './tds-sync-portal';

const tanCell = (v: CellValue): Converted => {
  const s = cellText(v);
  if (!s) return { ok: true, value: null };
  const c = checkTan(s);
  return c.ok ? { ok: true, value: c.value } : { ok: false, reason: `${s}: ${c.reason}` };
};

/**
 * Deductors' logins from a sheet: TAN, the TRACES password and user id, the e-filing portal's
 * password for the TAN (a different one: the e-filing sync signs in with it), and the firm's labels.
 */
export const tdsAccountsImport = loginAccountImport({
  key: 'tdsAccounts',
  label: 'TAN accounts',
  feature: 'tds',
  keyLabel: 'TAN',
  def: RESOURCES.tdsAccount,
  loginField: 'tan',
  portal: tracesSyncPortal.key,
  otherPasswords: [{ column: 'efilingPassword', portal: tdsEfilingSyncPortal.key }],
  sheetName: 'TAN Accounts',
  fileStem: 'taxdesk-tan-accounts',
  detailFields: ['name', 'pan', 'tracesUserId', 'clientNo', 'group', 'branch'],
  columns: [
    {
      key: 'tan',
      label: 'TAN',
      required: true,
      aliases: ['tan no', 'tan number', 'deductor tan'],
      example: 'MUMA12345B',
      note: 'The deductor’s TAN: TRACES signs in with it. An account already in TaxDesk is updated.',
      convert: tanCell,
    },
    {
      key: 'password',
      label: 'TRACES password',
      aliases: ['password', 'pwd', 'traces pwd'],
      example: 'Example@123',
      note: 'Required for a new account; a new password replaces the stored one and unblocks the login. Stored encrypted.',
      secret: true,
      convert: passwordCell,
    },
    {
      key: 'efilingPassword',
      label: 'e-filing password',
      aliases: [
        'efiling password',
        'income tax password',
        'it password',
        'tan login password',
        'e-filing pwd',
      ],
      example: 'Efiling@123',
      note: 'The password of the TAN’s login on the income-tax e-filing portal (not the TRACES one). Without it the e-filing sync of a new account has nothing to sign in with; a new one replaces the stored one and unblocks that login. Stored encrypted.',
      secret: true,
      convert: passwordCell,
    },
    {
      key: 'tracesUserId',
      label: 'TRACES user id',
      aliases: ['user id', 'traces user', 'userid'],
      example: 'MUMA12345B01',
      note: 'The legacy TRACES user id, checked after sign-in.',
      convert: textCell(50),
    },
    {
      key: 'name',
      label: 'Name',
      aliases: ['deductor', 'deductor name', 'client'],
      example: 'Example Deductor (delete this row)',
      convert: textCell(200),
    },
    {
      key: 'pan',
      label: 'Deductor PAN',
      aliases: ['pan', 'pan of deductor', 'client pan'],
      example: 'AAACE1234F',
      note: 'The deductor’s own PAN: the client page shows the TAN with the client’s income-tax account and GSTINs.',
      convert: panCell,
    },
    {
      key: 'clientNo',
      label: 'Client No.',
      aliases: ['client no', 'client code'],
      example: 'T-301',
      convert: textCell(50),
    },
    { key: 'group', label: 'Group', aliases: ['client group'], example: 'Corporate', convert: textCell(100) },
    { key: 'branch', label: 'Branch', aliases: ['office'], example: 'Mumbai', convert: textCell(100) },
  ],
});
