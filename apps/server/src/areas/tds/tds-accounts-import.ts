import { checkTan, RESOURCES } from '@taxdesk/domain';
import { cellText, passwordCell, textCell, type CellValue, type Converted } from '../../lib/imports/cells';
import { loginAccountImport } from '../../lib/imports/login-accounts-import';
import { tracesSyncPortal } from './tds-sync-portal';

const tanCell = (v: CellValue): Converted => {
  const s = cellText(v);
  if (!s) return { ok: true, value: null };
  const c = checkTan(s);
  return c.ok ? { ok: true, value: c.value } : { ok: false, reason: `${s}: ${c.reason}` };
};

/**
 * Deductors' TRACES logins from a sheet: TAN, TRACES password and user id, and the firm's labels.
 * The e-filing portal's password for the TAN (a different one) is set on the TAN's login-blocked
 * or account page.
 */
export const tdsAccountsImport = loginAccountImport({
  key: 'tdsAccounts',
  label: 'TAN accounts',
  feature: 'tds',
  keyLabel: 'TAN',
  def: RESOURCES.tdsAccount,
  loginField: 'tan',
  portal: tracesSyncPortal.key,
  sheetName: 'TAN Accounts',
  fileStem: 'taxdesk-tan-accounts',
  detailFields: ['name', 'tracesUserId', 'clientNo', 'group', 'branch'],
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
