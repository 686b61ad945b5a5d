import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import {
  SYNC_ACCOUNT_STATES,
  type AreaDef,
  type SyncAccountList,
  type SyncAccountState,
} from '@taxdesk/domain';
import { AnyLink } from './any-link';
import { orgPath } from './area-paths';
import { ACCOUNT_STATE_COLOURS, BLOCKED_STATES, summaryStates } from './account-state';

type Props = { orgId: string; area: AreaDef; list: SyncAccountList | undefined };

/** How many accounts are synced, stale, never synced, blocked or waiting; each opens those accounts. */
export function AccountStateSummary({ orgId, area, list }: Props) {
  const counts = list?.counts;
  const staleDays = list?.staleAfterDays ?? 3;
  const { syncSelected, loginBlocked } = area.screens;
  const target = (state: SyncAccountState) =>
    BLOCKED_STATES.includes(state) && loginBlocked
      ? { to: orgPath(loginBlocked, orgId) }
      : syncSelected
        ? { to: orgPath(syncSelected, orgId), search: { state } }
        : null;
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" data-account-states>
      {summaryStates(counts).map((state) => {
        const tile = (
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
        );
        const to = target(state);
        return to ? (
          <UnstyledButton key={state} renderRoot={(props) => <AnyLink {...props} {...to} />}>
            {tile}
          </UnstyledButton>
        ) : (
          <div key={state}>{tile}</div>
        );
      })}
    </SimpleGrid>
  );
}
