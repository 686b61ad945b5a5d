import { Alert, Button, Group, Paper, Select, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { CaseDetail } from '@taxdesk/domain';
import { useState } from 'react';
import { caseKeys, fetchCases, mergeIntoCase } from './cases-api';

type Props = { orgId: string; kase: CaseDetail; onChange: (next: CaseDetail) => Promise<void> };

/** Folds another case of the same matter into this one (the portal gave its stages other ids). */
export function CaseMerge({ orgId, kase, onChange }: Props) {
  const [other, setOther] = useState<string | null>(null);
  const cases = useQuery({
    queryKey: caseKeys.list(orgId, { status: 'all' }),
    queryFn: ({ signal }) => fetchCases(orgId, { status: 'all' }, signal),
  });
  const merge = useMutation({
    mutationFn: () => mergeIntoCase(orgId, kase.id, other!),
    onSuccess: async (next) => {
      setOther(null);
      await onChange(next);
    },
  });
  // The same client's cases first: a matter rarely spans clients.
  const choices = (cases.data?.rows ?? [])
    .filter((c) => c.id !== kase.id)
    .sort((a, b) => Number(b.client === kase.client) - Number(a.client === kase.client));
  return (
    <Paper withBorder p="md">
      <Title order={3} size="h4" mb="sm">
        Merge another case into this one
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        Its records move here; it keeps its history and points to this case.
      </Text>
      <Group align="flex-end">
        <Select
          label="Case to merge"
          placeholder="Choose a case"
          searchable
          w={380}
          value={other}
          onChange={setOther}
          data={choices.map((c) => ({ value: c.id, label: `${c.title} (${c.recordCount})` }))}
        />
        <Button disabled={!other} loading={merge.isPending} onClick={() => merge.mutate()}>
          Merge
        </Button>
      </Group>
      {merge.isError && (
        <Alert color="red" mt="sm">
          {(merge.error as Error).message}
        </Alert>
      )}
    </Paper>
  );
}
