import {
  Alert,
  Button,
  Code,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { RESOURCE_TYPES, RESOURCES } from '@taxdesk/domain';
import { useState } from 'react';
import { debuggingKeys, fetchRaw, fetchRecent } from '../api/debugging-api';
import { momentText } from '../../../shared/ui/moment-text';

const TYPE_CHOICES = RESOURCE_TYPES.map((t) => ({ value: t, label: `${RESOURCES[t].label} (${t})` }));

/** The payload the portal sent for a record, beside what TaxDesk made of it: for a mapping gone wrong. */
export function RawPayload({ defaultOrgId }: { defaultOrgId: string }) {
  const [orgId, setOrgId] = useState(defaultOrgId);
  const [type, setType] = useState<string>('itProceeding');
  const [key, setKey] = useState('');
  const validOrg = /^[A-Za-z0-9]{6}$/.test(orgId.trim());
  const recent = useQuery({
    queryKey: debuggingKeys.recent(orgId.trim().toUpperCase(), type),
    queryFn: () => fetchRecent(orgId.trim(), type),
    enabled: validOrg,
  });
  const show = useMutation({ mutationFn: (k: string) => fetchRaw(orgId.trim(), type, k) });
  const open = (k: string) => {
    setKey(k);
    show.mutate(k);
  };
  const record = show.data;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Raw portal payload
      </Title>
      <Paper withBorder p="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Organisation"
            w={130}
            value={orgId}
            error={orgId && !validOrg ? 'Six letters or digits' : undefined}
            styles={{ input: { textTransform: 'uppercase', fontFamily: 'monospace' } }}
            onChange={(e) => setOrgId(e.currentTarget.value)}
          />
          <Select
            label="Record type"
            w={300}
            searchable
            value={type}
            allowDeselect={false}
            data={TYPE_CHOICES}
            onChange={(v) => v && setType(v)}
          />
          <TextInput
            label="Key"
            description="As in the record's address, e.g. the proceeding id"
            w={260}
            value={key}
            onChange={(e) => setKey(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && key.trim() && open(key.trim())}
          />
          <Button
            onClick={() => open(key.trim())}
            disabled={!validOrg || !key.trim()}
            loading={show.isPending}
          >
            Show
          </Button>
        </Group>
        {recent.data && recent.data.length > 0 && (
          <Group gap={4} mt="sm">
            <Text size="xs" c="dimmed">
              Latest:
            </Text>
            {recent.data.slice(0, 10).map((r) => (
              <Button
                key={r.key}
                size="compact-xs"
                variant="default"
                onClick={() => open(r.key)}
                title={r.title ?? undefined}
              >
                {decodeURIComponent(r.key)}
              </Button>
            ))}
          </Group>
        )}
      </Paper>
      {record && (
        <Stack gap="xs" data-testid="raw-record">
          <Text size="sm">
            <b>{record.title ?? record.key}</b> · {record.orgId} · {record.type} · source {record.source} ·
            first seen {momentText(record.firstSeenAt)} · updated {momentText(record.updatedAt)}
            {record.removedAt ? ` · gone from the portal ${momentText(record.removedAt)}` : ''}
          </Text>
          {record.raw === null && (
            <Alert color="gray" variant="light">
              No portal payload is kept for this record (TaxDesk made it, or it was entered by hand).
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <div>
              <Text size="xs" fw={600} mb={4}>
                As the portal sent it
              </Text>
              <Code block mah={480} style={{ overflow: 'auto' }} data-testid="raw-json">
                {JSON.stringify(record.raw, null, 2)}
              </Code>
            </div>
            <div>
              <Text size="xs" fw={600} mb={4}>
                As TaxDesk keeps it
              </Text>
              <Code block mah={480} style={{ overflow: 'auto' }}>
                {JSON.stringify(record.data, null, 2)}
              </Code>
            </div>
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
