import { RESOURCES } from '@taxdesk/domain';
import { panCell, passwordCell, textCell } from '../../../lib/imports/cells';
import type { ImportColumn } from '../../../lib/imports/import-kind';
import { loginAccountImport } from '../../../lib/imports/login-accounts-import';

/** Where income-tax passwords are kept (the same place the add-account form writes them). */
export const IT_PORTAL = 'it';

const IT_ACCOUNT_COLUMNS: readonly ImportColumn[] = [
  {
    key: 'name',
    label: 'Name',
    aliases: ['client name', 'assessee name', 'name of assessee', 'account name'],
    example: 'Example Client (delete this row)',
    note: "The client's name as you want to see it in TaxDesk.",
  },
  {
    key: 'pan',
    label: 'PAN',
    required: true,
    aliases: ['pan no', 'pan number', 'permanent account number', 'user id', 'login id'],
    example: 'ABCPE1234F',
    note: 'The e-filing login: 5 letters, 4 digits, a letter. An account already in TaxDesk is updated.',
    convert: panCell,
  },
  {
    key: 'password',
    label: 'Password',
    aliases: ['pwd', 'it password', 'portal password', 'e-filing password', 'efiling password'],
    example: 'Example@123',
    note: 'The e-filing password. Required for a new account; for an existing one, a new password replaces the stored one and unblocks the login. Stored encrypted.',
    secret: true,
    convert: passwordCell,
  },
  {
    key: 'clientNo',
    label: 'Client No.',
    aliases: ['client number', 'client code', 'client id', 'file no', 'file number'],
    example: 'C-001',
    note: 'Your own reference for the client.',
    convert: textCell(50),
  },
  {
    key: 'group',
    label: 'Group',
    aliases: ['client group', 'category'],
    example: 'Corporate',
    note: 'A group to filter the lists by.',
    convert: textCell(100),
  },
  {
    key: 'branch',
    label: 'Branch',
    aliases: ['branch code', 'office'],
    example: 'MUM',
    note: 'The branch (code) that looks after the client.',
    convert: textCell(50),
  },
];

export const itAccountsImport = loginAccountImport({
  key: 'itAccounts',
  label: 'IT accounts',
  def: RESOURCES.itAccount,
  loginField: 'pan',
  portal: IT_PORTAL,
  sheetName: 'Accounts',
  fileStem: 'taxdesk-it-accounts',
  columns: IT_ACCOUNT_COLUMNS,
  detailFields: ['name', 'clientNo', 'group', 'branch'],
  sampleRows(ctx) {
    const accounts = ctx.sandboxItAccounts?.();
    if (!accounts?.length) return null;
    return accounts.map((a, i) => ({
      name: a.name,
      pan: a.pan,
      password: a.password,
      clientNo: `C-${String(101 + i)}`,
      group: i % 3 === 0 ? 'Corporate' : i % 3 === 1 ? 'Individuals' : 'Firms',
      branch: i % 2 === 0 ? 'Mumbai' : 'Pune',
    }));
  },
});
