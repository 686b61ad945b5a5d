import { Alert, Badge, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CaseDetail, UpdateCaseBody } from '@taxdesk/domain';
import type { ScreenProps } from '../../app/screen-types';
import { AppLink } from '../../shared/resource/router';
import { workMembersOptions } from '../../shared/resource/work-api';
import { CaseComments } from './case-comments';
import { CaseDownloads } from './case-downloads';
import { areaLabel, day, money, statusLabel } from './case-format';
import { CaseHistory } from './case-history';
import { CaseLinkRecord } from './case-link-record';
import { CaseMerge } from './case-merge';
import { CaseRecordsTable } from './case-records-table';
import { caseKeys, fetchCase, updateCase } from './cases-api';

/** /{orgId}/cases/{caseId}: one matter's records in stage order, its work and its history. */
export default function CaseScreen({ orgId, params }: ScreenProps) {
  const id = params.caseId ?? '';
  const queryClient = useQueryClient();
  const kase = useQuery({
    queryKey: caseKeys.one(orgId, id),
    queryFn: ({ signal }) => fetchCase(orgId, id, signal),
  });
  const members = useQuery(workMembersOptions(orgId));
  /** Every change answers the case as it now is: shown at once, and the lists refetch. */
  const settle = async (next: CaseDetail) => {
    queryClient.setQueryData(caseKeys.one(orgId, id), next);
    await queryClient.invalidateQueries({ queryKey: caseKeys.all(orgId), refetchType: 'none' });
  };
  const update = useMutation({
    mutationFn: (body: UpdateCaseBody) => updateCase(orgId, id, body),
    onSuccess: settle,
  });

  if (kase.isPending)
    return (
      <Group justify="center" p="xl">
        <Loader size="sm" aria-label="Loading the case" />
      </Group>
    );
  if (kase.isError) return <Alert color="red">{(kase.error as Error).message}</Alert>;
  const c = kase.data;
  const merged = c.mergedInto !== null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Text size="sm">
            <AppLink to={`/${orgId}/cases`}>Cases</AppLink>
          </Text>
          <Group gap="sm" align="center">
            <Title order={2}>{c.title}</Title>
            <Badge variant="light" color={c.status === 'open' ? 'blue' : 'gray'}>
              {statusLabel(c.status)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {areaLabel(c.area)} ·{' '}
            {c.client && c.clientPath ? (
              <AppLink to={`/${orgId}${c.clientPath}`}>{c.client}</AppLink>
            ) : (
              (c.client ?? 'No client')
            )}{' '}
            · {c.auto ? 'Linked by the sync' : 'Started by hand'}
          </Text>
        </div>
        <CaseDownloads orgId={orgId} caseId={c.id} title={c.title} />
      </Group>
      {merged && (
        <Alert color="yellow">
          This case was merged into <AppLink to={`/${orgId}/cases/${c.mergedInto}`}>another case</AppLink>;
          its records are there now.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <Paper withBorder p="sm">
          <Text size="xs" c="dimmed">
            Next deadline
          </Text>
          <Text fw={600} data-testid="case-next-due">
            {day(c.nextDue)}
          </Text>
        </Paper>
        <Paper withBorder p="sm">
          <Text size="xs" c="dimmed">
            Amount at stake
          </Text>
          <Text fw={600} data-testid="case-amount">
            {money(c.amount)}
          </Text>
        </Paper>
        <Select
          label="Status"
          disabled={merged || update.isPending}
          allowDeselect={false}
          value={c.status === 'merged' ? null : c.status}
          onChange={(v) => v && update.mutate({ status: v as 'open' | 'closed' })}
          data={[
            { value: 'open', label: 'Open' },
            { value: 'closed', label: 'Closed' },
          ]}
        />
        <Select
          label="Assignee"
          placeholder="Nobody"
          clearable
          searchable
          disabled={merged || update.isPending}
          value={c.assignee}
          onChange={(v) => update.mutate({ assignee: v })}
          data={(members.data ?? []).map((m) => ({ value: m.email, label: `${m.name} (${m.email})` }))}
        />
      </SimpleGrid>
      {update.isError && <Alert color="red">{(update.error as Error).message}</Alert>}
      <CaseRecordsTable orgId={orgId} kase={c} onChange={settle} />
      {!merged && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <CaseLinkRecord orgId={orgId} caseId={c.id} onChange={settle} />
          <CaseMerge orgId={orgId} kase={c} onChange={settle} />
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {!merged && <CaseComments orgId={orgId} caseId={c.id} onChange={settle} />}
        <CaseHistory orgId={orgId} events={c.events} />
      </SimpleGrid>
    </Stack>
  );
}
