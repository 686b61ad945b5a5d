import { Alert, Button, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ScreenProps } from '../../../app/screen-types';
import { clearOrgInfo } from '../../../shared/org/org-info-store';
import { saveBlob } from '../../../shared/resource/export-file';
import { useNavigateToPath } from '../../../shared/routing/path-link';
import { deleteOrganisation, downloadOrgExport } from '../api/account-api';
import { useOrgRole } from '../use-role';

/** Delete Account (`/{orgId}/accountdelete`): export first, then delete after typing the id. Owners only. */
export default function AccountDeleteScreen({ orgId }: ScreenProps) {
  const role = useOrgRole(orgId);
  const queryClient = useQueryClient();
  const navigate = useNavigateToPath();
  const [typed, setTyped] = useState('');
  const exporting = useMutation({
    mutationFn: () => downloadOrgExport(orgId),
    onSuccess: (blob) => saveBlob(blob, `taxdesk-${orgId}-${new Date().toISOString().slice(0, 10)}.zip`),
  });
  const remove = useMutation({
    mutationFn: () => deleteOrganisation(orgId, typed.trim()),
    onSuccess: async () => {
      clearOrgInfo();
      queryClient.clear();
      await navigate({ to: '/login', replace: true });
    },
  });
  const matches = typed.trim().toUpperCase() === orgId.toUpperCase();
  return (
    <Stack gap="md" maw={720}>
      <Title order={2}>Delete Account</Title>
      {role !== null && role !== 'owner' ? (
        <Alert color="gray">Only the organisation’s owners can export or delete it.</Alert>
      ) : (
        <>
          <Paper withBorder p="md">
            <Stack gap="sm">
              <Title order={3} size="h4">
                1. Keep a copy
              </Title>
              <Text size="sm">
                Download everything {orgId} holds as one ZIP: a spreadsheet per record type, every stored
                document, the members and the settings.
              </Text>
              <Group>
                <Button variant="light" loading={exporting.isPending} onClick={() => exporting.mutate()}>
                  Download all data (ZIP)
                </Button>
              </Group>
            </Stack>
          </Paper>
          <Paper withBorder p="md" style={{ borderColor: 'var(--mantine-color-red-4)' }}>
            <Stack gap="sm">
              <Title order={3} size="h4" c="red">
                2. Delete the organisation
              </Title>
              <Text size="sm">This cannot be undone. Deleting {orgId} removes, for everyone:</Text>
              <List size="sm">
                <List.Item>
                  every client account, its stored portal password and every synced record and document
                </List.Item>
                <List.Item>the members, invitations, API keys, settings and sync history</List.Item>
              </List>
              <TextInput
                label={`Type ${orgId} to confirm`}
                value={typed}
                onChange={(e) => setTyped(e.currentTarget.value)}
                autoComplete="off"
                maw={260}
              />
              <Group>
                <Button
                  color="red"
                  disabled={!matches}
                  loading={remove.isPending}
                  onClick={() => remove.mutate()}
                >
                  Delete {orgId} and all its data
                </Button>
              </Group>
            </Stack>
          </Paper>
        </>
      )}
    </Stack>
  );
}
