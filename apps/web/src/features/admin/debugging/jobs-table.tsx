import { Button, Code, Group, Modal, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { debuggingKeys, fetchJobs, retryJob } from '../api/debugging-api';
import { JOB_STATES, type JobView, type JobState } from '@taxdesk/domain';
import { momentText } from '../../../shared/ui/moment-text';
import { Pager } from '../ui/pager';
import { QueryState } from '../ui/query-state';

/** What a job was about, in a few words: its organisation and account or run. */
function about(job: JobView): string {
  const d = job.data ?? {};
  return ['orgId', 'pan', 'runId']
    .filter((k) => typeof d[k] === 'string')
    .map((k) => `${k} ${String(d[k])}`)
    .join(' · ');
}

/** Jobs of one state (failed first), of every queue or one; a failed job can be sent round again. */
export function JobsTable({ queue, queues }: { queue: string; queues: string[] }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<JobState>('failed');
  const [chosenQueue, setChosenQueue] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<JobView | null>(null);
  const shownQueue = chosenQueue ?? queue;
  const jobs = useQuery({
    queryKey: debuggingKeys.jobs(shownQueue, state, page),
    queryFn: () => fetchJobs(shownQueue, state, page),
    placeholderData: keepPreviousData,
  });
  const retry = useMutation({
    mutationFn: (id: string) => retryJob(id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'debugging'] }),
  });
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end">
        <Title order={3} size="h5">
          Jobs
        </Title>
        <Group gap="xs">
          <Select
            aria-label="Job state"
            w={150}
            value={state}
            allowDeselect={false}
            data={JOB_STATES.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) }))}
            onChange={(v) => {
              setState((v as JobState) ?? 'failed');
              setPage(1);
            }}
          />
          <Select
            aria-label="Queue"
            placeholder="Every queue"
            clearable
            w={240}
            value={shownQueue || null}
            data={queues}
            onChange={(v) => {
              setChosenQueue(v ?? '');
              setPage(1);
            }}
          />
        </Group>
      </Group>
      <QueryState query={jobs} what="the jobs">
        {(data) => (
          <Stack gap={0}>
            <Paper withBorder>
              <Table.ScrollContainer minWidth={900}>
                <Table verticalSpacing={4} fz="sm" data-testid="jobs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Queue</Table.Th>
                      <Table.Th>About</Table.Th>
                      <Table.Th>Tries</Table.Th>
                      <Table.Th>Created</Table.Th>
                      <Table.Th>Ended</Table.Th>
                      <Table.Th>Error</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.rows.length === 0 && (
                      <Table.Tr>
                        <Table.Td colSpan={7}>
                          <Text size="sm" c="dimmed" ta="center" py="sm">
                            No {state} jobs{shownQueue ? ` in ${shownQueue}` : ''}.
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    )}
                    {data.rows.map((job) => (
                      <Table.Tr key={job.id} data-job={job.id}>
                        <Table.Td ff="monospace">{job.queue}</Table.Td>
                        <Table.Td>
                          <Text size="xs">{about(job) || '—'}</Text>
                        </Table.Td>
                        <Table.Td>
                          {job.retryCount + 1} of {job.retryLimit + 1}
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{momentText(job.createdOn)}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{momentText(job.completedOn)}</Table.Td>
                        <Table.Td>
                          <Text size="xs" c="red" style={{ wordBreak: 'break-word' }}>
                            {job.error ?? ''}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                          <Button size="compact-xs" variant="subtle" onClick={() => setOpen(job)}>
                            Data
                          </Button>
                          {job.state === 'failed' && (
                            <Button
                              size="compact-xs"
                              variant="light"
                              ml={4}
                              loading={retry.isPending && retry.variables === job.id}
                              onClick={() => retry.mutate(job.id)}
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
            <Pager page={page} pageSize={20} total={data.total} noun="job(s)" onChange={setPage} />
          </Stack>
        )}
      </QueryState>
      <Modal opened={!!open} onClose={() => setOpen(null)} title={`Job ${open?.id ?? ''}`} size="lg">
        <Code block>{JSON.stringify(open?.data ?? null, null, 2)}</Code>
      </Modal>
    </Stack>
  );
}
