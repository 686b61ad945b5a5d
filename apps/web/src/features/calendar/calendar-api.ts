import type {
  CalendarFeed,
  CalendarFeedScope,
  CalendarFeedWithUrl,
  CalendarPage,
  CalendarQuery,
} from '@taxdesk/domain';
import { api } from '../../shared/api/client';

/** The calendar's API calls (shapes in packages/domain/src/calendar/calendar-api.ts). */
export const calendarKeys = {
  items: (orgId: string, q: CalendarQuery) => ['calendar', orgId, 'items', q] as const,
  feeds: (orgId: string) => ['calendar', orgId, 'feeds'] as const,
};

const base = (orgId: string) => `/o/${orgId}/calendar`;

export const fetchCalendar = (orgId: string, q: CalendarQuery, signal?: AbortSignal) =>
  api<CalendarPage>(base(orgId), { query: q, signal });

export const fetchCalendarFeeds = (orgId: string, signal?: AbortSignal) =>
  api<CalendarFeed[]>(`${base(orgId)}/feeds`, { signal });

export const createCalendarFeed = (orgId: string, scope: CalendarFeedScope) =>
  api<CalendarFeedWithUrl>(`${base(orgId)}/feeds`, { method: 'POST', body: { scope } });

export const renewCalendarFeed = (orgId: string, id: string) =>
  api<CalendarFeedWithUrl>(`${base(orgId)}/feeds/${id}/renew`, { method: 'POST' });

export const revokeCalendarFeed = (orgId: string, id: string) =>
  api<null>(`${base(orgId)}/feeds/${id}`, { method: 'DELETE' });
