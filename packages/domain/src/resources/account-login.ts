import type { FieldDef } from './define';

/** Where an account's last sync left its portal login. */
export const ACCOUNT_LOGIN_STATUS = {
  new: 'Not synced yet',
  ok: 'Synced',
  login_blocked: 'Login blocked',
  otp_required: 'OTP login enabled',
  error: 'Last sync failed',
} as const;

/**
 * What every account type (a client's portal login) shows of its login: the status the last sync
 * left, why it failed, and when it last synced. `defineResource` adds them for `login`.
 */
export const LOGIN_FIELDS: readonly FieldDef[] = [
  {
    key: 'loginStatus',
    label: 'Login status',
    kind: 'enum',
    options: ACCOUNT_LOGIN_STATUS,
    list: true,
    filter: 'in',
    sort: true,
    column: 'status',
  },
  { key: 'loginReason', label: 'Reason', kind: 'text', list: true },
  // What the portal said when it refused the password: the tries left before it locks the login.
  { key: 'loginAttemptsLeft', label: 'Attempts left', kind: 'number', list: true },
  {
    key: 'lastSyncedAt',
    label: 'Last synced',
    kind: 'datetime',
    list: true,
    sort: true,
    column: 'issuedOn',
    filter: 'range',
  },
];
