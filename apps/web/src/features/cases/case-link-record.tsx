import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { searchable, type CaseDetail, type RecordRef } from '@taxdesk/domain';
import { useState } from 'react';
import { caseKeys, linkToCase, searchRecords } from './cases-api';

type Props = { orgId: string; caseId: string; onChange: (next: CaseDetail) => Promise<void> };

/** Finds a record by any part of a number the portal prints (Search everything) and links it. */
export function CaseLinkRecord({ orgId, caseId, onChange }: Props) {
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  const found = useQuery({
    queryKey: [...caseKeys.one(orgId, caseId), 'find', q],
    queryFn: ({ signal }) => searchRecords(orgId, q, signal),
    enabled: searchable(q),
  });
  const link = useMutation({
    mutationFn: (ref: RecordRef) => linkToCase(orgId, caseId, ref),
    onSuccess: onChange,
  });
  const hits = (found.data?.groups ?? [])
    .filter((g) => !g.client)
    .flatMap((g) => g.hits.map((h) => ({ ...h, type: g.type, label: g.label })));
  return (
    <Paper withBorder p="md">
      <Title order={3} size="h4" mb="sm">
        Link a record
      </Title>
      <TextInput
        label="Find a record"
        description="Any part of a notice number, DIN, ARN, reference or demand id"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      {link.isError && (
        <Alert color="red" mt="sm">
          {(link.error as Error).message}
        </Alert>
      )}
      <Stack gap={4} mt="sm" aria-live="polite">
        {searchable(q) && found.data && hits.length === 0 && <Text c="dimmed">No record holds “{q}”.</Text>}
        {hits.map((h) => (
          <Group key={`${h.type}:${h.key}`} justify="space-between" wrap="nowrap">
            <Text size="sm">
              {h.label}: {h.title ?? h.key}
              <Text span size="xs" c="dimmed">
                {' '}
                {h.match ? `${h.match.label} ${h.match.value}` : h.key}
                {h.client ? ` · ${h.client}` : ''}
              </Text>
            </Text>
            <Button
              size="compact-sm"
              style={{ flexShrink: 0 }}
              variant="light"
              aria-label={`Link ${h.label} ${h.key}`}
              loading={link.isPending && link.variables?.key === h.key}
              onClick={() => link.mutate({ type: h.type, key: h.key })}
            >
              Link
            </Button>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
