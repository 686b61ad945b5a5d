import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CalendarItem } from '@taxdesk/domain';
import { AreaBadge, CalendarItemLink } from './calendar-item-link';
import { daysBetween, longDay } from './calendar-range';

/** A week as seven columns, every item of each day listed (hearings with their time first). */
export function WeekView({
  orgId,
  from,
  to,
  today,
  byDay,
}: {
  orgId: string;
  from: string;
  to: string;
  today: string;
  byDay: ReadonlyMap<string, CalendarItem[]>;
}) {
  return (
    <SimpleGrid cols={{ base: 1, md: 7 }} spacing={6} data-testid="calendar-week">
      {daysBetween(from, to).map((day) => {
        const items = byDay.get(day) ?? [];
        return (
          <Paper
            key={day}
            withBorder
            p={6}
            bg={day === today ? 'var(--mantine-color-default-hover)' : undefined}
          >
            <Title order={3} size="h6" mb={4}>
              {longDay(day).replace(/ \d{4}$/, '')}
            </Title>
            <Stack gap={6}>
              {items.length === 0 ? (
                <Text size="xs" c="dimmed">
                  Nothing due
                </Text>
              ) : (
                items.map((item) => (
                  <Stack key={`${item.type}/${item.key}`} gap={0} align="flex-start">
                    <AreaBadge item={item} />
                    <CalendarItemLink orgId={orgId} item={item} badge={false} />
                    {item.assignee && (
                      <Text size="xs" c="dimmed" truncate="end">
                        {item.assignee}
                      </Text>
                    )}
                  </Stack>
                ))
              )}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
