import type { ReferralCode, ReferralPage, NewReferralCode } from '@taxdesk/domain';
import { api } from '../../../shared/api/client';

export const referralKeys = {
  codes: ['admin', 'referrals', 'codes'] as const,
  referrals: (code: string, page: number) => ['admin', 'referrals', 'list', code, page] as const,
};

export const fetchCodes = () => api<ReferralCode[]>('/admin/referrals/codes');
export const createCode = (body: NewReferralCode) =>
  api<ReferralCode>('/admin/referrals/codes', { method: 'POST', body });
export const setCodeActive = (code: string, active: boolean) =>
  api<ReferralCode>(`/admin/referrals/codes/${encodeURIComponent(code)}`, {
    method: 'PATCH',
    body: { active },
  });
export const fetchReferrals = (code: string, page: number) =>
  api<ReferralPage>('/admin/referrals', {
    query: { code: code || undefined, page, pageSize: 25 },
  });
