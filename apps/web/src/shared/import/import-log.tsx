import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@taxdesk/domain';
import { fetchImportLog, importKeys } from './import-api';
import { count } from './format';

/** The organisation's recent imports of this kind: when, who, which file, what they did. */
export function ImportLog({ orgId, kind }: { orgId: string; kind: string }) {
  const log = useQuery({
    queryKey: importKeys.log(orgId, kind),
    queryFn: ({ signal }) => fetchImportLog(orgId, kind, signal),
  });
  const entries = log.data ?? [];
  return (
    <Paper withBorder p="md" data-import-log>
      <Stack gap="xs">
        <Title order={3} size="h4">
          Recent imports
        </Title>
        {log.isSuccess && !entries.length ? (
          <Text size="sm" c="dimmed">
            No file has been imported here yet.
          </Text>
        ) : null}
        {entries.length ? (
          <Table fz="sm" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>By</Table.Th>
                <Table.Th>File</Table.Th>
                <Table.Th ta="right">New</Table.Th>
                <Table.Th ta="right">Updated</Table.Th>
                <Table.Th ta="right">Unchanged</Table.Th>
                <Table.Th ta="right">Skipped</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>{formatDateTime(e.committedAt ?? e.createdAt)}</Table.Td>
                  <Table.Td>{e.committedBy ?? e.createdBy}</Table.Td>
                  <Table.Td>{e.fileName}</Table.Td>
                  <Table.Td ta="right">{count(e.counts.new ?? 0)}</Table.Td>
                  <Table.Td ta="right">{count(e.counts.updated ?? 0)}</Table.Td>
                  <Table.Td ta="right">{count(e.counts.unchanged ?? 0)}</Table.Td>
                  <Table.Td ta="right">{count(e.counts.skipped ?? 0)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
      </Stack>
    </Paper>
  );
}
