export const PROCEEDING_STATUS = { O: 'Open', C: 'Closed' } as const;
/** Where a closed proceeding's closure date comes from: the portal leaves it blank on some. */
export const CLOSURE_DATE_FROM = {
  portal: 'Portal',
  seen: 'Found closed by a sync',
  timeline: 'Last event of its timeline',
} as const;
export const PROCEEDING_FLAG = { FYA: 'For your action', FYI: 'For your information' } as const;
export const ACCOUNT_LOGIN_STATUS = {
  new: 'Not synced yet',
  ok: 'Synced',
  login_blocked: 'Login blocked',
  otp_required: 'OTP login enabled',
  error: 'Last sync failed',
} as const;
