import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { accountReasonText, formatDateTime, type SyncAccount } from '@taxdesk/domain';
import { AppLink } from '../resource';
import { BADGE_STYLES } from '../sync';
import { ACCOUNT_STATE_COLOURS, accountRowState, accountStateLabel, BLOCKED_STATES } from './account-state';

/** Rows past this are not drawn: the counts above say how many there are, Sync selected finds any. */
const MAX_ROWS = 300;

type Props = {
  accounts: readonly SyncAccount[];
  staleAfterDays: number;
  keyLabel: string;
  accountHref?: (key: string) => string;
  /** Offers "Update password" on blocked logins (portals that sign in with a password). */
  onUpdatePassword?: (account: SyncAccount) => void;
};

/** A portal's accounts with their state, the reason when blocked, and when each last synced. */
export function SyncAccountsTable({
  accounts,
  staleAfterDays,
  keyLabel,
  accountHref,
  onUpdatePassword,
}: Props) {
  return (
    <>
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing={6} highlightOnHover data-sync-accounts>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{keyLabel}</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>Last synced</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {accounts.slice(0, MAX_ROWS).map((a) => (
              <Table.Tr key={a.accountKey} data-account={a.accountKey} data-state={accountRowState(a.state)}>
                <Table.Td ff="monospace">
                  {accountHref ? (
                    <AppLink to={accountHref(a.accountKey)}>{a.accountKey}</AppLink>
                  ) : (
                    a.accountKey
                  )}
                </Table.Td>
                <Table.Td>{a.name ?? ''}</Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <Group gap={6} wrap="nowrap">
                      <Badge
                        color={ACCOUNT_STATE_COLOURS[a.state]}
                        variant="light"
                        tt="none"
                        styles={BADGE_STYLES}
                      >
                        {accountStateLabel(a.state, staleAfterDays).replace(/ \(.*\)$/, '')}
                      </Badge>
                      {a.syncing ? (
                        <Badge color="blue" variant="dot" tt="none">
                          Syncing
                        </Badge>
                      ) : null}
                      {BLOCKED_STATES.includes(a.state) && onUpdatePassword ? (
                        <Button size="compact-xs" variant="subtle" onClick={() => onUpdatePassword(a)}>
                          Update password
                        </Button>
                      ) : null}
                    </Group>
                    {a.reason ? (
                      <Text size="xs" c="dimmed" maw={360}>
                        {accountReasonText(a)}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm">{a.lastSyncedAt ? formatDateTime(a.lastSyncedAt) : 'Never'}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {accounts.length > MAX_ROWS ? (
        <Text size="sm" c="dimmed">
          Showing the first {MAX_ROWS} of {accounts.length.toLocaleString('en-IN')} accounts.
        </Text>
      ) : null}
    </>
  );
}
