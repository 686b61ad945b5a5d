import { Badge, Button, Group, Paper, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ScreenProps } from '../../../app/screen-types';
import { failureKeys, fetchFailures, retryFailure, type FailureState } from '../api/failures-emails-api';
import { AdminPage } from '../ui/admin-page';
import { momentText } from '../../../shared/ui/moment-text';
import { Pager } from '../ui/pager';
import { QueryState } from '../ui/query-state';

/** Failure Items (`/{orgId}/admin/failureitems`): what the syncs of every organisation could not fetch. */
export default function FailureItemsScreen({ orgId }: ScreenProps) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<FailureState>('open');
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text, 300);
  const [page, setPage] = useState(1);
  const items = useQuery({
    queryKey: failureKeys.list(state, q, page),
    queryFn: () => fetchFailures(state, q, page),
    placeholderData: keepPreviousData,
  });
  const retry = useMutation({
    mutationFn: (id: number) => retryFailure(id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'failures'] }),
  });
  return (
    <AdminPage
      orgId={orgId}
      path="/{orgId}/admin/failureitems"
      intro="Items the syncs of every organisation could not fetch: a notice's PDF, a module that failed, a sign-in that kept failing. Retry runs the account's sync job again; fetched items leave the list."
    >
      <Group gap="sm">
        <SegmentedControl
          aria-label="Which items"
          value={state}
          onChange={(v) => {
            setState(v as FailureState);
            setPage(1);
          }}
          data={[
            { value: 'open', label: 'Still failing' },
            { value: 'resolved', label: 'Fetched since' },
            { value: 'all', label: 'All' },
          ]}
        />
        <TextInput
          placeholder="Search account, item or reason"
          aria-label="Search failed items"
          w={280}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setPage(1);
          }}
        />
      </Group>
      <QueryState query={items} what="the failed items">
        {(data) => (
          <Stack gap={0}>
            {Object.keys(data.byPortal).length > 0 && (
              <Group gap={4} mb="xs">
                {Object.entries(data.byPortal).map(([portal, n]) => (
                  <Badge key={portal} variant="light">
                    {portal}: {n}
                  </Badge>
                ))}
              </Group>
            )}
            <Paper withBorder>
              <Table.ScrollContainer minWidth={960}>
                <Table verticalSpacing={4} fz="sm" striped data-testid="failure-items">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Organisation</Table.Th>
                      <Table.Th>Account</Table.Th>
                      <Table.Th>Item</Table.Th>
                      <Table.Th>Reason</Table.Th>
                      <Table.Th ta="right">Tries</Table.Th>
                      <Table.Th>Last seen</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.rows.length === 0 && (
                      <Table.Tr>
                        <Table.Td colSpan={7}>
                          <Text size="sm" c="dimmed" ta="center" py="md">
                            {state === 'open' ? 'Nothing is failing. ' : ''}No items to show.
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    )}
                    {data.rows.map((f) => (
                      <Table.Tr key={f.id} data-item={f.id}>
                        <Table.Td>
                          <Text size="sm" ff="monospace">
                            {f.orgId}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {f.orgName ?? ''}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm" ff="monospace">
                            {f.accountKey}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {f.portal}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{f.ref}</Text>
                          <Text size="xs" c="dimmed">
                            {f.module}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="xs" c="red" style={{ wordBreak: 'break-word' }}>
                            {f.reason}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right">{f.attempts}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          {momentText(f.lastSeenAt)}
                          {f.resolvedAt && (
                            <Text size="xs" c="teal">
                              fetched {momentText(f.resolvedAt)}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td ta="right">
                          {!f.resolvedAt && (
                            <Button
                              size="compact-xs"
                              variant="light"
                              loading={retry.isPending && retry.variables === f.id}
                              onClick={() => retry.mutate(f.id)}
                            >
                              Retry
                            </Button>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
            <Pager page={page} pageSize={25} total={data.total} noun="item(s)" onChange={setPage} />
          </Stack>
        )}
      </QueryState>
    </AdminPage>
  );
}
