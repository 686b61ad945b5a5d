import { Alert, Button, Group, Loader, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  /** The list's page query, as React Query gives it. */
  page: { isError: boolean; error: unknown; data?: { rows: readonly unknown[] }; refetch: () => unknown };
  /** What the list holds, lower case and plural: "return files". */
  noun: string;
  /** The filters leave nothing (rather than nothing synced yet). */
  filtered: boolean;
  /** Said, or offered, under "No … yet" / "No … match these filters". */
  emptyDetail?: ReactNode;
};

/**
 * What a list shows instead of its rows: the error with Retry, the loader, or that there is
 * nothing (yet, or for these filters). Null once there are rows to show.
 */
export function ListLoadState({ page, noun, filtered, emptyDetail }: Props): ReactNode {
  if (page.isError)
    return (
      <Alert color="red" title={`Could not load ${noun}`} data-state="error">
        <Text size="sm" mb="xs">
          {(page.error as Error).message}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={() => void page.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  if (!page.data)
    return (
      <Group justify="center" p="xl">
        <Loader size="sm" />
      </Group>
    );
  if (page.data.rows.length > 0) return null;
  return (
    <Paper withBorder p="xl" ta="center" data-state="empty">
      <Text fw={500}>{filtered ? `No ${noun} match these filters` : `No ${noun} yet`}</Text>
      {emptyDetail}
    </Paper>
  );
}
