import { Badge, Button, Group, Paper, Progress, Table, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { retryRun } from '../api/population-api';
import type { PopulationRun } from '@taxdesk/domain';
import { momentText } from '../../../shared/ui/moment-text';

const STATUS: Record<PopulationRun['status'], { label: string; color: string }> = {
  queued: { label: 'Queued', color: 'gray' },
  running: { label: 'Running', color: 'blue' },
  done: { label: 'Done', color: 'teal' },
  failed: { label: 'Stopped', color: 'red' },
};

function settledCount(run: PopulationRun): number {
  return run.total - run.counts.pending;
}

/** Runs, newest first: progress and counts by outcome. */
export function RunsTable({
  runs,
  selected,
  onSelect,
}: {
  runs: PopulationRun[];
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: (id: string) => retryRun(id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'population'] }),
  });
  if (!runs.length)
    return (
      <Text size="sm" c="dimmed">
        No lists looked up yet.
      </Text>
    );
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={880}>
        <Table verticalSpacing={6} highlightOnHover data-testid="population-runs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Started</Table.Th>
              <Table.Th>List</Table.Th>
              <Table.Th w={220}>Progress</Table.Th>
              <Table.Th>Results</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {runs.map((run) => {
              const done = settledCount(run);
              return (
                <Table.Tr
                  key={run.id}
                  data-run={run.id}
                  data-status={run.status}
                  bg={run.id === selected ? 'var(--mantine-color-blue-light)' : undefined}
                >
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {momentText(run.createdAt)}
                    <Text size="xs" c="dimmed">
                      {run.createdBy}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{run.source}</Text>
                    <Text size="xs" c="dimmed">
                      {run.total} to look up{run.duplicates ? `, ${run.duplicates} repeated` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Badge size="sm" variant="light" color={STATUS[run.status].color}>
                        {STATUS[run.status].label}
                      </Badge>
                      <Progress
                        value={run.total ? (done / run.total) * 100 : 100}
                        size="lg"
                        w={80}
                        aria-label={`${done} of ${run.total} done`}
                        animated={run.status === 'running'}
                      />
                      <Text size="xs" data-testid="run-progress">
                        {done}/{run.total}
                      </Text>
                    </Group>
                    {run.error && (
                      <Text size="xs" c="red">
                        {run.error}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <Badge size="sm" color="teal" variant="light">
                        {run.counts.found} found
                      </Badge>
                      <Badge size="sm" color="orange" variant="light">
                        {run.counts.not_found} not found
                      </Badge>
                      <Badge size="sm" color="red" variant="light">
                        {run.counts.invalid} invalid
                      </Badge>
                      {run.counts.failed > 0 && (
                        <Badge size="sm" color="red" variant="filled">
                          {run.counts.failed} failed
                        </Badge>
                      )}
                      {run.counts.warnings > 0 && (
                        <Badge size="sm" color="yellow" variant="light">
                          {run.counts.warnings} warning(s)
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {run.counts.failed > 0 && run.status !== 'running' && (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        mr={4}
                        loading={retry.isPending}
                        onClick={() => retry.mutate(run.id)}
                      >
                        Retry failed
                      </Button>
                    )}
                    <Button size="xs" variant="subtle" onClick={() => onSelect(run.id)}>
                      Results
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
