import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate } from '@taxdesk/domain';

export type RepresentedClient = {
  entityNum: string;
  entityType: 'PAN' | 'TAN';
  entityName: string | null;
  authorisationType: string | null;
  authorisedFrom: string | null;
};

/** The clients a Reply account represents, as its last sync found them. */
export function ClientsSection({ clients }: { clients: readonly RepresentedClient[] | undefined }) {
  return (
    <Paper withBorder p="md" data-section="clients">
      <Stack gap="xs">
        <Title order={3} size="h4">
          Clients represented{' '}
          <Text span c="dimmed" fz="sm">
            ({clients?.length ?? 0})
          </Text>
        </Title>
        {!clients?.length ? (
          <Text size="sm" c="dimmed">
            {clients ? 'None.' : 'Not synced yet: the clients show after the first sync.'}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>PAN / TAN</Table.Th>
                  <Table.Th>Client</Table.Th>
                  <Table.Th>As</Table.Th>
                  <Table.Th>Since</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {clients.map((c) => (
                  <Table.Tr key={c.entityNum}>
                    <Table.Td ff="monospace">
                      {c.entityNum}{' '}
                      <Badge size="xs" variant="light" color={c.entityType === 'TAN' ? 'grape' : 'blue'}>
                        {c.entityType}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{c.entityName}</Table.Td>
                    <Table.Td>{c.authorisationType}</Table.Td>
                    <Table.Td>{formatDate(c.authorisedFrom)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
