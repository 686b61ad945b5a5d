import { ROLE_LABELS, ROLES, type Role } from '@taxdesk/domain';
import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ScreenProps } from '../../../app/screen-types';
import { PathLink } from '../../../shared/routing/path-link';
import {
  fetchImportConfig,
  importConfigKey,
  saveImportConfig,
  type UserImportConfig,
} from '../api/import-users-api';

import { useOrgRole } from '../use-role';

/** Import Users Configuration: which column headers hold email, name and role, and the default role. */
export default function ImportUsersConfigScreen({ orgId }: ScreenProps) {
  const queryClient = useQueryClient();
  const role = useOrgRole(orgId);
  const config = useQuery({ queryKey: importConfigKey(orgId), queryFn: () => fetchImportConfig(orgId) });
  const [draft, setDraft] = useState<UserImportConfig | null>(null);
  useEffect(() => {
    if (config.data) setDraft({ mapping: config.data.mapping, defaultRole: config.data.defaultRole });
  }, [config.data]);
  const save = useMutation({
    mutationFn: (body: UserImportConfig) => saveImportConfig(orgId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importConfigKey(orgId) }),
  });
  const canEdit = !!config.data?.canEdit;
  const setHeader = (key: keyof UserImportConfig['mapping'], value: string) =>
    setDraft((d) => (d ? { ...d, mapping: { ...d.mapping, [key]: value } } : d));
  return (
    <Stack gap="md" maw={720}>
      <div>
        <Title order={2}>Import Users Configuration</Title>
        <Text size="sm" c="dimmed">
          How your member spreadsheets read. Headers are matched ignoring case, spaces and punctuation. A row
          without a role gets the default role. Then go to{' '}
          <PathLink to={`/${orgId}/importusers`}>Import Users</PathLink>.
        </Text>
      </div>
      {config.isError ? (
        <Alert color="red">{(config.error as Error).message}</Alert>
      ) : !draft ? (
        <Group justify="center" p="xl">
          <Loader size="sm" />
        </Group>
      ) : (
        <Paper withBorder p="md">
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              save.mutate(draft);
            }}
          >
            <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0 }}>
              <Stack gap="sm">
                {!canEdit && <Alert color="gray">Only owners and admins change these settings.</Alert>}
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <TextInput
                    label="Email column"
                    required
                    value={draft.mapping.email}
                    error={draft.mapping.email.trim() ? null : 'Email column is required.'}
                    onChange={(e) => setHeader('email', e.currentTarget.value)}
                  />
                  <TextInput
                    label="Name column"
                    required
                    value={draft.mapping.name}
                    onChange={(e) => setHeader('name', e.currentTarget.value)}
                  />
                  <TextInput
                    label="Role column"
                    required
                    value={draft.mapping.role}
                    onChange={(e) => setHeader('role', e.currentTarget.value)}
                  />
                </SimpleGrid>
                <Select
                  label="Default role"
                  w={200}
                  allowDeselect={false}
                  data={ROLES.filter((r) => r !== 'owner' || role === 'owner').map((r) => ({
                    value: r,
                    label: ROLE_LABELS[r],
                  }))}
                  value={draft.defaultRole}
                  onChange={(v) => v && setDraft({ ...draft, defaultRole: v as Role })}
                  disabled={!canEdit}
                />
                {canEdit && (
                  <Group justify="flex-end">
                    <Button type="submit" loading={save.isPending}>
                      Save
                    </Button>
                  </Group>
                )}
              </Stack>
            </fieldset>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
