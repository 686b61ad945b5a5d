import { Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isBatchOpen } from '@taxdesk/domain';
import { useCallback } from 'react';
import type { ScreenProps } from '../../app/screen-types';
import { recordKeys } from '../../shared/resource';
import { batchListOptions, SyncBatchHistory, SyncProgress, syncKeys } from '../../shared/sync';
import { AccountStateSummary } from './account-state-summary';
import { itSettingsOptions, itSyncAccountsOptions, itSyncKeys, labelsOf, startItSync } from './it-sync-api';
import { SyncPage } from './sync-page';
import { useBatchParam } from './use-batch-param';
import { useSyncPermissions } from './use-role';

/** `/it/sync`: sync every income-tax account, watch it live, cancel it, see the latest syncs. */
export default function SyncAllScreen({ orgId }: ScreenProps) {
  const queryClient = useQueryClient();
  const { canSync } = useSyncPermissions(orgId);
  const settings = useQuery(itSettingsOptions(orgId));
  const latest = useQuery(batchListOptions(orgId, 'it', undefined, 10));
  const [chosen, setBatch] = useBatchParam();
  // Without a chosen batch, one still running is the one to watch.
  const running = latest.data?.find((b) => isBatchOpen(b.state))?.batchId ?? null;
  // While a sync runs, the accounts' states change: count them again now and then.
  const accounts = useQuery({ ...itSyncAccountsOptions(orgId), refetchInterval: running ? 5000 : false });
  const batchId = chosen ?? running;

  const start = useMutation({
    mutationFn: () => startItSync(orgId, {}),
    onSuccess: (data) => {
      setBatch(data.batchId);
      void queryClient.invalidateQueries({ queryKey: syncKeys.portal(orgId, 'it') });
      void queryClient.invalidateQueries({ queryKey: itSyncKeys.accounts(orgId) });
    },
  });
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: itSyncKeys.accounts(orgId) });
    void queryClient.invalidateQueries({ queryKey: recordKeys.all(orgId) });
  }, [orgId, queryClient]);

  const labels = labelsOf(settings.data?.modules);
  const modules = (settings.data?.settings.modules ?? []).map((m) => labels[m] ?? m);
  const count = accounts.data?.accounts.length ?? 0;
  const startButton = (
    <Button onClick={() => start.mutate()} loading={start.isPending} disabled={!canSync || count === 0}>
      Sync all accounts
    </Button>
  );

  return (
    <SyncPage
      orgId={orgId}
      current="sync"
      title="Sync"
      description="TaxDesk signs in to the income-tax portal for each client account and pulls what changed. Accounts sync side by side; a wrong password stops that account until its password is updated."
    >
      <AccountStateSummary orgId={orgId} />
      <Paper withBorder p="md">
        <Group justify="space-between" align="center">
          <Stack gap={2} maw={720}>
            <Title order={4}>Sync all income-tax accounts</Title>
            <Text size="sm" c="dimmed">
              {count.toLocaleString('en-IN')} account{count === 1 ? '' : 's'}
              {modules.length ? ` · ${modules.join(', ')}` : ''}. The modules come from the income-tax
              settings; to choose accounts or modules, use Sync selected.
            </Text>
          </Stack>
          {canSync ? startButton : <Tooltip label="Viewers cannot start a sync">{startButton}</Tooltip>}
        </Group>
      </Paper>
      {batchId ? (
        <SyncProgress
          key={batchId}
          orgId={orgId}
          portal="it"
          batchId={batchId}
          canCancel={canSync}
          accountHref={(pan) => `/${orgId}/it/pan/${pan}`}
          moduleLabels={labels}
          onFinished={refresh}
        />
      ) : null}
      <Stack gap="xs">
        <Title order={4}>Latest syncs</Title>
        <SyncBatchHistory
          orgId={orgId}
          portal="it"
          limit={10}
          selectedId={batchId}
          onSelect={(b) => setBatch(b.batchId)}
          emptyText="No sync has run yet. Sync all accounts to start."
        />
      </Stack>
    </SyncPage>
  );
}
