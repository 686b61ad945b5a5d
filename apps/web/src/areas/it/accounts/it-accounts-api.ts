import type { AddAccountBody } from './add-account-schema';
import { api } from '../../../shared/api/client';

export function saveItAccount(orgId: string, body: AddAccountBody): Promise<unknown> {
  return api(`/o/${orgId}/it/accounts`, { method: 'POST', body });
}
