import { Box, Button, Stack, Table, Text } from '@mantine/core';
import type { CalendarItem } from '@taxdesk/domain';
import { CalendarItemLink, areaColor } from './calendar-item-link';
import { daysBetween, shortDay, WEEKDAY_NAMES, WEEKDAYS } from './calendar-range';

/** A day cell shows this many items; the rest are a button to that day's week. */
const ITEMS_PER_DAY = 3;

/**
 * The month as a table of weeks (Mantine has no calendar grid; a table gives screen readers the
 * rows and columns for free). Days outside the month are dimmed.
 */
export function MonthGrid({
  orgId,
  from,
  to,
  month,
  today,
  byDay,
  onMore,
}: {
  orgId: string;
  from: string;
  to: string;
  /** `2026-11`: the month shown; the days around it fill the first and last weeks. */
  month: string;
  today: string;
  byDay: ReadonlyMap<string, CalendarItem[]>;
  onMore: (day: string) => void;
}) {
  const days = daysBetween(from, to);
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
  return (
    <Table withTableBorder withColumnBorders layout="fixed" data-testid="calendar-month">
      <Table.Thead>
        <Table.Tr>
          {WEEKDAYS.map((d, i) => (
            <Table.Th key={d} ta="center">
              <abbr title={WEEKDAY_NAMES[i]} style={{ textDecoration: 'none' }}>
                {d}
              </abbr>
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {weeks.map((week) => (
          <Table.Tr key={week[0]}>
            {week.map((day) => {
              const items = byDay.get(day) ?? [];
              const outside = !day.startsWith(month);
              return (
                <Table.Td key={day} valign="top" h={112} p={4} data-day={day}>
                  <Text
                    size="sm"
                    fw={day === today ? 700 : 400}
                    c={outside ? 'dimmed' : undefined}
                    td={day === today ? 'underline' : undefined}
                    aria-label={shortDay(day)}
                  >
                    {Number(day.slice(8))}
                  </Text>
                  <Stack gap={2} mt={2}>
                    {items.slice(0, ITEMS_PER_DAY).map((item) => (
                      <Box
                        key={`${item.type}/${item.key}`}
                        pl={4}
                        style={{ borderLeft: `3px solid var(--mantine-color-${areaColor(item)}-filled)` }}
                      >
                        <CalendarItemLink orgId={orgId} item={item} compact />
                      </Box>
                    ))}
                    {items.length > ITEMS_PER_DAY && (
                      <Button
                        variant="subtle"
                        size="xs"
                        px={4}
                        onClick={() => onMore(day)}
                        aria-label={`${items.length - ITEMS_PER_DAY} more on ${shortDay(day)}`}
                        style={{ alignSelf: 'flex-start' }}
                      >
                        {items.length - ITEMS_PER_DAY} more
                      </Button>
                    )}
                  </Stack>
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
