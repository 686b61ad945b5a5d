import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import type { CalendarItem } from '@taxdesk/domain';
import { CalendarItemLink } from './calendar-item-link';
import { longDay } from './calendar-range';

/** The range's items day by day, each day a heading and a table: time, item, status, assignee. */
export function AgendaList({ orgId, byDay }: { orgId: string; byDay: ReadonlyMap<string, CalendarItem[]> }) {
  const days = [...byDay.keys()].sort();
  if (days.length === 0)
    return (
      <Text c="dimmed" ta="center" p="xl">
        Nothing falls due in this period
      </Text>
    );
  return (
    <Stack gap="md" data-testid="calendar-agenda">
      {days.map((day) => (
        <section key={day} aria-labelledby={`agenda-${day}`}>
          <Title order={3} size="h5" id={`agenda-${day}`} mb={4}>
            {longDay(day)}
          </Title>
          <Table verticalSpacing={4} layout="fixed">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={110}>Time</Table.Th>
                <Table.Th>Item</Table.Th>
                <Table.Th w={160}>Status</Table.Th>
                <Table.Th w={240}>Assignee</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {byDay.get(day)!.map((item) => (
                <Table.Tr key={`${item.type}/${item.key}`}>
                  <Table.Td>
                    {item.start ? `${item.start}–${item.end}` : 'Due'}
                    {item.link && (
                      <Anchor href={item.link} target="_blank" rel="noreferrer" size="xs" display="block">
                        Join link
                      </Anchor>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <CalendarItemLink orgId={orgId} item={item} />
                  </Table.Td>
                  <Table.Td>{item.done ? 'Done' : (item.status ?? '—')}</Table.Td>
                  <Table.Td>
                    <Text size="sm" truncate="end">
                      {item.assignee ?? '—'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </section>
      ))}
    </Stack>
  );
}
