import { api } from '../../../shared/api/client';

export type ReferralCode = {
  code: string;
  ownerOrgId: string | null;
  ownerName: string;
  note: string | null;
  active: boolean;
  createdBy: string;
  createdAt: string;
  signups: number;
  signupsLast30Days: number;
  lastSignupAt: string | null;
};
export type Referral = {
  code: string;
  referrerName: string;
  referrerOrgId: string | null;
  referredOrgId: string;
  referredOrgName: string;
  referredOrgExists: boolean;
  referredEmail: string | null;
  at: string;
};
export type NewCode = { code?: string; ownerOrgId?: string; ownerName?: string; note?: string };

export const referralKeys = {
  codes: ['admin', 'referrals', 'codes'] as const,
  referrals: (code: string, page: number) => ['admin', 'referrals', 'list', code, page] as const,
};

export const fetchCodes = () => api<ReferralCode[]>('/admin/referrals/codes');
export const createCode = (body: NewCode) =>
  api<ReferralCode>('/admin/referrals/codes', { method: 'POST', body });
export const setCodeActive = (code: string, active: boolean) =>
  api<ReferralCode>(`/admin/referrals/codes/${encodeURIComponent(code)}`, {
    method: 'PATCH',
    body: { active },
  });
export const fetchReferrals = (code: string, page: number) =>
  api<{ rows: Referral[]; total: number }>('/admin/referrals', {
    query: { code: code || undefined, page, pageSize: 25 },
  });
