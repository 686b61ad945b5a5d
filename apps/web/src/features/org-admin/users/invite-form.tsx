import { ROLE_LABELS, type CreatedInvitation, type Role } from '@taxdesk/domain';
import { Alert, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/client';
import { inviteMember, membersKey } from '../api/members-api';
import { CopyableValue } from '../../../shared/forms/copyable-value';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Invite by email: the link is also shown once, to pass on when email is not set up. */
export function InviteForm({ orgId, myRole }: { orgId: string; myRole: Role }) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('member');
  const [touched, setTouched] = useState(false);
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const roles = (Object.keys(ROLE_LABELS) as Role[]).filter((r) => r !== 'owner' || myRole === 'owner');
  const invalid = touched && !EMAIL.test(email.trim()) ? 'Please enter a valid email address.' : null;

  const invite = useMutation({
    mutationFn: () => inviteMember(orgId, { email: email.trim(), role }),
    onSuccess: (data) => {
      setCreated(data);
      setEmail('');
      setTouched(false);
      void queryClient.invalidateQueries({ queryKey: membersKey(orgId) });
    },
    onError: (error) => setServerError(error instanceof ApiError ? error.message : String(error)),
  });

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Invite a colleague
        </Title>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setTouched(true);
            setServerError(null);
            if (EMAIL.test(email.trim())) invite.mutate();
          }}
        >
          <Group align="flex-start" gap="sm">
            <TextInput
              label="Email"
              placeholder="colleague@firm.in"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              onBlur={() => setTouched(email !== '')}
              error={invalid ?? serverError}
              style={{ flex: 1, minWidth: 240 }}
              autoComplete="off"
            />
            <Select
              label="Role"
              data={roles.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
              value={role}
              onChange={(v) => v && setRole(v as Role)}
              allowDeselect={false}
              w={140}
            />
            <Button type="submit" mt={25} loading={invite.isPending}>
              Send invitation
            </Button>
          </Group>
        </form>
        {created && (
          <Alert
            color={created.delivery.status === 'failed' ? 'yellow' : 'teal'}
            withCloseButton
            onClose={() => setCreated(null)}
            title={
              created.delivery.status === 'sent'
                ? `Invitation emailed to ${created.email}`
                : `Invitation for ${created.email} created`
            }
            data-testid="invite-link"
          >
            <Text size="sm" mb={6}>
              {created.delivery.status === 'sent'
                ? 'You can also pass on this link. It works once, for that email address, for 7 days:'
                : created.delivery.status === 'logged'
                  ? 'Email is not configured on this server: send this link to your colleague yourself. It works once, for that email address, for 7 days:'
                  : `The email could not be sent (${created.delivery.error}). Send this link yourself:`}
            </Text>
            <CopyableValue value={created.acceptUrl} testId="invite-url" copyLabel="Copy link" />
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
