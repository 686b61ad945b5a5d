import { Button, Group, Text } from '@mantine/core';
import type { ListQuery } from '@taxdesk/domain';
import { withCursor } from './list-state';

/** Under a list: how many rows this page shows, and First page / Next page by the API's cursor. */
export function PageButtons({
  query,
  setQuery,
  data,
  stale,
}: {
  query: ListQuery;
  setQuery: (query: ListQuery) => void;
  /** The page shown: its rows and the cursor of the next. */
  data: { rows: readonly unknown[]; nextCursor: string | null };
  /** The rows shown are the previous query's while the next loads: no paging from them. */
  stale: boolean;
}) {
  const shown = data.rows.length;
  const { nextCursor } = data;
  return (
    <Group justify="space-between" mt="xs">
      <Text size="xs" c="dimmed">
        {shown} on this page
      </Text>
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          disabled={!query.cursor}
          onClick={() => setQuery(withCursor(query, null))}
        >
          First page
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={!nextCursor || stale}
          onClick={() => setQuery(withCursor(query, nextCursor))}
        >
          Next page
        </Button>
      </Group>
    </Group>
  );
}
