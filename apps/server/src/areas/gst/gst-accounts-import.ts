import { checkGstin, RESOURCES } from '@taxdesk/domain';
import { cellText, passwordCell, textCell, type CellValue, type Converted } from '../../lib/imports/cells';
import { loginAccountImport } from '../../lib/imports/login-accounts-import';
import { checkGstUsername } from './gst-username';
import { gstSyncPortal } from './gst-sync-portal';

const usernameCell = (v: CellValue): Converted => {
  const s = cellText(v);
  if (!s) return { ok: true, value: null };
  const c = checkGstUsername(s);
  return c.ok ? { ok: true, value: c.value } : { ok: false, reason: `${s}: ${c.reason}` };
};

/** A GSTIN's layout is checked; a wrong check character is let through (widely copied samples fail it). */
const gstinCell = (v: CellValue): Converted => {
  const s = cellText(v);
  if (!s) return { ok: true, value: null };
  const c = checkGstin(s);
  return c.ok ? { ok: true, value: c.value } : { ok: false, reason: `${s}: ${c.reason}` };
};

/** GST logins from a sheet: the portal username, its password, the main GSTIN and the firm's labels. */
export const gstAccountsImport = loginAccountImport({
  key: 'gstAccounts',
  label: 'GST accounts',
  feature: 'gst',
  keyLabel: 'Username',
  def: RESOURCES.gstAccount,
  loginField: 'portalUserName',
  portal: gstSyncPortal.key,
  sheetName: 'GST Accounts',
  fileStem: 'taxdesk-gst-accounts',
  detailFields: ['gstin', 'lgnm', 'clientNo', 'group'],
  columns: [
    {
      key: 'portalUserName',
      label: 'Username',
      required: true,
      aliases: ['gst username', 'user name', 'login id', 'user id', 'portal username'],
      example: 'examplegst01',
      note: 'The GST portal login. One login may hold several GSTINs of a PAN; an account already in TaxDesk is updated.',
      convert: usernameCell,
    },
    {
      key: 'password',
      label: 'Password',
      aliases: ['pwd', 'gst password', 'portal password'],
      example: 'Example@123',
      note: 'Required for a new account; a new password replaces the stored one and unblocks the login. Stored encrypted.',
      secret: true,
      convert: passwordCell,
    },
    {
      key: 'gstin',
      label: 'GSTIN',
      aliases: ['gst no', 'gst number', 'gstin no'],
      example: '27AAPFU0939F1ZV',
      note: 'The login’s main GSTIN (the sync finds the others).',
      convert: gstinCell,
    },
    {
      key: 'lgnm',
      label: 'Name',
      aliases: ['client', 'legal name', 'trade name', 'client name'],
      example: 'Example Traders (delete this row)',
      convert: textCell(200),
    },
    {
      key: 'clientNo',
      label: 'Client No.',
      aliases: ['client no', 'client code'],
      example: 'G-101',
      convert: textCell(50),
    },
    { key: 'group', label: 'Group', aliases: ['client group'], example: 'Traders', convert: textCell(100) },
  ],
});
