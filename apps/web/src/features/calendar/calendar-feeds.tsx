import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CALENDAR_FEED_SCOPE_LABELS,
  CALENDAR_FEED_SCOPES,
  type CalendarFeedScope,
  type CalendarFeedWithUrl,
} from '@taxdesk/domain';
import { useState } from 'react';
import {
  calendarKeys,
  createCalendarFeed,
  fetchCalendarFeeds,
  renewCalendarFeed,
  revokeCalendarFeed,
} from './calendar-api';
import { CopyableValue } from '../../shared/forms/copyable-value';
import { momentText } from '../../shared/ui/moment-text';

const when = (iso: string | null) => (iso ? momentText(iso) : 'Never');

/**
 * The member's calendar subscriptions: a secret address Outlook or Google Calendar polls. The
 * address is shown once (made or renewed); renewing gives a new one and kills the old.
 */
export function CalendarFeeds({ orgId }: { orgId: string }) {
  const queryClient = useQueryClient();
  const [scope, setScope] = useState<CalendarFeedScope>('all');
  const [fresh, setFresh] = useState<CalendarFeedWithUrl | null>(null);
  const feeds = useQuery({
    queryKey: calendarKeys.feeds(orgId),
    queryFn: ({ signal }) => fetchCalendarFeeds(orgId, signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: calendarKeys.feeds(orgId) });
  const create = useMutation({
    mutationFn: () => createCalendarFeed(orgId, scope),
    onSuccess: async (feed) => {
      setFresh(feed);
      await refresh();
    },
  });
  const renew = useMutation({
    mutationFn: (id: string) => renewCalendarFeed(orgId, id),
    onSuccess: async (feed) => {
      setFresh(feed);
      await refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (id: string) => revokeCalendarFeed(orgId, id),
    onSuccess: async (_, id) => {
      if (fresh?.id === id) setFresh(null);
      await refresh();
    },
  });
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4">
            Subscribe from Outlook or Google Calendar
          </Title>
          <Text size="sm" c="dimmed">
            A feed is a private address your calendar app checks for due dates and hearings, with a reminder
            the day before each due date. Anyone with the address can read it: renew it if it leaks.
          </Text>
        </div>
        <Group gap="sm" align="center">
          <SegmentedControl
            aria-label="Feed scope"
            value={scope}
            onChange={(v) => setScope(v as CalendarFeedScope)}
            data={CALENDAR_FEED_SCOPES.map((s) => ({ value: s, label: CALENDAR_FEED_SCOPE_LABELS[s] }))}
          />
          <Button onClick={() => create.mutate()} loading={create.isPending}>
            Create feed
          </Button>
        </Group>
        {fresh && (
          <Alert color="teal" title="Your feed’s address" withCloseButton onClose={() => setFresh(null)}>
            <Text size="sm" mb={6}>
              Copy it now: it is not shown again. In Outlook: Add calendar → Subscribe from web. In Google
              Calendar: Other calendars → From URL.
            </Text>
            <CopyableValue value={fresh.url} testId="calendar-feed-url" />
          </Alert>
        )}
        {feeds.data && feeds.data.length > 0 && (
          <Table verticalSpacing={6} data-testid="calendar-feeds">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Feed</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>Renewed</Table.Th>
                <Table.Th>Last read by your calendar</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {feeds.data.map((f) => (
                <Table.Tr key={f.id} data-feed={f.id}>
                  <Table.Td>{CALENDAR_FEED_SCOPE_LABELS[f.scope]}</Table.Td>
                  <Table.Td>{when(f.createdAt)}</Table.Td>
                  <Table.Td>{when(f.renewedAt)}</Table.Td>
                  <Table.Td>{when(f.lastFetchedAt)}</Table.Td>
                  <Table.Td ta="right">
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="subtle"
                        loading={renew.isPending && renew.variables === f.id}
                        onClick={() => renew.mutate(f.id)}
                      >
                        Renew
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        loading={revoke.isPending && revoke.variables === f.id}
                        onClick={() => revoke.mutate(f.id)}
                      >
                        Revoke
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
