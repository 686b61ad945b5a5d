import type { TimelineAnswer, TimelineEvent } from '@taxdesk/domain';
import {
  Button,
  ActionIcon,
  Alert,
  Badge,
  Box,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isoDayInIndia } from '@taxdesk/domain';
import { useMemo, useState } from 'react';
import { PathLink } from '../routing/path-link';
import { gridRange, monthGrid, monthLabel, monthOf, shiftMonth } from './month-grid';

const KIND_COLOR = { issued: 'blue', due: 'orange', hearing: 'grape' } as const;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

type Props = {
  orgId: string;
  title: string;
  /** `data-screen` of the page (`proceeding-timeline`). */
  screen: string;
  /** What the account filter is called (PAN, Login ID). */
  accountLabel: string;
  /** The account filter asks only once the text is a whole account key. */
  accountComplete: (text: string) => string | undefined;
  queryKey: readonly unknown[];
  /** The events between two days, of one account when given. */
  load: (range: { from: string; to: string; account?: string }) => Promise<TimelineAnswer>;
};

/**
 * A month calendar of dated events (issues, due dates, hearings), with an agenda below it: any
 * record types' dates, as the screen's `load` answers them.
 */
export function TimelineCalendar({
  orgId,
  title,
  screen,
  accountLabel,
  accountComplete,
  queryKey,
  load,
}: Props) {
  const today = isoDayInIndia(new Date());
  const [month, setMonth] = useState(monthOf(today));
  const [account, setAccount] = useState('');
  const [view, setView] = useState<'calendar' | 'agenda'>('calendar');
  const range = gridRange(month);
  const params = { ...range, account: accountComplete(account.trim()) };
  const q = useQuery({
    queryKey: [...queryKey, params],
    queryFn: () => load(params),
    placeholderData: (prev) => prev,
  });
  const byDay = useMemo(() => {
    const m = new Map<string, TimelineEvent[]>();
    for (const e of q.data?.events ?? []) m.set(e.date, [...(m.get(e.date) ?? []), e]);
    return m;
  }, [q.data]);
  const monthPrefix = `${month.year}-${String(month.month).padStart(2, '0')}`;
  const inMonth = (q.data?.events ?? []).filter((e) => e.date.startsWith(monthPrefix));

  return (
    <Stack gap="md" data-screen={screen}>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{title}</Title>
        <Group gap="sm" align="flex-end">
          <TextInput
            label={accountLabel}
            placeholder="All accounts"
            value={account}
            onChange={(e) => setAccount(e.currentTarget.value)}
            w={160}
          />
          <SegmentedControl
            value={view}
            onChange={(v) => setView(v as 'calendar' | 'agenda')}
            data={[
              { value: 'calendar', label: 'Calendar' },
              { value: 'agenda', label: 'Agenda' },
            ]}
          />
        </Group>
      </Group>
      <Group justify="space-between">
        <Group gap="xs">
          <ActionIcon
            variant="default"
            aria-label="Previous month"
            onClick={() => setMonth(shiftMonth(month, -1))}
          >
            ‹
          </ActionIcon>
          <Text fw={600} w={160} ta="center" data-month>
            {monthLabel(month)}
          </Text>
          <ActionIcon
            variant="default"
            aria-label="Next month"
            onClick={() => setMonth(shiftMonth(month, 1))}
          >
            ›
          </ActionIcon>
          {/* A real button, so the keyboard reaches it too. */}
          <Button variant="subtle" size="compact-sm" onClick={() => setMonth(monthOf(today))}>
            Today
          </Button>
        </Group>
        <Group gap={6}>
          {Object.entries(KIND_COLOR).map(([kind, color]) => (
            <Badge key={kind} color={color} variant="light">
              {kind === 'issued' ? 'Issued / filed' : kind === 'due' ? 'Due' : 'Hearing'}
            </Badge>
          ))}
        </Group>
      </Group>
      {q.isError ? (
        <Alert color="red">Could not load the timeline: {(q.error as Error).message}</Alert>
      ) : null}
      {q.data?.truncated ? (
        <Alert color="yellow">Only the first events are shown; narrow by {accountLabel}.</Alert>
      ) : null}
      {!q.data ? (
        <Loader size="sm" />
      ) : view === 'calendar' ? (
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <Box style={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)' }}>
            {WEEKDAYS.map((d) => (
              <Text
                key={d}
                size="xs"
                fw={700}
                c="dimmed"
                p={6}
                ta="center"
                style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
              >
                {d}
              </Text>
            ))}
            {monthGrid(month)
              .flat()
              .map((day) => {
                const events = byDay.get(day) ?? [];
                const outside = monthOf(day).month !== month.month;
                return (
                  <Box
                    key={day}
                    data-day={day}
                    p={4}
                    mih={96}
                    style={{
                      borderRight: '1px solid var(--mantine-color-gray-2)',
                      borderBottom: '1px solid var(--mantine-color-gray-2)',
                      background:
                        day === today
                          ? 'var(--mantine-color-yellow-0)'
                          : outside
                            ? 'var(--mantine-color-gray-0)'
                            : undefined,
                    }}
                  >
                    <Text size="xs" c={outside ? 'dimmed' : undefined} fw={day === today ? 700 : 400}>
                      {Number(day.slice(8))}
                    </Text>
                    <Stack gap={2}>
                      {events.slice(0, 4).map((e) => (
                        <EventChip key={`${e.label}-${e.type}-${e.key}`} orgId={orgId} event={e} />
                      ))}
                      {events.length > 4 ? (
                        <Text size="xs" c="dimmed">
                          +{events.length - 4} more
                        </Text>
                      ) : null}
                    </Stack>
                  </Box>
                );
              })}
          </Box>
        </Paper>
      ) : (
        <Agenda orgId={orgId} events={inMonth} accountLabel={accountLabel} />
      )}
    </Stack>
  );
}

function EventChip({ orgId, event }: { orgId: string; event: TimelineEvent }) {
  const chip = (
    <Badge
      color={KIND_COLOR[event.kind]}
      variant="light"
      size="xs"
      fullWidth
      radius="sm"
      styles={{ label: { textTransform: 'none' } }}
    >
      {event.accountKey ?? event.key} · {event.label}
    </Badge>
  );
  return (
    <Tooltip label={`${event.label}: ${event.title ?? event.key}`} openDelay={300} multiline maw={320}>
      {event.path ? (
        <PathLink to={`/${orgId}${event.path}`} className="timeline-event">
          {chip}
        </PathLink>
      ) : (
        chip
      )}
    </Tooltip>
  );
}

function Agenda(props: { orgId: string; events: TimelineEvent[]; accountLabel: string }) {
  const { orgId, events, accountLabel } = props;
  if (events.length === 0) return <Text c="dimmed">Nothing dated this month.</Text>;
  return (
    <Paper withBorder radius="md">
      <Table verticalSpacing={6} data-agenda>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th>{accountLabel}</Table.Th>
            <Table.Th>Record</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((e) => (
            <Table.Tr key={`${e.date}-${e.label}-${e.type}-${e.key}`}>
              <Table.Td>{e.date.split('-').reverse().join('-')}</Table.Td>
              <Table.Td>
                <Badge
                  color={KIND_COLOR[e.kind]}
                  variant="light"
                  styles={{ label: { textTransform: 'none' } }}
                >
                  {e.label}
                </Badge>
              </Table.Td>
              <Table.Td ff="monospace">{e.accountKey}</Table.Td>
              <Table.Td>
                {e.path ? (
                  <PathLink to={`/${orgId}${e.path}`}>{e.title ?? e.key}</PathLink>
                ) : (
                  (e.title ?? e.key)
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
