import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ScreenProps } from '../../../app/screen-types';
import { pendingInvitation } from '../../../shared/auth/invitation-api';
import { fetchMembers, membersKey } from '../api/members-api';
import { AcceptInvitation } from './accept-invitation';
import { InvitationsTable } from './invitations-table';
import { InviteForm } from './invite-form';
import { MembersTable } from './members-table';

/** Users (`/{orgId}/user`): members and their roles; owners and admins invite and manage. */
export default function UsersScreen({ orgId }: ScreenProps) {
  const invite = pendingInvitation(orgId);
  if (invite) return <AcceptInvitation orgId={orgId} token={invite.token} />;
  return <Members orgId={orgId} />;
}

function Members({ orgId }: { orgId: string }) {
  const page = useQuery({ queryKey: membersKey(orgId), queryFn: () => fetchMembers(orgId) });
  return (
    <Stack gap="md">
      <div>
        <Title order={2}>Users</Title>
        <Text size="sm" c="dimmed">
          Owners and admins invite people and set their roles. Members work on the records; viewers only read.
        </Text>
      </div>
      {page.isError ? (
        <Alert color="red" title="Could not load the members">
          <Text size="sm" mb="xs">
            {(page.error as Error).message}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => void page.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : !page.data ? (
        <Group justify="center" p="xl">
          <Loader size="sm" />
        </Group>
      ) : (
        <>
          {page.data.canManage && <InviteForm orgId={orgId} myRole={page.data.role} />}
          <MembersTable orgId={orgId} page={page.data} />
          {page.data.canManage && <InvitationsTable orgId={orgId} page={page.data} />}
        </>
      )}
    </Stack>
  );
}
