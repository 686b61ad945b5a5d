import { RESOURCES } from '@taxdesk/domain';
import { panCell, passwordCell, textCell } from '../../../lib/imports/cells';
import { loginAccountImport } from '../../../lib/imports/login-accounts-import';

/** Where Reply (representative) login passwords are kept: portal_credentials.portal = 'rp', login_id = rpPan. */
const RP_PORTAL = 'rp';

export const rpAccountsImport = loginAccountImport({
  key: 'rpAccounts',
  label: 'Reply accounts',
  def: RESOURCES.rpAccount,
  loginField: 'rpPan',
  portal: RP_PORTAL,
  sheetName: 'Reply Accounts',
  fileStem: 'taxdesk-reply-accounts',
  detailFields: ['name', 'branch'],
  columns: [
    {
      key: 'name',
      label: 'Name',
      aliases: ['representative', 'representative name', 'account name'],
      example: 'Example Representative (delete this row)',
      note: 'Who the login belongs to.',
    },
    {
      key: 'rpPan',
      label: 'PAN',
      required: true,
      aliases: ['rp pan', 'reply pan', 'pan no', 'pan number', 'user id', 'login id'],
      example: 'ABCPR1234K',
      note: "The representative's e-filing login. An account already in TaxDesk is updated.",
      convert: panCell,
    },
    {
      key: 'password',
      label: 'Password',
      aliases: ['pwd', 'portal password', 'e-filing password'],
      example: 'Example@123',
      note: 'Required for a new account; a new password replaces the stored one and unblocks the login. Stored encrypted.',
      secret: true,
      convert: passwordCell,
    },
    {
      key: 'branch',
      label: 'Branch',
      aliases: ['branch code', 'office'],
      example: 'MUM',
      note: 'The branch (code) the representative works from.',
      convert: textCell(50),
    },
  ],
});
