import { ApiError } from './client';

/** A 400's field errors (`errors: [{field, message}]`), for a form to show at its fields. */
export function serverFieldErrors(error: unknown): { field: string; message: string }[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  return (error.body?.errors ?? []).filter(
    (e) => typeof e.field === 'string' && typeof e.message === 'string',
  );
}
