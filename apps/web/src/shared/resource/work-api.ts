import { queryOptions } from '@tanstack/react-query';
import type { RecordDates, RecordRow, TargetDateChange, WorkChange, WorkMember } from '@taxdesk/domain';
import { api } from '../api/client';

/** Work on records (types with `work: true`): the calls of the work panel and the list's bulk action. */

export function workMembersOptions(orgId: string) {
  return queryOptions({
    queryKey: ['work', orgId, 'members'] as const,
    queryFn: ({ signal }) => api<WorkMember[]>(`/o/${orgId}/work/members`, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function setWork(orgId: string, type: string, key: string, change: WorkChange) {
  return api<{ changed: boolean; record: RecordRow }>(`/o/${orgId}/work/${type}/item/${key}`, {
    method: 'PUT',
    body: change,
  });
}

export function setWorkInBulk(orgId: string, type: string, keys: readonly string[], change: WorkChange) {
  return api<{ changed: number; unchanged: number }>(`/o/${orgId}/work/${type}/bulk`, {
    method: 'POST',
    body: { keys, ...change },
  });
}

export function addComment(orgId: string, type: string, key: string, text: string) {
  return api<{ id: number }>(`/o/${orgId}/work/${type}/comments/${key}`, { method: 'POST', body: { text } });
}

/** Ends a record's review: joins `parent` (a parent record's key), or stays standalone with null. */
export function reviewRecord(orgId: string, type: string, key: string, parent: string | null) {
  return api<{ reviewState: string }>(`/o/${orgId}/work/${type}/review/${key}`, {
    method: 'POST',
    body: { parent },
  });
}

/** Sets a record's target date with the reason, or clears it with `target: null`. */
export function setTargetDate(orgId: string, type: string, key: string, change: TargetDateChange) {
  return api<RecordDates>(`/o/${orgId}/work/${type}/target/${key}`, { method: 'PUT', body: change });
}
