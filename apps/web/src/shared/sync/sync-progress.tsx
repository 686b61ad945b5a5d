import { Alert, Badge, Box, Button, Group, Loader, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  formatDateTime,
  isBatchOpen,
  SYNC_RUN_STATES,
  type SyncBatchProgress,
  type SyncRunState,
} from '@taxdesk/domain';
import { useEffect, useRef, useState } from 'react';
import { batchProgressOptions, cancelBatch, syncKeys } from './sync-api';
import { SyncRunTable } from './sync-run-table';
import {
  BATCH_STATE_COLOURS,
  BATCH_STATE_LABELS,
  finishedRuns,
  RUN_STATE_COLOURS,
  runStateLabel,
  totalRuns,
} from './run-state';

export type SyncProgressProps = {
  orgId: string;
  /** The portal's key in the sync API (`it`, ...). */
  portal: string;
  batchId: string;
  /** Members may cancel; viewers only watch. */
  canCancel?: boolean;
  /** The in-app path of an account's page, for links from its row. */
  accountHref?: (accountKey: string) => string;
  /** Module key → label, for the line that says what the batch covers. */
  moduleLabels?: Readonly<Record<string, string>>;
  /** Called once when the batch ends (finished or cancelled), e.g. to refresh account states. */
  onFinished?: (batch: SyncBatchProgress) => void;
};

const BAR_ORDER: readonly SyncRunState[] = ['succeeded', 'failed', 'login_blocked', 'cancelled', 'running'];

/**
 * Live progress of one sync batch: a bar of runs by state, counts that filter the table, and the
 * state of every account (the module it is on, or its outcome). Polls while the batch is open.
 */
export function SyncProgress({
  orgId,
  portal,
  batchId,
  canCancel = false,
  accountHref,
  moduleLabels,
  onFinished,
}: SyncProgressProps) {
  const queryClient = useQueryClient();
  const progress = useQuery(batchProgressOptions(orgId, portal, batchId));
  const [filter, setFilter] = useState<SyncRunState | null>(null);
  const cancel = useMutation({
    mutationFn: () => cancelBatch(orgId, portal, batchId),
    onSuccess: (data) => queryClient.setQueryData(syncKeys.batch(orgId, portal, batchId), data),
  });

  // Tell the caller once when the batch ends, and let lists of batches catch up.
  const wasOpen = useRef<boolean | null>(null);
  const batch = progress.data;
  useEffect(() => {
    if (!batch) return;
    const open = isBatchOpen(batch.state);
    if (wasOpen.current === true && !open) {
      void queryClient.invalidateQueries({ queryKey: [...syncKeys.portal(orgId, portal), 'batches'] });
      onFinished?.(batch);
    }
    wasOpen.current = open;
  }, [batch, onFinished, orgId, portal, queryClient]);

  if (progress.isPending)
    return (
      <Paper withBorder p="md">
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">Loading the sync…</Text>
        </Group>
      </Paper>
    );
  if (progress.isError || !batch)
    return (
      <Alert color="red" title="Could not load this sync">
        <Text size="sm" mb="xs">
          {(progress.error as Error | null)?.message ?? 'Not found'}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={() => void progress.refetch()}>
          Retry
        </Button>
      </Alert>
    );

  const total = totalRuns(batch.counts);
  const done = finishedRuns(batch.counts);
  const open = isBatchOpen(batch.state);
  const covers = batch.modules.map((m) => moduleLabels?.[m] ?? m).join(', ');
  const runs = filter ? batch.runs.filter((r) => r.status === filter) : batch.runs;

  return (
    <Paper withBorder p="md" data-batch={batch.batchId} data-batch-state={batch.state}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Box style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs">
              <Title order={3} size="h4">
                Sync of {total.toLocaleString('en-IN')} account{total === 1 ? '' : 's'}
              </Title>
              <Badge color={BATCH_STATE_COLOURS[batch.state]} variant="light" data-state-label>
                {BATCH_STATE_LABELS[batch.state]}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              Started {formatDateTime(batch.createdAt)} by {batch.startedBy}
              {batch.finishedAt ? ` · ended ${formatDateTime(batch.finishedAt)}` : ''}
              {batch.cancelledBy ? ` · cancelled by ${batch.cancelledBy}` : ''}
            </Text>
            {covers ? (
              <Text size="sm" c="dimmed" lineClamp={2}>
                Modules: {covers}
              </Text>
            ) : null}
            {batch.skippedCount ? (
              <Text size="sm" c="dimmed">
                {batch.skippedCount} account(s) left out: they were already syncing.
              </Text>
            ) : null}
          </Box>
          {canCancel && batch.state === 'running' ? (
            <Button
              color="red"
              variant="light"
              size="xs"
              loading={cancel.isPending}
              onClick={() => cancel.mutate()}
            >
              Cancel sync
            </Button>
          ) : null}
        </Group>

        <Box>
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={500} data-progress-text>
              {done.toLocaleString('en-IN')} of {total.toLocaleString('en-IN')} done
            </Text>
            <Text size="sm" c="dimmed">
              {batch.newCount.toLocaleString('en-IN')} new · {batch.changedCount.toLocaleString('en-IN')}{' '}
              changed
              {batch.failedCount ? ` · ${batch.failedCount.toLocaleString('en-IN')} item(s) failed` : ''}
            </Text>
          </Group>
          <Progress.Root size="lg" role="group" aria-label={`${done} of ${total} accounts done`}>
            {BAR_ORDER.map((state) =>
              batch.counts[state] ? (
                <Progress.Section
                  key={state}
                  value={(batch.counts[state] / Math.max(total, 1)) * 100}
                  color={RUN_STATE_COLOURS[state]}
                  striped={state === 'running'}
                  animated={state === 'running' && open}
                  title={`${runStateLabel(state)}: ${batch.counts[state]}`}
                />
              ) : null,
            )}
          </Progress.Root>
        </Box>

        <Group gap={6}>
          <Button
            size="compact-xs"
            variant={filter === null ? 'filled' : 'default'}
            onClick={() => setFilter(null)}
          >
            All {total}
          </Button>
          {(Object.keys(SYNC_RUN_STATES) as SyncRunState[]).map((state) =>
            batch.counts[state] ? (
              <Button
                key={state}
                size="compact-xs"
                color={RUN_STATE_COLOURS[state]}
                variant={filter === state ? 'filled' : 'light'}
                onClick={() => setFilter(filter === state ? null : state)}
                data-count={state}
              >
                {runStateLabel(state)} {batch.counts[state]}
              </Button>
            ) : null,
          )}
        </Group>

        <SyncRunTable runs={runs} accountHref={accountHref} />
      </Stack>
    </Paper>
  );
}
