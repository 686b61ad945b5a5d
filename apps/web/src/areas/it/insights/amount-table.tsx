import { Box, Paper, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type AmountRow = { group: string; count: number; amount: number | null; label?: ReactNode };

type Props = {
  title: string;
  groupLabel: string;
  rows: readonly AmountRow[];
  format: (amount: number) => string;
  empty: string;
  color?: string;
  /** Bars by count rather than amount (records without amounts). */
  barBy?: 'amount' | 'count';
};

/** Groups with their count and amount, and a bar for each group's share of the largest. */
export function AmountTable({
  title,
  groupLabel,
  rows,
  format,
  empty,
  color = 'blue',
  barBy = 'amount',
}: Props) {
  const value = (r: AmountRow) => (barBy === 'amount' ? (r.amount ?? 0) : r.count);
  const max = Math.max(1, ...rows.map(value));
  const showAmount = rows.some((r) => r.amount != null);
  return (
    <Paper withBorder p="sm" radius="md">
      <Title order={3} size="h4" mb="xs">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Table verticalSpacing={4} data-amounts={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{groupLabel}</Table.Th>
              <Table.Th ta="right">Count</Table.Th>
              {showAmount ? <Table.Th ta="right">Amount</Table.Th> : null}
              <Table.Th w="30%" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.group}>
                <Table.Td>{r.label ?? r.group}</Table.Td>
                <Table.Td ta="right">{r.count}</Table.Td>
                {showAmount ? (
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {r.amount == null ? '–' : format(r.amount)}
                  </Table.Td>
                ) : null}
                <Table.Td>
                  <Box style={{ height: 10, borderRadius: 4, background: 'var(--mantine-color-gray-1)' }}>
                    <Box
                      style={{
                        height: '100%',
                        width: `${(value(r) / max) * 100}%`,
                        borderRadius: 4,
                        background: `var(--mantine-color-${color}-5)`,
                      }}
                    />
                  </Box>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
