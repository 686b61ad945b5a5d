import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentSearch } from '../resource/router';
import { syncKeys } from '../sync';
import { AccountPicker } from './account-picker';
import { NO_FILTERS, statesFromSearch, type AccountFilters } from './account-state';
import { catalogueTitle, lowerFirst } from './area-paths';
import type { AreaScreenProps } from './area-screen-props';
import { AreaSyncPage } from './area-sync-page';
import { BatchSection } from './batch-section';
import { ModuleChoice } from './module-choice';
import { effectiveModules, startBlocker } from './module-rules';
import { startSync } from './start-sync-api';
import { syncAccountsOptions } from './sync-accounts-api';
import { useBatchParam } from './use-batch-param';
import { usePortalScreen } from './use-portal-screen';

/** Choose accounts (search, group, branch, state) and modules of a portal, sync them, watch it. */
export function SyncSelectedScreen(props: AreaScreenProps) {
  const { orgId, area } = props;
  const queryClient = useQueryClient();
  const search = useCurrentSearch();
  const { portal, primary, info, labels, keyLabel, accountHref, canSync } = usePortalScreen(
    orgId,
    area,
    props.portal,
  );
  const accounts = useQuery(syncAccountsOptions(orgId, portal.key));
  const [batchId, setBatch] = useBatchParam();
  const [filters, setFilters] = useState<AccountFilters>(() => ({
    ...NO_FILTERS,
    states: statesFromSearch(search),
  }));
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [chosenModules, setModules] = useState<string[] | null>(null);
  const modules = info.data
    ? effectiveModules(info.data.modules, info.data.defaultModules, chosenModules)
    : [];

  const start = useMutation({
    mutationFn: () => startSync(orgId, portal.key, { accounts: [...selected], modules }),
    onSuccess: (data) => {
      setBatch(data.batchId);
      setSelected(new Set());
      void queryClient.invalidateQueries({ queryKey: syncKeys.portal(orgId, portal.key) });
    },
  });

  const n = selected.size;
  const blocker = startBlocker(n, modules.length, canSync);
  return (
    <AreaSyncPage
      orgId={orgId}
      area={area}
      current={primary ? 'syncSelected' : null}
      title={props.title ?? catalogueTitle(area.screens.syncSelected) ?? 'Sync Selected Accounts'}
      description={
        props.description ??
        'Pick the accounts and the parts of the portal to sync now. Only what changed is written.'
      }
      actions={props.actions}
      links={props.links}
    >
      <BatchSection
        orgId={orgId}
        portal={portal.key}
        batchId={batchId}
        canCancel={canSync}
        accountHref={accountHref}
        moduleLabels={labels}
      />
      <Paper withBorder p="md">
        <Stack gap="md">
          {info.data ? (
            <ModuleChoice
              label="Modules to sync"
              modules={info.data.modules}
              value={modules}
              onChange={setModules}
              error={modules.length ? undefined : 'Choose at least one module.'}
            />
          ) : info.isError ? (
            <Alert color="red" title="Could not load the portal's modules">
              {(info.error as Error).message}
            </Alert>
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
              disabled={blocker !== null}
              title={canSync ? undefined : (blocker ?? undefined)}
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
                keyLabel={keyLabel}
                accountHref={accountHref}
                accounts={accounts.data.accounts}
                staleAfterDays={accounts.data.staleAfterDays}
                selected={selected}
                onSelected={setSelected}
                filters={filters}
                onFilters={setFilters}
              />
            ) : (
              <Text size="sm" c="dimmed">
                There are no {lowerFirst(portal.label)} yet. Add them, or import a sheet.
              </Text>
            )
          ) : null}
        </Stack>
      </Paper>
    </AreaSyncPage>
  );
}

export default SyncSelectedScreen;
