import { api } from '../../../shared/api/client';

/** The logins this feature keeps (Reply accounts, the firm's ARCA login), by their key in the API. */
export type LoginKind = 'rp' | 'arca';

export function saveLogin(
  orgId: string,
  kind: LoginKind,
  body: Record<string, string | undefined>,
): Promise<unknown> {
  return api(`/o/${orgId}/${kind}/accounts`, { method: 'POST', body });
}
