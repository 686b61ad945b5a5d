import { api } from '../../../shared/api/client';

/** A limit holding sign-ins back (docs/security.md); `account` holds back only addresses that failed for it. */
export type SignInLock = {
  kind: 'pair' | 'address' | 'account';
  address: string | null;
  email: string | null;
  failures: number;
  lastFailureAt: string;
  lockedUntil: string;
};

export const signInLockKeys = { all: ['admin', 'sign-in-locks'] as const };

export const fetchSignInLocks = () => api<SignInLock[]>('/admin/sign-in-locks');

export const clearSignInLock = (lock: Pick<SignInLock, 'address' | 'email'>) =>
  api<{ cleared: number }>('/admin/sign-in-locks', {
    method: 'DELETE',
    query: { address: lock.address ?? undefined, email: lock.email ?? undefined },
  });
