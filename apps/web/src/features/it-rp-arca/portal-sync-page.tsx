import { Alert, Box, Button, Group, Loader, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isBatchOpen } from '@taxdesk/domain';
import { useCallback, useState, type ReactNode } from 'react';
import { AppLink, recordKeys } from '../../shared/resource';
import { batchListOptions, SyncBatchHistory, SyncProgress, syncKeys } from '../../shared/sync';
import { MODULE_LABELS } from './module-labels';
import { PasswordModal } from './password-modal';
import { rpArcaKeys, startSync, syncAccountsOptions, type LoginKind, type RpArcaPortal } from './rp-arca-api';
import { SyncAccountsTable } from './sync-accounts-table';
import { useBatchParam } from './use-batch-param';
import { useCanWrite } from './use-can-write';

export type PortalSyncPageProps = {
  orgId: string;
  portal: RpArcaPortal;
  title: string;
  description: ReactNode;
  /** `all`: one button syncs every account; `chosen`: the user ticks accounts first. */
  mode: 'all' | 'chosen';
  keyLabel: string;
  itemLabel: string;
  noun: { one: string; many: string };
  accountHref?: (key: string) => string;
  /** Links to the related screens (the other sync screen, the import, the lists). */
  links?: readonly { label: string; to: string }[];
  /** Buttons beside the title (add a login). */
  actions?: ReactNode;
  /** Options sent with the start (the ITAT's search by PAN) and the controls that set them. */
  startOptions?: { searchByPan?: boolean };
  optionControls?: ReactNode;
  emptyText: ReactNode;
  /** A start with no account listed still has work (the ITAT's search of every client PAN). */
  canStartEmpty?: boolean;
  /** The start button's words when "Sync all ..." would not say it (mode `all`). */
  startLabel?: string;
  /** Said after the count of accounts (what the start covers beyond them). */
  countNote?: string;
};

/**
 * A sync screen of this area: the accounts with their state, a start for all or the chosen ones,
 * the live progress of the batch (the shared sync block: per account, cancel) and the latest syncs.
 */
export function PortalSyncPage(props: PortalSyncPageProps) {
  const { orgId, portal, mode, noun } = props;
  const queryClient = useQueryClient();
  const canWrite = useCanWrite(orgId);
  const accounts = useQuery(syncAccountsOptions(orgId, portal));
  const latest = useQuery(batchListOptions(orgId, portal, undefined, 10));
  const [chosenBatch, setBatch] = useBatchParam();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [passwordFor, setPasswordFor] = useState<string | null>(null);
  const running = latest.data?.find((b) => isBatchOpen(b.state))?.batchId ?? null;
  const batchId = chosenBatch ?? running;

  const list = accounts.data ?? [];
  const keys = mode === 'chosen' ? list.filter((a) => selected.has(a.key)).map((a) => a.key) : undefined;
  const start = useMutation({
    mutationFn: () => startSync(orgId, portal, { keys, ...props.startOptions }),
    onSuccess: (data) => {
      setBatch(data.batchId);
      void queryClient.invalidateQueries({ queryKey: syncKeys.portal(orgId, portal) });
      void queryClient.invalidateQueries({ queryKey: rpArcaKeys.accounts(orgId, portal) });
    },
  });
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: rpArcaKeys.accounts(orgId, portal) });
    void queryClient.invalidateQueries({ queryKey: recordKeys.all(orgId) });
  }, [orgId, portal, queryClient]);

  const count = mode === 'chosen' ? (keys?.length ?? 0) : list.length;
  const label =
    mode === 'chosen'
      ? count === 0
        ? `Choose ${noun.many} to sync`
        : `Sync ${count} chosen ${count === 1 ? noun.one : noun.many}`
      : (props.startLabel ?? `Sync all ${noun.many}`);
  const button = (
    <Button
      onClick={() => start.mutate()}
      loading={start.isPending}
      disabled={!canWrite || (count === 0 && !props.canStartEmpty)}
    >
      {label}
    </Button>
  );
  const toggle = (key: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <Stack gap="md" data-sync-screen={portal}>
      <Group justify="space-between" align="flex-end">
        <Box>
          <Title order={2}>{props.title}</Title>
          <Text size="sm" c="dimmed" maw={760}>
            {props.description}
          </Text>
        </Box>
        {props.actions ? <Group gap="xs">{props.actions}</Group> : null}
      </Group>
      {props.links?.length ? (
        <Group gap="md">
          {props.links.map((l) => (
            <AppLink key={l.to} to={l.to} size="sm">
              {l.label}
            </AppLink>
          ))}
        </Group>
      ) : null}
      <Text size="xs" c="dimmed" data-daily-note>
        With the daily schedule on, these sync every day at its time too:{' '}
        <AppLink to={`/${orgId}/it/settings`} size="xs">
          Income Tax Settings
        </AppLink>
        .
      </Text>

      <Paper withBorder p="md">
        <Stack gap="sm">
          <Group justify="space-between" align="center">
            <Text size="sm" c="dimmed" maw={640}>
              {list.length.toLocaleString('en-IN')} {list.length === 1 ? noun.one : noun.many}
              {mode === 'chosen' ? ': tick the ones to sync.' : '.'}
              {props.countNote ? ` ${props.countNote}` : ''}
            </Text>
            {canWrite ? button : <Tooltip label="Viewers cannot start a sync">{button}</Tooltip>}
          </Group>
          {props.optionControls}
          {accounts.isPending ? (
            <Loader size="sm" />
          ) : accounts.isError ? (
            <Alert color="red" title="Could not load the accounts">
              {(accounts.error as Error).message}
            </Alert>
          ) : list.length === 0 ? (
            <Text size="sm" c="dimmed" data-empty>
              {props.emptyText}
            </Text>
          ) : (
            <SyncAccountsTable
              accounts={list}
              keyLabel={props.keyLabel}
              itemLabel={props.itemLabel}
              accountHref={props.accountHref}
              selected={mode === 'chosen' ? selected : undefined}
              onToggle={toggle}
              onToggleAll={(all) => setSelected(all ? new Set(list.map((a) => a.key)) : new Set())}
              onUpdatePassword={canWrite && portal !== 'itat' ? setPasswordFor : undefined}
            />
          )}
        </Stack>
      </Paper>

      {batchId ? (
        <SyncProgress
          key={batchId}
          orgId={orgId}
          portal={portal}
          batchId={batchId}
          canCancel={canWrite}
          accountHref={props.accountHref}
          moduleLabels={MODULE_LABELS[portal]}
          onFinished={refresh}
        />
      ) : null}
      <Stack gap="xs">
        <Title order={4}>Latest syncs</Title>
        <SyncBatchHistory
          orgId={orgId}
          portal={portal}
          limit={10}
          selectedId={batchId}
          onSelect={(b) => setBatch(b.batchId)}
          emptyText="No sync has run yet."
        />
      </Stack>
      {portal !== 'itat' ? (
        <PasswordModal
          orgId={orgId}
          kind={portal as LoginKind}
          loginId={passwordFor}
          onClose={() => setPasswordFor(null)}
        />
      ) : null}
    </Stack>
  );
}
