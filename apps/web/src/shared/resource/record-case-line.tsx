import { Button, Group, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { CaseDetail, RecordCaseAnswer, ResourceDef } from '@taxdesk/domain';
import { api } from '../api/client';
import { AppLink, useNavigateTo } from './router';

/**
 * The case a record belongs to, as a link; a record in none (a manual notice, say) can start one.
 * Joining an existing case is done from that case's screen (Link a record).
 */
export function RecordCaseLine({
  orgId,
  resource,
  record,
  title,
}: {
  orgId: string;
  resource: ResourceDef;
  record: { key: string };
  title: string;
}) {
  const navigate = useNavigateTo();
  const placed = useQuery({
    queryKey: ['cases', orgId, 'record', resource.type, record.key],
    queryFn: ({ signal }) =>
      api<RecordCaseAnswer>(`/o/${orgId}/record-case`, {
        query: { type: resource.type, key: record.key },
        signal,
      }),
  });
  const start = useMutation({
    mutationFn: () =>
      api<CaseDetail>(`/o/${orgId}/cases`, {
        method: 'POST',
        body: { title: title.slice(0, 200), record: { type: resource.type, key: record.key } },
      }),
    onSuccess: (c) => navigate({ to: `/${orgId}/cases/${c.id}` }),
  });
  if (!placed.data) return null;
  const kase = placed.data.case;
  return kase ? (
    <Text size="sm" mt={4} data-testid="record-case">
      Case:{' '}
      <AppLink to={`/${orgId}/cases/${kase.id}`} data-testid="record-case-link">
        {kase.title}
      </AppLink>
    </Text>
  ) : (
    <Group gap="xs" mt={4}>
      <Text size="sm" c="dimmed">
        Not in a case.
      </Text>
      <Button size="compact-xs" variant="light" loading={start.isPending} onClick={() => start.mutate()}>
        Start a case
      </Button>
    </Group>
  );
}
