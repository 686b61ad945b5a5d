import { Box, Paper, Table, Text, Title } from '@mantine/core';
import type { NoticeBucket as Bucket } from '@taxdesk/domain';

/** Open notices in groups, with a bar for how many and how urgent. */
export function BucketTable({ title, rows }: { title: string; rows: Bucket[] }) {
  const max = Math.max(1, ...rows.map((r) => r.open));
  return (
    <Paper withBorder p="sm" radius="md">
      <Title order={3} size="h4" mb="xs">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing open
        </Text>
      ) : (
        <Table verticalSpacing={4} data-buckets={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{title.replace(/^By /, '')}</Table.Th>
              <Table.Th ta="right">Open</Table.Th>
              <Table.Th ta="right">Due in 7 days</Table.Th>
              <Table.Th ta="right">Overdue</Table.Th>
              <Table.Th w="35%" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.group}>
                <Table.Td>{r.group}</Table.Td>
                <Table.Td ta="right">{r.open}</Table.Td>
                <Table.Td ta="right">{r.dueIn7Days}</Table.Td>
                <Table.Td ta="right" c={r.overdue ? 'red' : undefined}>
                  {r.overdue}
                </Table.Td>
                <Table.Td>
                  <Box
                    style={{
                      display: 'flex',
                      height: 10,
                      borderRadius: 4,
                      overflow: 'hidden',
                      background: 'var(--mantine-color-gray-1)',
                    }}
                  >
                    <Box
                      style={{
                        width: `${(r.overdue / max) * 100}%`,
                        background: 'var(--mantine-color-red-6)',
                      }}
                    />
                    <Box
                      style={{
                        width: `${(r.dueIn7Days / max) * 100}%`,
                        background: 'var(--mantine-color-orange-5)',
                      }}
                    />
                    <Box
                      style={{
                        width: `${(Math.max(0, r.open - r.overdue - r.dueIn7Days) / max) * 100}%`,
                        background: 'var(--mantine-color-blue-4)',
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
