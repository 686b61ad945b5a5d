import { RESOURCES } from '@taxdesk/domain';
import {
  cellText,
  panCell,
  passwordCell,
  textCell,
  type CellValue,
  type Converted,
} from '../../lib/imports/cells';
import { loginAccountImport } from '../../lib/imports/login-accounts-import';
import { checkStateLoginId, stateSyncPortal } from './state-sync-portal';

const loginIdCell = (v: CellValue): Converted => {
  const s = cellText(v);
  if (!s) return { ok: true, value: null };
  const c = checkStateLoginId(s);
  return c.ok ? { ok: true, value: c.value } : { ok: false, reason: `${s}: ${c.reason}` };
};

/** State tax logins from a sheet: login id, password, state and the firm's own labels. */
export const stateAccountsImport = loginAccountImport({
  key: 'stateAccounts',
  label: 'State accounts',
  feature: 'state',
  keyLabel: 'Login ID',
  def: RESOURCES.stateAccount,
  loginField: 'accountId',
  portal: stateSyncPortal.key,
  sheetName: 'State Accounts',
  fileStem: 'taxdesk-state-accounts',
  detailFields: ['name', 'state', 'pan', 'clientNo', 'group'],
  columns: [
    {
      key: 'accountId',
      label: 'Login ID',
      required: true,
      aliases: ['user id', 'username', 'login', 'account id'],
      example: 'MH12345678',
      note: 'The state portal login. An account already in TaxDesk is updated.',
      convert: loginIdCell,
    },
    {
      key: 'password',
      label: 'Password',
      aliases: ['pwd', 'portal password'],
      example: 'Example@123',
      note: 'Required for a new account; a new password replaces the stored one and unblocks the login. Stored encrypted.',
      secret: true,
      convert: passwordCell,
    },
    {
      key: 'name',
      label: 'Name',
      aliases: ['dealer', 'client'],
      example: 'Example Traders (delete this row)',
      convert: textCell(200),
    },
    { key: 'state', label: 'State', aliases: ['state name'], example: 'Maharashtra', convert: textCell(60) },
    { key: 'pan', label: 'PAN', aliases: ['pan no'], example: 'AAPFU0939F', convert: panCell },
    {
      key: 'clientNo',
      label: 'Client No.',
      aliases: ['client no', 'client code'],
      example: 'S-101',
      convert: textCell(50),
    },
    { key: 'group', label: 'Group', aliases: ['client group'], example: 'Traders', convert: textCell(100) },
  ],
});
