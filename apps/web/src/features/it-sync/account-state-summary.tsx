import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SYNC_ACCOUNT_STATES, type SyncAccountState } from '@taxdesk/domain';
import { Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { ACCOUNT_STATE_COLOURS, ACCOUNT_STATE_ORDER } from './account-state';
import { itSyncAccountsOptions } from './it-sync-api';

const PathLink = Link as unknown as ComponentType<Record<string, unknown> & { to: string; search?: object }>;

/** How many accounts are synced, stale, never synced or blocked; each opens the accounts in that state. */
export function AccountStateSummary({ orgId }: { orgId: string }) {
  const list = useQuery(itSyncAccountsOptions(orgId));
  const counts = list.data?.counts;
  const staleDays = list.data?.staleAfterDays ?? 3;
  const target = (state: SyncAccountState) =>
    state === 'login_blocked' || state === 'otp_required'
      ? { to: `/${orgId}/it/loginblocked` }
      : { to: `/${orgId}/it/sync1`, search: { state } };
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" data-account-states>
      {ACCOUNT_STATE_ORDER.map((state) => (
        <UnstyledButton key={state} renderRoot={(props) => <PathLink {...props} {...target(state)} />}>
          <Paper
            withBorder
            p="sm"
            style={{ borderLeft: `4px solid var(--mantine-color-${ACCOUNT_STATE_COLOURS[state]}-6)` }}
          >
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {state === 'stale' ? `Stale (>${staleDays} days)` : SYNC_ACCOUNT_STATES[state]}
            </Text>
            <Text size="xl" fw={700} data-state-count={state}>
              {counts ? counts[state].toLocaleString('en-IN') : '—'}
            </Text>
          </Paper>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
