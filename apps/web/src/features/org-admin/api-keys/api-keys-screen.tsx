import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ScreenProps } from '../../../app/screen-types';
import { apiKeysKey, fetchApiKeys, revokeApiKey, type ApiKey } from '../api/api-keys-api';
import { momentDayText, momentText } from '../../../shared/ui/moment-text';
import { NewKeyForm } from './new-key-form';
import { canManage, useOrgRole } from '../use-role';
import { CopyableValue } from '../../../shared/forms/copyable-value';

const STATUS_COLOR = { active: 'teal', expired: 'gray', revoked: 'red' } as const;

/** API Keys (`/{orgId}/api`): keys for programs, each shown once, stored hashed, revocable. */
export default function ApiKeysScreen({ orgId }: ScreenProps) {
  const role = useOrgRole(orgId);
  const [fresh, setFresh] = useState<(ApiKey & { key: string }) | null>(null);
  const allowed = canManage(role);
  return (
    <Stack gap="md">
      <div>
        <Title order={2}>API Keys</Title>
        <Text size="sm" c="dimmed">
          Programs call the TaxDesk API with a key instead of a sign-in: send it as <Code>X-API-Key</Code> or{' '}
          <Code>Authorization: Bearer</Code>. A key reaches only {orgId}. The API is described at{' '}
          <Anchor href="/api/docs" target="_blank">
            /api/docs
          </Anchor>
          .
        </Text>
      </div>
      {role !== null && !allowed ? (
        <Alert color="gray">Only owners and admins see and manage the organisation’s API keys.</Alert>
      ) : role === null ? null : (
        <KeysManager orgId={orgId} fresh={fresh} setFresh={setFresh} />
      )}
    </Stack>
  );
}

function KeysManager({
  orgId,
  fresh,
  setFresh,
}: {
  orgId: string;
  fresh: (ApiKey & { key: string }) | null;
  setFresh: (k: (ApiKey & { key: string }) | null) => void;
}) {
  const queryClient = useQueryClient();
  const keys = useQuery({ queryKey: apiKeysKey(orgId), queryFn: () => fetchApiKeys(orgId) });
  const revoke = useMutation({
    mutationFn: (id: string) => revokeApiKey(orgId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey(orgId) }),
  });
  return (
    <>
      <NewKeyForm orgId={orgId} onCreated={setFresh} />
      {fresh && (
        <Alert
          color="teal"
          title={`Key “${fresh.name}” created`}
          withCloseButton
          onClose={() => setFresh(null)}
          data-testid="new-key"
        >
          <Text size="sm" mb={6}>
            Copy it now: it is not shown again and TaxDesk keeps only a fingerprint of it.
          </Text>
          <CopyableValue value={fresh.key} testId="api-key-secret" />
          <Text size="xs" c="dimmed" mt={6} style={{ wordBreak: 'break-all' }}>
            curl -H "X-API-Key: {fresh.key}" {window.location.origin}/api/o/{orgId}/records/itNotice
          </Text>
        </Alert>
      )}
      <Paper withBorder>
        {keys.isPending ? (
          <Group justify="center" p="xl">
            <Loader size="sm" />
          </Group>
        ) : keys.isError ? (
          <Alert color="red">{(keys.error as Error).message}</Alert>
        ) : keys.data.length === 0 ? (
          <Text p="xl" ta="center" c="dimmed">
            No API keys yet
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing={6} striped data-testid="api-keys">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Key</Table.Th>
                  <Table.Th>Scope</Table.Th>
                  <Table.Th>Expires</Table.Th>
                  <Table.Th>Last used</Table.Th>
                  <Table.Th>Created</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {keys.data.map((k) => (
                  <Table.Tr key={k.id} data-name={k.name}>
                    <Table.Td>{k.name}</Table.Td>
                    <Table.Td>
                      <Code>{k.prefix}…</Code>
                    </Table.Td>
                    <Table.Td>{k.scope === 'write' ? 'Read and write' : 'Read'}</Table.Td>
                    <Table.Td>{k.expiresAt ? momentDayText(k.expiresAt) : 'Never'}</Table.Td>
                    <Table.Td>{k.lastUsedAt ? momentText(k.lastUsedAt) : 'Never'}</Table.Td>
                    <Table.Td>
                      {momentDayText(k.createdAt)}
                      {k.createdBy ? ` · ${k.createdBy}` : ''}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={STATUS_COLOR[k.status]}>
                        {k.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">
                      {k.status !== 'revoked' && (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          loading={revoke.isPending && revoke.variables === k.id}
                          onClick={() => revoke.mutate(k.id)}
                        >
                          Revoke
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </>
  );
}
