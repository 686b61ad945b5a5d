import { ROLE_LABELS, ROLES, type Member, type MembersPage, type Role } from '@taxdesk/domain';
import { Badge, Button, Group, Modal, Paper, Select, Table, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { clearOrgInfo } from '../../../shared/org/org-info-store';
import { useNavigateToPath } from '../../../shared/routing/path-link';
import { changeMemberRole, membersKey, removeMember } from '../api/members-api';
import { momentDayText } from '../../../shared/ui/moment-text';

/** What the signed-in member may do to a row: change its role, remove it, or leave (their own row). */
function rights(page: MembersPage, m: Member) {
  const self = m.userId === page.you;
  const touchOwner = m.role === 'owner' && page.role !== 'owner';
  const manage = page.canManage && !touchOwner;
  return {
    self,
    editRole: manage,
    remove: manage && !self,
    leave: self && page.role !== 'viewer',
  };
}

export function MembersTable({ orgId, page }: { orgId: string; page: MembersPage }) {
  const queryClient = useQueryClient();
  const navigate = useNavigateToPath();
  const [removing, setRemoving] = useState<Member | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: membersKey(orgId) });
  const change = useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) => changeMemberRole(orgId, userId, role),
    onSuccess: (_d, v) => {
      // My own role changed: the org info (and with it what the screens offer) must follow.
      if (v.userId === page.you) clearOrgInfo();
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (m: Member) => removeMember(orgId, m.userId),
    onSuccess: async (_d, m) => {
      setRemoving(null);
      if (m.userId === page.you) {
        clearOrgInfo();
        queryClient.clear();
        await navigate({ to: '/login', replace: true });
        return;
      }
      void refresh();
    },
  });
  const roleChoices = ROLES.filter((r) => r !== 'owner' || page.role === 'owner').map((r) => ({
    value: r,
    label: ROLE_LABELS[r],
  }));

  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing={6} striped data-testid="members">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Joined</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.members.map((m) => {
              const can = rights(page, m);
              return (
                <Table.Tr key={m.userId} data-email={m.email}>
                  <Table.Td>
                    {m.name}{' '}
                    {can.self && (
                      <Badge size="xs" variant="light" ml={4}>
                        you
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{m.email}</Table.Td>
                  <Table.Td>
                    {can.editRole ? (
                      <Select
                        size="xs"
                        w={120}
                        aria-label={`Role of ${m.email}`}
                        data={roleChoices}
                        value={m.role}
                        allowDeselect={false}
                        disabled={change.isPending}
                        onChange={(v) =>
                          v && v !== m.role && change.mutate({ userId: m.userId, role: v as Role })
                        }
                      />
                    ) : (
                      <Text size="sm">{ROLE_LABELS[m.role]}</Text>
                    )}
                  </Table.Td>
                  <Table.Td>{momentDayText(m.joinedAt)}</Table.Td>
                  <Table.Td ta="right">
                    {(can.remove || can.leave) && (
                      <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(m)}>
                        {can.self ? 'Leave' : 'Remove'}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={removing?.userId === page.you ? 'Leave the organisation?' : 'Remove this member?'}
      >
        <Text size="sm" mb="md">
          {removing?.userId === page.you
            ? `You will lose access to ${orgId} until someone invites you again.`
            : `${removing?.name} (${removing?.email}) will lose access to ${orgId}.`}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setRemoving(null)}>
            Cancel
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => removing && remove.mutate(removing)}>
            {removing?.userId === page.you ? 'Leave' : 'Remove'}
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}
