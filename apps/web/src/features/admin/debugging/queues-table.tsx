import { Badge, Paper, Table, Text, UnstyledButton } from '@mantine/core';
import { JOB_STATES, type QueueView } from '@taxdesk/domain';
import { momentText } from '../../../shared/ui/moment-text';

const STATE_LABEL = {
  created: 'Waiting',
  retry: 'To retry',
  active: 'Running',
  completed: 'Done',
  cancelled: 'Cancelled',
  failed: 'Failed',
} as const;

/** Each job queue with its jobs counted by state; a click shows the queue's jobs below. */
export function QueuesTable({
  queues,
  selected,
  onSelect,
}: {
  queues: QueueView[];
  selected: string;
  onSelect: (q: string) => void;
}) {
  if (!queues.length)
    return (
      <Text size="sm" c="dimmed">
        The job queue is not set up in this database yet.
      </Text>
    );
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={860}>
        <Table verticalSpacing={4} fz="sm" highlightOnHover data-testid="queues">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Queue</Table.Th>
              {JOB_STATES.map((s) => (
                <Table.Th key={s} ta="right">
                  {STATE_LABEL[s]}
                </Table.Th>
              ))}
              <Table.Th>Oldest waiting</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {queues.map((q) => (
              <Table.Tr
                key={q.name}
                data-queue={q.name}
                bg={q.name === selected ? 'var(--mantine-color-blue-light)' : undefined}
              >
                <Table.Td>
                  <UnstyledButton
                    onClick={() => onSelect(q.name === selected ? '' : q.name)}
                    ff="monospace"
                    fz="sm"
                  >
                    {q.name}
                  </UnstyledButton>
                </Table.Td>
                {JOB_STATES.map((s) => (
                  <Table.Td key={s} ta="right" data-state={s}>
                    {s === 'failed' && q.counts.failed > 0 ? (
                      <Badge color="red" size="sm">
                        {q.counts.failed}
                      </Badge>
                    ) : (
                      <Text size="sm" c={q.counts[s] ? undefined : 'dimmed'}>
                        {q.counts[s]}
                      </Text>
                    )}
                  </Table.Td>
                ))}
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{momentText(q.oldestWaiting)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
