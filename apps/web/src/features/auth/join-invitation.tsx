import { Alert, Anchor, Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../shared/api/client';
import { acceptInvitation, forgetInvitation, lookupInvitation } from '../../shared/auth/invitation-api';
import { setSession } from '../../shared/auth/session';
import { useNavigateToPath } from '../../shared/routing/path-link';

const ROLE_WORD = { owner: 'an owner', admin: 'an admin', member: 'a member', viewer: 'a viewer' } as const;

/**
 * Signup reached from an invitation link: join the inviting organisation (the profile is made on
 * the way) instead of creating one.
 */
export function JoinInvitation({
  orgId,
  token,
  onCreateOwn,
}: {
  orgId: string;
  token: string;
  onCreateOwn: () => void;
}) {
  const [name, setName] = useState('');
  const navigate = useNavigateToPath();
  const queryClient = useQueryClient();
  const info = useQuery({
    queryKey: ['invitation', orgId, token],
    queryFn: () => lookupInvitation(orgId, token),
    retry: false,
  });
  const accept = useMutation({
    mutationFn: () => acceptInvitation(orgId, token, name.trim()),
    onSuccess: async (joined) => {
      forgetInvitation();
      if (joined.session) setSession(joined.session);
      queryClient.clear();
      await navigate({ to: `/${joined.orgId}`, replace: true });
    },
  });
  if (info.isPending) return <Loader size="sm" />;
  if (info.isError) {
    return (
      <Stack gap="sm">
        <Alert color="red" title="This invitation cannot be used">
          {info.error instanceof ApiError ? info.error.message : String(info.error)}
        </Alert>
        <Anchor component="button" type="button" onClick={onCreateOwn}>
          Create my own organisation instead
        </Anchor>
      </Stack>
    );
  }
  const inv = info.data;
  return (
    <Stack gap="sm" data-join={inv.orgId}>
      <Text>
        {inv.invitedBy ?? 'An administrator'} invited <b>{inv.email}</b> to join <b>{inv.orgName}</b> as{' '}
        {ROLE_WORD[inv.role]}.
      </Text>
      {inv.status !== 'pending' ? (
        <Alert color="yellow">
          {inv.status === 'expired'
            ? 'This invitation has expired. Ask for a new one.'
            : 'This invitation can no longer be used.'}
        </Alert>
      ) : (
        <>
          <TextInput
            label="Your name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={120}
            required
          />
          <Button
            onClick={() => accept.mutate()}
            loading={accept.isPending}
            disabled={!name.trim()}
            fullWidth
          >
            Join {inv.orgName}
          </Button>
        </>
      )}
      <Anchor component="button" type="button" size="sm" onClick={onCreateOwn}>
        Create my own organisation instead
      </Anchor>
    </Stack>
  );
}
