import { Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchRun, populationKeys } from '../api/population-api';
import type { Outcome } from '@taxdesk/domain';
import { Pager } from '../ui/pager';
import { QueryState } from '../ui/query-state';
import { OutcomeBadge } from './outcome-badge';

type Filter = Outcome | 'warning' | 'all';

/** One run's identifiers with what became of each; follows the run while it is going. */
export function RunItems({ runId }: { runId: string }) {
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const detail = useQuery({
    queryKey: populationKeys.run(runId, filter, page),
    queryFn: () => fetchRun(runId, filter, page),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => {
      const status = q.state.data?.run.status;
      return status === 'queued' || status === 'running' ? 1000 : false;
    },
  });
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Results of the list
      </Title>
      <SegmentedControl
        aria-label="Show"
        value={filter}
        onChange={(v) => {
          setFilter(v as Filter);
          setPage(1);
        }}
        data={[
          { value: 'all', label: 'All' },
          { value: 'found', label: 'Found' },
          { value: 'not_found', label: 'Not found' },
          { value: 'invalid', label: 'Invalid' },
          { value: 'failed', label: 'Failed' },
          { value: 'warning', label: 'Warnings' },
          { value: 'pending', label: 'Waiting' },
        ]}
      />
      <QueryState query={detail} what="the results">
        {({ items }) => (
          <Stack gap={0}>
            <Paper withBorder>
              <Table.ScrollContainer minWidth={760}>
                <Table verticalSpacing={4} fz="sm" data-testid="population-items">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={50}>#</Table.Th>
                      <Table.Th>As given</Table.Th>
                      <Table.Th>Result</Table.Th>
                      <Table.Th>Name</Table.Th>
                      <Table.Th>Note</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {items.rows.length === 0 && (
                      <Table.Tr>
                        <Table.Td colSpan={5}>
                          <Text size="sm" c="dimmed" ta="center" py="sm">
                            Nothing here.
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    )}
                    {items.rows.map((item) => (
                      <Table.Tr key={item.position} data-input={item.input} data-outcome={item.outcome}>
                        <Table.Td c="dimmed">{item.position}</Table.Td>
                        <Table.Td ff="monospace">{item.input}</Table.Td>
                        <Table.Td>
                          <OutcomeBadge outcome={item.outcome} />
                        </Table.Td>
                        <Table.Td>{item.name ?? ''}</Table.Td>
                        <Table.Td>
                          {item.warning && (
                            <Text size="xs" c="yellow">
                              {item.warning}
                            </Text>
                          )}
                          {item.message && (
                            <Text size="xs" c="dimmed">
                              {item.message}
                            </Text>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
            <Pager page={page} pageSize={50} total={items.total} noun="line(s)" onChange={setPage} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
