import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, RESOURCES, fieldOf } from '@taxdesk/domain';
import { FieldValue } from '../../../shared/resource';

type Step = {
  statusDate?: string | null;
  grievanceStatus?: string | null;
  statusDesc?: string | null;
  pendingWith?: string | null;
  remarks?: string | null;
};

const statusField = fieldOf(RESOURCES.itGrievance, 'grievanceStatus')!;

/** What the portal recorded on the grievance, step by step, newest first. */
export function GrievanceStatusHistory({ history }: { history: unknown }) {
  const steps = Array.isArray(history) ? ([...history] as Step[]).reverse() : null;
  return (
    <Paper withBorder p="md" data-section="status-history">
      <Stack gap="xs">
        <Title order={3} size="h4">
          Status on the portal{' '}
          {steps ? (
            <Text span c="dimmed" fz="sm">
              ({steps.length})
            </Text>
          ) : null}
        </Title>
        {!steps ? (
          <Text size="sm" c="dimmed">
            Not fetched yet: the next sync asks the portal for it.
          </Text>
        ) : (
          <Table verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Step</Table.Th>
                <Table.Th>With</Table.Th>
                <Table.Th>Remarks</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {steps.map((s, i) => (
                <Table.Tr key={`${s.statusDate}-${i}`} data-step={s.grievanceStatus ?? ''}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm">{formatDate(s.statusDate)}</Text>
                  </Table.Td>
                  <Table.Td>
                    {s.grievanceStatus ? (
                      <FieldValue field={statusField} value={s.grievanceStatus} />
                    ) : (
                      <Badge variant="light">—</Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{s.statusDesc ?? ''}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{s.pendingWith ?? ''}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c={s.remarks ? undefined : 'dimmed'}>
                      {s.remarks ?? '—'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
