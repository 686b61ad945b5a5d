export const PROCEEDING_STATUS = { O: 'Open', C: 'Closed' } as const;
export const PROCEEDING_FLAG = { FYA: 'For your action', FYI: 'For your information' } as const;
export const ACCOUNT_LOGIN_STATUS = {
  new: 'Not synced yet',
  ok: 'Synced',
  login_blocked: 'Login blocked',
  otp_required: 'OTP login enabled',
  error: 'Last sync failed',
} as const;
