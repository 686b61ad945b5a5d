import { Button, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiKeysKey, createApiKey, type ApiKey, type ApiKeyScope } from '../api/api-keys-api';

const EXPIRIES = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
];

/** Keys live a year at most (the server refuses longer); a shorter life can be chosen. */
function expiryFrom(choice: string): string {
  return new Date(Date.now() + Number(choice) * 86_400_000).toISOString();
}

/** Name, scope and expiry of a new key; the secret comes back once, for the caller to show. */
export function NewKeyForm({
  orgId,
  onCreated,
}: {
  orgId: string;
  onCreated: (key: ApiKey & { key: string }) => void;
}) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [expiry, setExpiry] = useState('90');
  const [touched, setTouched] = useState(false);
  const create = useMutation({
    mutationFn: () => createApiKey(orgId, { name: name.trim(), scope, expiresAt: expiryFrom(expiry) }),
    onSuccess: (key) => {
      onCreated(key);
      setName('');
      setTouched(false);
      void queryClient.invalidateQueries({ queryKey: apiKeysKey(orgId) });
    },
  });
  const nameError = touched && !name.trim() ? 'Name is required.' : null;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Create an API key
        </Title>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setTouched(true);
            if (name.trim()) create.mutate();
          }}
        >
          <Group align="flex-start" gap="sm">
            <TextInput
              label="Name"
              placeholder="e.g. Reporting script"
              value={name}
              maxLength={100}
              onChange={(e) => setName(e.currentTarget.value)}
              onBlur={() => setTouched(true)}
              error={nameError}
              style={{ flex: 1, minWidth: 220 }}
            />
            <Select
              label="Scope"
              w={170}
              allowDeselect={false}
              data={[
                { value: 'read', label: 'Read' },
                { value: 'write', label: 'Read and write' },
              ]}
              value={scope}
              onChange={(v) => v && setScope(v as ApiKeyScope)}
            />
            <Select
              label="Expires after"
              w={140}
              allowDeselect={false}
              data={EXPIRIES}
              value={expiry}
              onChange={(v) => v && setExpiry(v)}
            />
            <Button type="submit" mt={25} loading={create.isPending}>
              Create key
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
