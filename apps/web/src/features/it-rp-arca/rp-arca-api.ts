import { api, ApiError } from '../../shared/api/client';

/** The logins this feature keeps (Reply accounts, the firm's ARCA login), by their key in the API. */
export type LoginKind = 'rp' | 'arca';

export function saveLogin(
  orgId: string,
  kind: LoginKind,
  body: Record<string, string | undefined>,
): Promise<unknown> {
  return api(`/o/${orgId}/${kind}/accounts`, { method: 'POST', body });
}

/** A 400's field errors (`errors: [{field, message}]`), for a form to show at its fields. */
export function serverFieldErrors(error: unknown): { field: string; message: string }[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  return (error.body?.errors ?? []).filter(
    (e) => typeof e.field === 'string' && typeof e.message === 'string',
  );
}
