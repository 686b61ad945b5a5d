import {
  Alert,
  Button,
  Group,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CALENDAR_MAX_ITEMS,
  FEATURES,
  UNASSIGNED,
  type CalendarItem,
  type CalendarQuery,
  type Feature,
} from '@taxdesk/domain';
import { useEffect, useMemo, useState } from 'react';
import type { ScreenProps } from '../../app/screen-types';
import { useCurrentSearch, useNavigateTo } from '../../shared/resource/router';
import { workMembersOptions } from '../../shared/resource/work-api';
import { AgendaList } from './agenda-list';
import { calendarKeys, fetchCalendar } from './calendar-api';
import { CalendarFeeds } from './calendar-feeds';
import {
  CALENDAR_VIEWS,
  shiftAnchor,
  todayInIndia,
  viewRange,
  viewTitle,
  type CalendarView,
} from './calendar-range';
import { MonthGrid } from './month-grid';
import { WeekView } from './week-view';

const VIEW_LABELS: Record<CalendarView, string> = { month: 'Month', week: 'Week', agenda: 'Agenda' };

/** What the URL's query says: view, the day the view is around, and the filters. */
type CalendarSearch = {
  view: CalendarView;
  date: string;
  area?: Feature;
  assignee?: string;
  client?: string;
};

function readSearch(raw: Record<string, unknown>, today: string): CalendarSearch {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const view = CALENDAR_VIEWS.find((v) => v === raw.view) ?? 'month';
  const date = text(raw.date);
  const area = FEATURES.find((f) => f === raw.area);
  return {
    view,
    date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : today,
    area,
    assignee: text(raw.assignee),
    client: text(raw.client),
  };
}

function byDayOf(items: readonly CalendarItem[]): Map<string, CalendarItem[]> {
  const map = new Map<string, CalendarItem[]>();
  // Timed hearings first within a day, by their time; then the all-day items in the server's order.
  const sorted = [...items].sort((a, b) =>
    a.date === b.date ? (a.start ?? '99').localeCompare(b.start ?? '99') : 0,
  );
  for (const item of sorted) map.set(item.date, [...(map.get(item.date) ?? []), item]);
  return map;
}

/** /{orgId}/calendar: every dated item of every licensed area by month, week or day list, and the ICS feeds. */
export default function CalendarScreen({ orgId }: ScreenProps) {
  const today = todayInIndia();
  const search = readSearch(useCurrentSearch(), today);
  const navigate = useNavigateTo();
  const go = (change: Partial<CalendarSearch>) => {
    const next = { ...search, ...change };
    const params: Record<string, string> = { view: next.view, date: next.date };
    if (next.area) params.area = next.area;
    if (next.assignee) params.assignee = next.assignee;
    if (next.client) params.client = next.client;
    void navigate({ to: `/${orgId}/calendar`, search: params, replace: true });
  };

  // The client box writes the URL once typing pauses, not on every key.
  const [clientText, setClientText] = useState(search.client ?? '');
  const [client] = useDebouncedValue(clientText.trim(), 400);
  useEffect(() => {
    if ((client || undefined) !== search.client) go({ client: client || undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled value writes the URL
  }, [client]);

  const { from, to } = viewRange(search.view, search.date);
  const query: CalendarQuery = {
    from,
    to,
    area: search.area,
    assignee: search.assignee,
    client: search.client,
  };
  const page = useQuery({
    queryKey: calendarKeys.items(orgId, query),
    queryFn: ({ signal }) => fetchCalendar(orgId, query, signal),
    placeholderData: keepPreviousData,
  });
  const members = useQuery(workMembersOptions(orgId));
  const byDay = useMemo(() => byDayOf(page.data?.items ?? []), [page.data]);

  return (
    <Stack gap="md">
      <div>
        <Title order={2}>Calendar</Title>
        <Text size="sm" c="dimmed">
          Every due date, hearing and deadline across your clients and the areas your licence opens. Each item
          opens its record.
        </Text>
      </div>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="xs" align="center">
          <Button variant="default" onClick={() => go({ date: shiftAnchor(search.view, search.date, -1) })}>
            Previous
          </Button>
          <Button variant="default" onClick={() => go({ date: today })}>
            Today
          </Button>
          <Button variant="default" onClick={() => go({ date: shiftAnchor(search.view, search.date, 1) })}>
            Next
          </Button>
          <Title order={3} size="h4" ml="sm" data-testid="calendar-period">
            {viewTitle(search.view, search.date)}
          </Title>
          {page.isFetching && <Loader size="xs" aria-label="Loading" />}
        </Group>
        <SegmentedControl
          aria-label="View"
          value={search.view}
          onChange={(v) => go({ view: v as CalendarView })}
          data={CALENDAR_VIEWS.map((v) => ({ value: v, label: VIEW_LABELS[v] }))}
        />
      </Group>
      <Group gap="sm" align="flex-end">
        <Select
          label="Area"
          placeholder="All areas"
          clearable
          w={200}
          value={search.area ?? null}
          onChange={(v) => go({ area: (v as Feature | null) ?? undefined })}
          data={(page.data?.areas ?? []).map((a) => ({ value: a.area, label: a.label }))}
        />
        <Select
          label="Assignee"
          placeholder="Anyone"
          clearable
          searchable
          w={260}
          value={search.assignee ?? null}
          onChange={(v) => go({ assignee: v ?? undefined })}
          data={[
            { value: UNASSIGNED, label: 'Nobody (unassigned)' },
            ...(members.data ?? []).map((m) => ({ value: m.email, label: `${m.name} (${m.email})` })),
          ]}
        />
        <TextInput
          label="Client"
          placeholder="PAN, GSTIN, TAN or portal user"
          w={260}
          value={clientText}
          onChange={(e) => setClientText(e.currentTarget.value)}
        />
      </Group>
      {page.isError ? (
        <Alert color="red">{(page.error as Error).message}</Alert>
      ) : page.data?.truncated ? (
        <Alert color="yellow">
          More than {CALENDAR_MAX_ITEMS} items fall in this period; only the first {CALENDAR_MAX_ITEMS} are
          shown. Narrow it by area, assignee or client.
        </Alert>
      ) : null}
      {page.isPending ? (
        <Group justify="center" p="xl">
          <Loader size="sm" />
        </Group>
      ) : search.view === 'month' ? (
        <MonthGrid
          orgId={orgId}
          from={from}
          to={to}
          month={search.date.slice(0, 7)}
          today={today}
          byDay={byDay}
          onMore={(day) => go({ view: 'week', date: day })}
        />
      ) : search.view === 'week' ? (
        <WeekView orgId={orgId} from={from} to={to} today={today} byDay={byDay} />
      ) : (
        <AgendaList orgId={orgId} byDay={byDay} />
      )}
      <CalendarFeeds orgId={orgId} />
    </Stack>
  );
}
