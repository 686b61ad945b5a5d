import { Group, Pagination, Text } from '@mantine/core';

/** Page links under a table, with how many rows there are in all. */
export function Pager({
  page,
  pageSize,
  total,
  noun,
  onChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  noun: string;
  onChange: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between" mt="xs">
      <Text size="sm" c="dimmed">
        {total.toLocaleString('en-IN')} {noun}
      </Text>
      {pages > 1 && <Pagination size="sm" total={pages} value={Math.min(page, pages)} onChange={onChange} />}
    </Group>
  );
}
