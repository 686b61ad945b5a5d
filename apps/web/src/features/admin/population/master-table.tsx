import { Button, Code, Group, Modal, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchMaster, populationKeys } from '../api/population-api';
import type { PopulationMasterRow, PopulationKind } from '@taxdesk/domain';
import { momentText } from '../../../shared/ui/moment-text';
import { Pager } from '../ui/pager';
import { QueryState } from '../ui/query-state';

const DETAIL_LABEL = { gstin: 'Trade name', tan: 'Category' } as const;

/** The master table as populated so far, searched by identifier or name; `live` while a run goes on. */
export function MasterTable({ kind, label, live }: { kind: PopulationKind; label: string; live: boolean }) {
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text, 300);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<PopulationMasterRow | null>(null);
  const master = useQuery({
    queryKey: populationKeys.master(kind, q, page),
    queryFn: () => fetchMaster(kind, q, page),
    placeholderData: keepPreviousData,
    // While a run goes on the master fills up; once it ends, one more look catches its last rows.
    refetchInterval: live ? 2000 : false,
  });
  const { refetch } = master;
  useEffect(() => {
    if (!live) void refetch();
  }, [live, refetch]);
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end">
        <Title order={3} size="h5">
          {label} master
        </Title>
        <TextInput
          placeholder={`Search ${label} or name`}
          aria-label={`Search the ${label} master`}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setPage(1);
          }}
          w={260}
        />
      </Group>
      <QueryState query={master} what={`the ${label} master`}>
        {(data) => (
          <Stack gap={0}>
            <Paper withBorder>
              <Table.ScrollContainer minWidth={760}>
                <Table verticalSpacing={4} fz="sm" striped data-testid="master">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{label}</Table.Th>
                      <Table.Th>Name</Table.Th>
                      <Table.Th>{DETAIL_LABEL[kind]}</Table.Th>
                      <Table.Th>Status</Table.Th>
                      <Table.Th>Fetched</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.rows.length === 0 && (
                      <Table.Tr>
                        <Table.Td colSpan={6}>
                          <Text size="sm" c="dimmed" ta="center" py="sm">
                            Nothing in the master yet.
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    )}
                    {data.rows.map((row) => (
                      <Table.Tr key={row.id}>
                        <Table.Td ff="monospace">{row.id}</Table.Td>
                        <Table.Td>{row.name}</Table.Td>
                        <Table.Td>{row.detail}</Table.Td>
                        <Table.Td>{row.status}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{momentText(row.fetchedAt)}</Table.Td>
                        <Table.Td ta="right">
                          <Button size="compact-xs" variant="subtle" onClick={() => setOpen(row)}>
                            All fields
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
            <Pager page={page} pageSize={20} total={data.total} noun={`${label}(s)`} onChange={setPage} />
          </Stack>
        )}
      </QueryState>
      <Modal opened={!!open} onClose={() => setOpen(null)} title={open?.id} size="lg">
        <Code block>{JSON.stringify(open?.data ?? {}, null, 2)}</Code>
      </Modal>
    </Stack>
  );
}
