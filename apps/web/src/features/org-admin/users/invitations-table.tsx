import { ROLE_LABELS, type MembersPage } from '@taxdesk/domain';
import { Badge, Button, Group, Paper, Table, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { membersKey, resendInvitation, revokeInvitation } from '../api/members-api';
import { momentText } from '../../../shared/ui/moment-text';

/** Invitations not yet accepted: send again (a new link, 7 more days) or withdraw. */
export function InvitationsTable({ orgId, page }: { orgId: string; page: MembersPage }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: membersKey(orgId) });
  const resend = useMutation({ mutationFn: (id: string) => resendInvitation(orgId, id), onSuccess: refresh });
  const revoke = useMutation({ mutationFn: (id: string) => revokeInvitation(orgId, id), onSuccess: refresh });
  if (page.invitations.length === 0) return null;
  return (
    <Paper withBorder p="md">
      <Title order={3} size="h4" mb="sm">
        Invitations
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing={6} data-testid="invitations">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Email</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Invited by</Table.Th>
              <Table.Th>Valid until</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.invitations.map((inv) => {
              const mayTouch = inv.role !== 'owner' || page.role === 'owner';
              return (
                <Table.Tr key={inv.id} data-email={inv.email}>
                  <Table.Td>{inv.email}</Table.Td>
                  <Table.Td>{ROLE_LABELS[inv.role]}</Table.Td>
                  <Table.Td>{inv.invitedBy ?? (inv.source === 'import' ? 'Import' : '—')}</Table.Td>
                  <Table.Td>{momentText(inv.expiresAt)}</Table.Td>
                  <Table.Td>
                    <Badge color={inv.status === 'pending' ? 'blue' : 'gray'} variant="light">
                      {inv.status === 'pending' ? 'Pending' : 'Expired'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {mayTouch && (
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="subtle"
                          loading={resend.isPending && resend.variables === inv.id}
                          onClick={() => resend.mutate(inv.id)}
                        >
                          Send again
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          loading={revoke.isPending && revoke.variables === inv.id}
                          onClick={() => revoke.mutate(inv.id)}
                        >
                          Withdraw
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
