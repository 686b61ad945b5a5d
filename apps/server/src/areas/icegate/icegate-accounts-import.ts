import { checkIec, RESOURCES } from '@taxdesk/domain';
import { cellText, passwordCell, textCell, type CellValue, type Converted } from '../../lib/imports/cells';
import { loginAccountImport } from '../../lib/imports/login-accounts-import';
import { checkIcegateId, icegateSyncPortal } from './icegate-sync-portal';

const icegateIdCell = (v: CellValue): Converted => {
  const s = cellText(v);
  if (!s) return { ok: true, value: null };
  const c = checkIcegateId(s);
  return c.ok ? { ok: true, value: c.value } : { ok: false, reason: `${s}: ${c.reason}` };
};

const iecCell = (v: CellValue): Converted => {
  const s = cellText(v);
  if (!s) return { ok: true, value: null };
  const c = checkIec(s);
  return c.ok ? { ok: true, value: c.value } : { ok: false, reason: `${s}: ${c.reason}` };
};

/** ICEGATE logins from a sheet: ID, password, IEC and the firm's own labels. */
export const icegateAccountsImport = loginAccountImport({
  key: 'icegateAccounts',
  label: 'ICEGATE accounts',
  feature: 'icegate',
  keyLabel: 'ICEGATE ID',
  def: RESOURCES.icegateAccount,
  loginField: 'userName',
  portal: icegateSyncPortal.key,
  sheetName: 'ICEGATE Accounts',
  fileStem: 'taxdesk-icegate-accounts',
  detailFields: ['name', 'iec', 'clientNo', 'group'],
  columns: [
    {
      key: 'userName',
      label: 'ICEGATE ID',
      required: true,
      aliases: ['icegate id', 'user id', 'login id', 'username'],
      example: 'suryaexports',
      note: 'The ICEGATE login. An account already in TaxDesk is updated.',
      convert: icegateIdCell,
    },
    {
      key: 'password',
      label: 'Password',
      aliases: ['pwd', 'icegate password'],
      example: 'Example@123',
      note: 'Required for a new account; a new password replaces the stored one and unblocks the login. Stored encrypted.',
      secret: true,
      convert: passwordCell,
    },
    {
      key: 'name',
      label: 'Name',
      aliases: ['client', 'exporter'],
      example: 'Example Exports (delete this row)',
      convert: textCell(200),
    },
    {
      key: 'iec',
      label: 'IEC',
      aliases: ['iec code', 'importer exporter code'],
      example: 'AAPFU0939F',
      convert: iecCell,
    },
    {
      key: 'clientNo',
      label: 'Client No.',
      aliases: ['client no', 'client code'],
      example: 'C-101',
      convert: textCell(50),
    },
    { key: 'group', label: 'Group', aliases: ['client group'], example: 'Exporters', convert: textCell(100) },
  ],
});
