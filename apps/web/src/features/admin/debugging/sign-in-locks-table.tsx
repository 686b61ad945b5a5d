import { Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clearSignInLock, fetchSignInLocks, signInLockKeys, type SignInLock } from '../api/sign-in-locks-api';
import { momentText } from '../../../shared/ui/moment-text';
import { QueryState } from '../ui/query-state';

const KIND_LABEL: Record<SignInLock['kind'], string> = {
  pair: 'Address, for one account',
  address: 'Address, for every account',
  account: 'Account, from new and failing addresses',
};

/** What a lock holds back, in the words of its kind; an account lock says whom it still lets in. */
function heldBack(lock: SignInLock): string {
  if (lock.kind !== 'account' || lock.knownAddresses === undefined) return KIND_LABEL[lock.kind];
  const n = lock.knownAddresses;
  return `${KIND_LABEL.account} (${n === 0 ? 'no known address' : n === 1 ? '1 known address still gets in' : `${n} known addresses still get in`})`;
}

const lockKey = (lock: SignInLock) => `${lock.kind} ${lock.address ?? ''} ${lock.email ?? ''}`;

/** Addresses and accounts that failed to sign in too often and are held back now; Clear forgets their failures. */
export function SignInLocksTable() {
  const queryClient = useQueryClient();
  const locks = useQuery({
    queryKey: signInLockKeys.all,
    queryFn: fetchSignInLocks,
    refetchInterval: 15_000,
  });
  const clear = useMutation({
    mutationFn: (lock: SignInLock) => clearSignInLock(lock),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: signInLockKeys.all }),
  });
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Sign-in locks
      </Title>
      <QueryState query={locks} what="the sign-in locks">
        {(rows) => (
          <Paper withBorder>
            <Table.ScrollContainer minWidth={760}>
              <Table verticalSpacing={4} fz="sm" data-testid="sign-in-locks">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Held back</Table.Th>
                    <Table.Th>Address</Table.Th>
                    <Table.Th>Account</Table.Th>
                    <Table.Th ta="right">Failures</Table.Th>
                    <Table.Th>Until</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.length === 0 && (
                    <Table.Tr>
                      <Table.Td colSpan={6}>
                        <Text size="sm" c="dimmed" ta="center" py="sm">
                          No address or account is held back from signing in.
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  )}
                  {rows.map((lock) => (
                    <Table.Tr key={lockKey(lock)} data-lock={lockKey(lock)}>
                      <Table.Td>{heldBack(lock)}</Table.Td>
                      <Table.Td ff="monospace">{lock.address ?? '—'}</Table.Td>
                      <Table.Td>{lock.email ?? '—'}</Table.Td>
                      <Table.Td ta="right">{lock.failures}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{momentText(lock.lockedUntil)}</Table.Td>
                      <Table.Td ta="right">
                        <Button
                          size="compact-xs"
                          variant="light"
                          aria-label={`Clear the lock on ${[lock.address, lock.email].filter(Boolean).join(' for ')}`}
                          loading={clear.isPending && clear.variables === lock}
                          onClick={() => clear.mutate(lock)}
                        >
                          Clear
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
      </QueryState>
    </Stack>
  );
}
