import type { AddAccountBody, PasswordBody } from './add-account-schema';
import { api } from '../../shared/api/client';

export function saveItAccount(orgId: string, body: AddAccountBody): Promise<unknown> {
  return api(`/o/${orgId}/it/accounts`, { method: 'POST', body });
}

export function updateItPassword(orgId: string, pan: string, body: PasswordBody): Promise<unknown> {
  return api(`/o/${orgId}/it/accounts/${encodeURIComponent(pan)}/password`, { method: 'PUT', body });
}

/** Queues a sync of the given accounts, or of every account when `pans` is absent. */
export function syncItAccounts(orgId: string, pans?: string[]): Promise<{ runIds: string[] }> {
  return api<{ runIds: string[] }>(`/o/${orgId}/it/sync`, { method: 'POST', body: pans ? { pans } : {} });
}
