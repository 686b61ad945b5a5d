import { Paper, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { formatDateTime, type RecordEvent, type ResourceDef } from '@taxdesk/domain';
import { EVENT_COLOURS, EVENT_TITLES, changeLines, eventsNewestFirst } from './history';

/** What happened to the record, newest first: first seen, field changes (from → to), removal, status. */
export function HistoryTimeline({
  resource,
  events,
}: {
  resource: ResourceDef;
  events: readonly RecordEvent[];
}) {
  return (
    <Paper withBorder p="md" data-section="history">
      <Stack gap="sm">
        <Title order={3} size="h4">
          History
        </Title>
        {events.length === 0 ? (
          <Text size="sm" c="dimmed">
            No history yet.
          </Text>
        ) : (
          <Timeline bulletSize={14} lineWidth={2} active={events.length - 1}>
            {eventsNewestFirst(events).map((event, i) => {
              const lines = changeLines(resource, event);
              return (
                <Timeline.Item
                  key={`${event.at}-${i}`}
                  color={EVENT_COLOURS[event.kind]}
                  title={EVENT_TITLES[event.kind]}
                  data-event={event.kind}
                >
                  <Text size="xs" c="dimmed">
                    {formatDateTime(event.at)}
                    {event.actor ? ` · ${event.actor}` : ''}
                  </Text>
                  {event.kind === 'comment' ? (
                    <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }} data-comment-text>
                      {String(event.changes?.comment?.to ?? '')}
                    </Text>
                  ) : lines.length > 0 && event.kind !== 'new' ? (
                    <Table mt={4} withRowBorders={false} verticalSpacing={2} horizontalSpacing="xs" w="auto">
                      <Table.Tbody>
                        {lines.map((line) => (
                          <Table.Tr key={line.key}>
                            <Table.Td>
                              <Text size="sm" c="dimmed">
                                {line.label}
                              </Text>
                            </Table.Td>
                            <Table.Td>
                              <Text size="sm" td="line-through" c="dimmed">
                                {line.from || '—'}
                              </Text>
                            </Table.Td>
                            <Table.Td>
                              <Text size="sm">→ {line.to || '—'}</Text>
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  ) : null}
                </Timeline.Item>
              );
            })}
          </Timeline>
        )}
      </Stack>
    </Paper>
  );
}
