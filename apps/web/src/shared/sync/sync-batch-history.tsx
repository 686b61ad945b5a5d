import { Alert, Badge, Group, Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  formatDateTime,
  formatDuration,
  SYNC_BATCH_TRIGGERS,
  type SyncBatchSummary,
  type SyncBatchTrigger,
} from '@taxdesk/domain';
import { batchListOptions } from './sync-api';
import { BATCH_STATE_COLOURS, BATCH_STATE_LABELS, RUN_STATE_COLOURS, runStateLabel } from './run-state';

export type SyncBatchHistoryProps = {
  orgId: string;
  portal: string;
  /** Only batches started this way (the schedule's history, say). */
  trigger?: SyncBatchTrigger;
  limit?: number;
  /** The batch shown in detail; its row is marked. */
  selectedId?: string | null;
  onSelect?: (batch: SyncBatchSummary) => void;
  emptyText?: string;
};

function duration(b: SyncBatchSummary): string {
  if (!b.finishedAt) return '';
  return formatDuration(Date.parse(b.finishedAt) - Date.parse(b.createdAt));
}

/** The latest batches: when, who, how many accounts and how they ended; a row opens its progress. */
export function SyncBatchHistory({
  orgId,
  portal,
  trigger,
  limit = 10,
  selectedId,
  onSelect,
  emptyText = 'No syncs yet.',
}: SyncBatchHistoryProps) {
  const list = useQuery(batchListOptions(orgId, portal, trigger, limit));
  if (list.isPending) return <Loader size="sm" />;
  if (list.isError)
    return (
      <Alert color="red" title="Could not load the syncs">
        {(list.error as Error).message}
      </Alert>
    );
  if (!list.data.length)
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table highlightOnHover={!!onSelect} verticalSpacing={6} data-batches>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Started</Table.Th>
            <Table.Th>By</Table.Th>
            <Table.Th ta="right">Accounts</Table.Th>
            <Table.Th>Outcome</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th ta="right">Took</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.data.map((b) => (
            <Table.Tr
              key={b.batchId}
              data-batch-row={b.batchId}
              bg={b.batchId === selectedId ? 'var(--mantine-color-blue-light)' : undefined}
              style={onSelect ? { cursor: 'pointer' } : undefined}
              onClick={onSelect ? () => onSelect(b) : undefined}
            >
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatDateTime(b.createdAt)}</Text>
                {/* Dimmed grey on the chosen row's blue would fall under 4.5:1. */}
                <Text size="xs" c={b.batchId === selectedId ? undefined : 'dimmed'}>
                  {SYNC_BATCH_TRIGGERS[b.trigger]}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{b.startedBy}</Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">{b.accountCount.toLocaleString('en-IN')}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {(['succeeded', 'failed', 'login_blocked', 'cancelled', 'running', 'queued'] as const).map(
                    (s) =>
                      b.counts[s] ? (
                        <Badge key={s} size="sm" variant="light" color={RUN_STATE_COLOURS[s]} tt="none">
                          {runStateLabel(s)} {b.counts[s]}
                        </Badge>
                      ) : null,
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <Badge color={BATCH_STATE_COLOURS[b.state]} variant="dot" tt="none">
                  {BATCH_STATE_LABELS[b.state]}
                </Badge>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{duration(b)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
