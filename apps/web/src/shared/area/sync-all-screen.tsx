import { Alert, Button, Group, Loader, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isBatchOpen, type SyncAccount } from '@taxdesk/domain';
import { useState } from 'react';
import { facetOptions } from '../resource/records-api';
import { batchListOptions, SyncBatchHistory, syncKeys } from '../sync';
import { countNoun, pluralNoun } from './account-noun';
import { AccountStateSummary } from './account-state-summary';
import { catalogueTitle, lowerFirst } from './area-paths';
import type { AreaScreenProps } from './area-screen-props';
import { AreaSyncPage } from './area-sync-page';
import { BatchSection } from './batch-section';
import { startSync } from './start-sync-api';
import { syncAccountsOptions } from './sync-accounts-api';
import { SyncAccountsTable } from './sync-accounts-table';
import { UpdatePasswordDialog } from './update-password-dialog';
import { useBatchParam } from './use-batch-param';
import { usePortalScreen } from './use-portal-screen';

/** Sync every account of a portal, watch it live, cancel it, answer its sign-ins, see the latest syncs. */
export function SyncAllScreen(props: AreaScreenProps) {
  const { orgId, area } = props;
  const queryClient = useQueryClient();
  const { portal, primary, info, labels, keyLabel, accountHref, canSync } = usePortalScreen(
    orgId,
    area,
    props.portal,
  );
  const latest = useQuery(batchListOptions(orgId, portal.key, undefined, 10));
  const [chosen, setBatch] = useBatchParam();
  const [editing, setEditing] = useState<SyncAccount | null>(null);
  // Without a chosen batch, one still running is the one to watch.
  const running = latest.data?.find((b) => isBatchOpen(b.state))?.batchId ?? null;
  const batchId = chosen ?? running;
  const accounts = useQuery(syncAccountsOptions(orgId, portal.key));
  const holding = props.accountsHolding;
  const holders = useQuery({
    ...facetOptions(orgId, holding?.type ?? '', holding?.field ?? ''),
    enabled: holding !== undefined,
  });
  // A screen for some records only signs in to the accounts that hold them.
  const only = holding ? (holders.data ?? []).map((f) => f.value) : null;

  const start = useMutation({
    mutationFn: () =>
      startSync(orgId, portal.key, {
        ...(props.modules ? { modules: [...props.modules] } : {}),
        ...(only ? { accounts: only } : {}),
      }),
    onSuccess: (data) => {
      setBatch(data.batchId);
      void queryClient.invalidateQueries({ queryKey: syncKeys.portal(orgId, portal.key) });
    },
  });

  const list = accounts.data?.accounts ?? [];
  const modules = (props.modules ?? info.data?.defaultModules ?? []).map((m) => labels[m] ?? m);
  const count = only ? only.length : list.length;
  // The portal's own word for its accounts once known ("ARCA login"), else the area's label for them.
  const noun = info.data?.accountLabel ?? 'account';
  const startButton = (
    <Button onClick={() => start.mutate()} loading={start.isPending} disabled={!canSync || count === 0}>
      {props.startLabel ?? 'Sync all accounts'}
    </Button>
  );

  return (
    <AreaSyncPage
      orgId={orgId}
      area={area}
      current={primary ? 'sync' : null}
      title={props.title ?? catalogueTitle(area.screens.sync) ?? 'Sync'}
      description={
        props.description ??
        `TaxDesk signs in to the portal for each of the ${lowerFirst(portal.label)} and pulls what changed. Accounts sync side by side; a wrong password stops that account until its password is updated.`
      }
      actions={props.actions}
      links={props.links}
    >
      {primary ? <AccountStateSummary orgId={orgId} area={area} list={accounts.data} /> : null}
      <Paper withBorder p="md">
        <Group justify="space-between" align="center">
          <Stack gap={2} maw={720}>
            <Title order={3} size="h4">
              Sync all {info.data ? pluralNoun(info.data.accountLabel) : lowerFirst(portal.label)}
            </Title>
            <Text size="sm" c="dimmed">
              {countNoun(count, noun)}
              {modules.length ? ` · ${modules.join(', ')}` : ''}
              {props.modules ? '' : `. The modules come from the ${area.label} settings`}
              {area.screens.syncSelected && primary && !props.modules
                ? '; to choose accounts or modules, use Sync selected'
                : ''}
              .
            </Text>
          </Stack>
          {canSync ? startButton : <Tooltip label="Viewers cannot start a sync">{startButton}</Tooltip>}
        </Group>
      </Paper>
      <BatchSection
        orgId={orgId}
        portal={portal.key}
        batchId={batchId}
        canCancel={canSync}
        accountHref={accountHref}
        moduleLabels={labels}
      />
      <Paper withBorder p="md">
        {accounts.isPending ? <Loader size="sm" /> : null}
        {accounts.isError ? (
          <Alert color="red" title="Could not load the accounts">
            {(accounts.error as Error).message}
          </Alert>
        ) : null}
        {accounts.data && !count ? (
          <Text size="sm" c="dimmed" data-empty>
            There are no {lowerFirst(portal.label)} yet. Add them, or import a sheet.
          </Text>
        ) : null}
        {count ? (
          <SyncAccountsTable
            accounts={list}
            staleAfterDays={accounts.data?.staleAfterDays ?? 3}
            keyLabel={keyLabel}
            accountHref={accountHref}
            onUpdatePassword={canSync && info.data?.login === 'password' ? setEditing : undefined}
          />
        ) : null}
      </Paper>
      <Stack gap="xs">
        <Title order={3} size="h4">
          Latest syncs
        </Title>
        <SyncBatchHistory
          orgId={orgId}
          portal={portal.key}
          limit={10}
          selectedId={batchId}
          onSelect={(b) => setBatch(b.batchId)}
          emptyText="No sync has run yet. Sync all accounts to start."
        />
      </Stack>
      <UpdatePasswordDialog
        orgId={orgId}
        portal={portal.key}
        // On this screen a sync is one button away: the password alone is stored unless asked.
        syncNowDefault={false}
        account={editing}
        onClose={() => setEditing(null)}
        onDone={(_account, started) => {
          setEditing(null);
          void queryClient.invalidateQueries({ queryKey: syncKeys.portal(orgId, portal.key) });
          if (started) setBatch(started.batchId);
        }}
      />
    </AreaSyncPage>
  );
}

export default SyncAllScreen;
