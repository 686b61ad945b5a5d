import { ROLE_LABELS } from '@taxdesk/domain';
import { Alert, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../shared/api/client';
import { forgetInvitation } from '../../../shared/auth/invitation-api';
import { setSession } from '../../../shared/auth/session';
import { useMe } from '../../../shared/me/use-me';
import { clearOrgInfo } from '../../../shared/org/org-info-store';
import { useNavigateToPath } from '../../../shared/routing/path-link';
import { acceptInvitation, lookupInvitation } from '../../../shared/auth/invitation-api';

import { momentText } from '../../../shared/ui/moment-text';

/** The page an invitation link opens (`/{orgId}/user#invite=…`), once signed in: who invites, as what, and Accept. */
export function AcceptInvitation({ orgId, token }: { orgId: string; token: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigateToPath();
  const me = useMe();
  const [name, setName] = useState('');
  const info = useQuery({
    queryKey: ['org-admin', 'invitation', orgId, token],
    queryFn: () => lookupInvitation(orgId, token),
    retry: false,
  });
  const accept = useMutation({
    mutationFn: () => acceptInvitation(orgId, token, name.trim() || undefined),
    onSuccess: async (joined) => {
      forgetInvitation();
      if (joined.session) setSession(joined.session);
      clearOrgInfo();
      queryClient.clear();
      await navigate({ to: `/${joined.orgId}`, replace: true });
    },
  });

  // An invitation that cannot be used is shown once; the next visit to Users shows the members.
  const unusable = info.isError || (info.data !== undefined && info.data.status !== 'pending');
  useEffect(() => {
    if (unusable) forgetInvitation();
  }, [unusable]);

  if (info.isPending)
    return (
      <Group justify="center" p="xl">
        <Loader size="sm" />
      </Group>
    );
  if (info.isError)
    return (
      <Alert color="red" title="This invitation cannot be used" maw={560} mx="auto" mt="xl">
        {info.error instanceof ApiError ? info.error.message : String(info.error)}
      </Alert>
    );
  const inv = info.data;
  const open = inv.status === 'pending';
  const signedInAs = me.data?.user.email;
  return (
    <Card withBorder maw={560} mx="auto" mt="xl" p="lg">
      <Stack gap="sm">
        <Title order={3}>Join {inv.orgName}</Title>
        <Text>
          {inv.invitedBy ?? 'An administrator'} invited <b>{inv.email}</b> to {inv.orgName} ({inv.orgId}) as{' '}
          <b>{ROLE_LABELS[inv.role]}</b>.
        </Text>
        {!open && (
          <Alert color="yellow">
            {inv.status === 'expired'
              ? 'This invitation has expired. Ask for a new one.'
              : inv.status === 'accepted'
                ? 'This invitation has already been accepted.'
                : 'This invitation was withdrawn.'}
          </Alert>
        )}
        {open && (
          <>
            <Text size="sm" c="dimmed">
              Valid until {momentText(inv.expiresAt)}.
              {signedInAs && signedInAs !== inv.email ? ` You are signed in as ${signedInAs}.` : ''}
            </Text>
            {me.isError && (
              <TextInput
                label="Your name"
                placeholder="As your colleagues know you"
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                maxLength={120}
              />
            )}
            <Group justify="flex-end">
              <Button loading={accept.isPending} onClick={() => accept.mutate()}>
                Accept and join
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
