import type { PasswordBody } from '@taxdesk/domain';
import { api } from '../api/client';
import { portalBase } from './area-keys';

/** Stores the portal password the client gave for a login; the server lifts its block. */
export function updatePassword(orgId: string, portal: string, loginId: string, password: string) {
  const body: PasswordBody = { password };
  return api<unknown>(`${portalBase(orgId, portal)}/logins/${encodeURIComponent(loginId)}/password`, {
    method: 'PUT',
    body,
  });
}
