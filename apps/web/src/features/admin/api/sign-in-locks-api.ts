import type { SignInLock } from '@taxdesk/domain';
import { api } from '../../../shared/api/client';

export type { SignInLock };

export const signInLockKeys = { all: ['admin', 'sign-in-locks'] as const };

export const fetchSignInLocks = () => api<SignInLock[]>('/admin/sign-in-locks');

export const clearSignInLock = (lock: Pick<SignInLock, 'address' | 'email'>) =>
  api<{ cleared: number }>('/admin/sign-in-locks', {
    method: 'DELETE',
    query: { address: lock.address ?? undefined, email: lock.email ?? undefined },
  });
