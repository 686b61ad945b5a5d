import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignedInSession } from '@taxdesk/domain';
import { signOut, signOutEverywhere } from '../../../shared/auth/auth-api';
import { useNavigateToPath } from '../../../shared/routing/path-link';
import { fetchMySessions, mySessionsKey, signOutOtherSessions, signOutSession } from '../api/sessions-api';
import { momentText } from '../../../shared/ui/moment-text';

/**
 * Settings → Signed-in sessions: every browser the person is signed in on, to recognise and end
 * one (a lost laptop, a shared computer). Each member sees only their own.
 */
export function SignedInSessions() {
  const queryClient = useQueryClient();
  const navigate = useNavigateToPath();
  const sessions = useQuery({ queryKey: mySessionsKey, queryFn: fetchMySessions });
  const refresh = () => queryClient.invalidateQueries({ queryKey: mySessionsKey });
  const toLogin = () => navigate({ to: '/login', replace: true });
  const one = useMutation({
    mutationFn: async (s: SignedInSession) => {
      // Ending this browser's own session is signing out here.
      if (s.current) return signOut().then(toLogin);
      await signOutSession(s.id);
    },
    onSuccess: refresh,
  });
  const others = useMutation({ mutationFn: signOutOtherSessions, onSuccess: refresh });
  const everywhere = useMutation({ mutationFn: () => signOutEverywhere().then(toLogin) });
  const hasOthers = !!sessions.data?.some((s) => !s.current);
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          Signed-in sessions
        </Title>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            disabled={!hasOthers}
            loading={others.isPending}
            onClick={() => others.mutate()}
          >
            Sign out everywhere else
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            loading={everywhere.isPending}
            onClick={() => everywhere.mutate()}
          >
            Sign out everywhere
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        The browsers you are signed in on. Sign out any you do not recognise; it stops at its next step.
      </Text>
      {sessions.isPending ? (
        <Group justify="center" p="md">
          <Loader size="sm" />
        </Group>
      ) : sessions.isError ? (
        <Alert color="red">{(sessions.error as Error).message}</Alert>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing={6} striped data-testid="signed-in-sessions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Device</Table.Th>
                <Table.Th>Address</Table.Th>
                <Table.Th>Started</Table.Th>
                <Table.Th>Last active</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.data.map((s) => (
                <Table.Tr key={s.id} data-current={s.current || undefined}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <span>{s.device ?? 'Unknown device'}</span>
                      {s.current && (
                        <Badge variant="light" color="teal">
                          This session
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{s.address ?? '—'}</Table.Td>
                  <Table.Td>{momentText(s.startedAt)}</Table.Td>
                  <Table.Td>{momentText(s.lastActiveAt)}</Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={`Sign out ${s.device ?? 'Unknown device'}${s.current ? ' (this session)' : ''}, started ${momentText(s.startedAt)}`}
                      loading={one.isPending && one.variables?.id === s.id}
                      onClick={() => one.mutate(s)}
                    >
                      Sign out
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
