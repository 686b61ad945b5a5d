import { Badge, Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { formatDateTime } from '@taxdesk/domain';
import { AppLink } from '../../shared/resource';
import { accountState } from './account-state';
import type { SyncAccount } from './rp-arca-api';

type Props = {
  accounts: readonly SyncAccount[];
  keyLabel: string;
  itemLabel: string;
  accountHref?: (key: string) => string;
  /** With a selection, rows have checkboxes (sync chosen accounts). */
  selected?: ReadonlySet<string>;
  onToggle?: (key: string) => void;
  onToggleAll?: (all: boolean) => void;
  /** Offers "Update password" on blocked logins. */
  onUpdatePassword?: (key: string) => void;
};

function runLine(a: SyncAccount): string {
  const run = a.lastRun;
  if (!run) return '';
  if (run.status === 'running')
    return run.currentModule
      ? `${run.currentModule}${run.moduleCount ? ` (${(run.modulesDone ?? 0) + 1} of ${run.moduleCount})` : ''}`
      : 'Starting';
  if (run.status === 'queued') return 'Waiting for a worker';
  if (run.status === 'login_blocked') return 'Not signed in';
  if (run.status === 'cancelled') return 'Cancelled';
  const parts = [`${run.newCount} new`, `${run.changedCount} changed`];
  if (run.failedCount) parts.push(`${run.failedCount} failed`);
  return parts.join(' · ');
}

/** The accounts of a sync screen with their state, the reason when blocked, and the latest run. */
export function SyncAccountsTable(props: Props) {
  const { accounts, keyLabel, itemLabel, accountHref, selected, onToggle, onToggleAll, onUpdatePassword } =
    props;
  const now = Date.now();
  const all = selected !== undefined && accounts.length > 0 && accounts.every((a) => selected.has(a.key));
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing={6} highlightOnHover data-sync-accounts>
        <Table.Thead>
          <Table.Tr>
            {selected ? (
              <Table.Th w={36}>
                <Checkbox
                  aria-label="Choose all"
                  checked={all}
                  indeterminate={!all && selected.size > 0}
                  onChange={() => onToggleAll?.(!all)}
                />
              </Table.Th>
            ) : null}
            <Table.Th>{keyLabel}</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Last synced</Table.Th>
            <Table.Th ta="right">{itemLabel}</Table.Th>
            <Table.Th>Latest run</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.map((a) => {
            const state = accountState(a, now);
            const href = accountHref?.(a.key);
            return (
              <Table.Tr key={a.key} data-account={a.key} data-state={state.key}>
                {selected ? (
                  <Table.Td>
                    <Checkbox
                      aria-label={`Choose ${a.key}`}
                      checked={selected.has(a.key)}
                      onChange={() => onToggle?.(a.key)}
                    />
                  </Table.Td>
                ) : null}
                <Table.Td ff="monospace">{href ? <AppLink to={href}>{a.key}</AppLink> : a.key}</Table.Td>
                <Table.Td>{a.name ?? ''}</Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <Group gap={6} wrap="nowrap">
                      <Badge color={state.color} variant="light">
                        {state.label}
                      </Badge>
                      {state.key === 'blocked' && onUpdatePassword ? (
                        <Button size="compact-xs" variant="subtle" onClick={() => onUpdatePassword(a.key)}>
                          Update password
                        </Button>
                      ) : null}
                    </Group>
                    {state.reason ? (
                      <Text size="xs" c="dimmed" maw={320}>
                        {state.reason}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{a.lastSyncedAt ? formatDateTime(a.lastSyncedAt) : 'Never'}</Text>
                </Table.Td>
                <Table.Td ta="right">{a.itemCount ?? ''}</Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {runLine(a)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
