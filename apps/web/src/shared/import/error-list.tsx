import { Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { count } from './format';
import type { ImportPreview } from '@taxdesk/domain';

const PAGE = 50;

/** Every problem of every row, by row number, a page at a time. */
export function ErrorList({ errors }: { errors: ImportPreview['errors'] }) {
  const [page, setPage] = useState(1);
  if (!errors.length) return null;
  const pages = Math.ceil(errors.length / PAGE);
  const shown = errors.slice((page - 1) * PAGE, page * PAGE);
  return (
    <Stack gap="xs" data-error-list>
      <Group justify="space-between">
        <Title order={4} size="h5">
          All problems ({count(errors.length)})
        </Title>
        {pages > 1 ? <Pagination size="sm" total={pages} value={page} onChange={setPage} /> : null}
      </Group>
      <Table withTableBorder fz="sm" verticalSpacing={2}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60}>Row</Table.Th>
            <Table.Th w={160}>Column</Table.Th>
            <Table.Th>Problem</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((e, i) => (
            <Table.Tr key={`${e.rowNo}-${i}`}>
              <Table.Td>{e.rowNo}</Table.Td>
              <Table.Td>{e.column ?? ''}</Table.Td>
              <Table.Td>{e.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {pages > 1 ? (
        <Text size="xs" c="dimmed">
          Page {page} of {pages}
        </Text>
      ) : null}
    </Stack>
  );
}
