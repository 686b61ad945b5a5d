import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SYNC_ACCOUNT_STATES, type SyncAccountState } from '@taxdesk/domain';
import { useCallback, useState } from 'react';
import type { ScreenProps } from '../../app/screen-types';
import { recordKeys } from '../../shared/resource';
import { useCurrentSearch } from '../../shared/resource/router';
import { SyncProgress, syncKeys } from '../../shared/sync';
import { AccountPicker, type PickerFilters } from './account-picker';
import { itSettingsOptions, itSyncAccountsOptions, itSyncKeys, labelsOf, startItSync } from './it-sync-api';
import { ModuleChoice } from './module-choice';
import { SyncPage } from './sync-page';
import { useBatchParam } from './use-batch-param';
import { useSyncPermissions } from './use-role';

function initialStates(search: Record<string, unknown>): SyncAccountState[] {
  const raw = typeof search.state === 'string' ? search.state.split(',') : [];
  return raw.filter((s): s is SyncAccountState => s in SYNC_ACCOUNT_STATES);
}

/** `/it/sync1`: choose accounts (search, group, branch, state) and modules, sync them, watch it. */
export default function SyncSelectedScreen({ orgId }: ScreenProps) {
  const queryClient = useQueryClient();
  const search = useCurrentSearch();
  const { canSync } = useSyncPermissions(orgId);
  const accounts = useQuery(itSyncAccountsOptions(orgId));
  const settings = useQuery(itSettingsOptions(orgId));
  const [batchId, setBatch] = useBatchParam();
  const [filters, setFilters] = useState<PickerFilters>(() => ({
    q: '',
    groups: [],
    branches: [],
    states: initialStates(search),
  }));
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [chosenModules, setModules] = useState<string[] | null>(null);
  const modules = chosenModules ?? settings.data?.settings.modules ?? [];

  const start = useMutation({
    mutationFn: () => startItSync(orgId, { pans: [...selected], modules }),
    onSuccess: (data) => {
      setBatch(data.batchId);
      setSelected(new Set());
      void queryClient.invalidateQueries({ queryKey: syncKeys.portal(orgId, 'it') });
      void queryClient.invalidateQueries({ queryKey: itSyncKeys.accounts(orgId) });
    },
  });
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: itSyncKeys.accounts(orgId) });
    void queryClient.invalidateQueries({ queryKey: recordKeys.all(orgId) });
  }, [orgId, queryClient]);

  const n = selected.size;
  return (
    <SyncPage
      orgId={orgId}
      current="sync1"
      title="Sync Selected Accounts"
      description="Pick the accounts and the parts of the portal to sync now. Only what changed is written."
    >
      {batchId ? (
        <SyncProgress
          key={batchId}
          orgId={orgId}
          portal="it"
          batchId={batchId}
          canCancel={canSync}
          accountHref={(pan) => `/${orgId}/it/pan/${pan}`}
          moduleLabels={labelsOf(settings.data?.modules)}
          onFinished={refresh}
        />
      ) : null}
      <Paper withBorder p="md">
        <Stack gap="md">
          {settings.data ? (
            <ModuleChoice
              label="Modules to sync"
              modules={settings.data.modules}
              value={modules}
              onChange={setModules}
              error={modules.length ? undefined : 'Choose at least one module.'}
            />
          ) : (
            <Loader size="sm" />
          )}
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {n
                ? `${n.toLocaleString('en-IN')} account(s) and ${modules.length} module(s) chosen.`
                : 'No account chosen yet.'}
            </Text>
            <Button
              onClick={() => start.mutate()}
              loading={start.isPending}
              disabled={!canSync || n === 0 || modules.length === 0}
              title={canSync ? undefined : 'Viewers cannot start a sync'}
            >
              {n ? `Sync ${n.toLocaleString('en-IN')} selected` : 'Sync selected'}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="sm">
          {accounts.isPending ? <Loader size="sm" /> : null}
          {accounts.isError ? (
            <Alert color="red" title="Could not load the accounts">
              {(accounts.error as Error).message}
            </Alert>
          ) : null}
          {accounts.data ? (
            accounts.data.accounts.length ? (
              <AccountPicker
                orgId={orgId}
                accounts={accounts.data.accounts}
                staleAfterDays={accounts.data.staleAfterDays}
                selected={selected}
                onSelected={setSelected}
                filters={filters}
                onFilters={setFilters}
              />
            ) : (
              <Text size="sm" c="dimmed">
                There are no income-tax accounts yet. Add them on the PAN list or import a sheet.
              </Text>
            )
          ) : null}
        </Stack>
      </Paper>
    </SyncPage>
  );
}
