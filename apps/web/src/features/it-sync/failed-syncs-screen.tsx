import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime, type SyncFailureItem, type SyncFailurePage } from '@taxdesk/domain';
import { useCallback, useState } from 'react';
import type { ScreenProps } from '../../app/screen-types';
import { api } from '../../shared/api/client';
import { AppLink, recordKeys } from '../../shared/resource';
import { SyncProgress, syncKeys } from '../../shared/sync';
import { itSettingsOptions, itSyncKeys, labelsOf, retryFailures } from './it-sync-api';
import { SyncPage } from './sync-page';
import { useBatchParam } from './use-batch-param';
import { useSyncPermissions } from './use-role';

type State = 'open' | 'resolved' | 'all';
const ACCOUNT_MODULE = 'account';

/** `/it/failuresync`: what the syncs could not fetch, with the reason; retry one item or all. */
export default function FailedSyncsScreen({ orgId }: ScreenProps) {
  const queryClient = useQueryClient();
  const { canSync } = useSyncPermissions(orgId);
  const settings = useQuery(itSettingsOptions(orgId));
  const labels = { ...labelsOf(settings.data?.modules), [ACCOUNT_MODULE]: 'Whole sync' };
  const [state, setState] = useState<State>('open');
  const [module, setModule] = useState<string | null>(null);
  const [account, setAccount] = useState('');
  const [batchId, setBatch] = useBatchParam();

  const params: Record<string, string> = { state, limit: '100' };
  if (module) params.module = module;
  if (/^[A-Z]{5}[0-9]{4}[A-Z]$/.test(account.trim().toUpperCase()))
    params.account = account.trim().toUpperCase();
  const pages = useInfiniteQuery({
    queryKey: syncKeys.failures(orgId, 'it', params),
    queryFn: ({ pageParam, signal }) =>
      api<SyncFailurePage>(`/o/${orgId}/sync/it/failures`, {
        signal,
        query: { ...params, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const rows = pages.data?.pages.flatMap((p) => p.rows) ?? [];
  const openCount = pages.data?.pages[0]?.openCount ?? 0;

  const retry = useMutation({
    mutationFn: (ids?: number[]) => retryFailures(orgId, ids),
    onSuccess: (data) => {
      setBatch(data.batchId);
      void queryClient.invalidateQueries({ queryKey: syncKeys.portal(orgId, 'it') });
    },
  });
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: syncKeys.portal(orgId, 'it') });
    void queryClient.invalidateQueries({ queryKey: itSyncKeys.accounts(orgId) });
    void queryClient.invalidateQueries({ queryKey: recordKeys.all(orgId) });
  }, [orgId, queryClient]);

  return (
    <SyncPage
      orgId={orgId}
      current="failuresync"
      title="Failed Syncs"
      description="Items a sync could not fetch (a notice, a document, a whole part of the portal), with the portal's reason. A retry runs that account's part again; an item the portal answers for is resolved."
      actions={
        <Button
          color="orange"
          onClick={() => retry.mutate(undefined)}
          loading={retry.isPending && retry.variables === undefined}
          disabled={!canSync || openCount === 0}
        >
          Retry all {openCount ? openCount.toLocaleString('en-IN') : ''}
        </Button>
      }
    >
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
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Group gap="sm" align="flex-end">
            <SegmentedControl
              value={state}
              onChange={(v) => setState(v as State)}
              data={[
                { value: 'open', label: 'Still failing' },
                { value: 'resolved', label: 'Resolved' },
                { value: 'all', label: 'All' },
              ]}
            />
            <Select
              label="Module"
              placeholder="Any module"
              data={Object.entries(labels).map(([value, label]) => ({ value, label }))}
              value={module}
              onChange={setModule}
              clearable
              w={240}
            />
            <TextInput
              label="PAN"
              placeholder="e.g. AAAPA1234A"
              value={account}
              onChange={(e) => setAccount(e.currentTarget.value)}
              w={180}
            />
          </Group>
          {pages.isPending ? <Loader size="sm" /> : null}
          {pages.isError ? (
            <Alert color="red" title="Could not load the failed items">
              {(pages.error as Error).message}
            </Alert>
          ) : null}
          {pages.data && !rows.length ? (
            <Text size="sm" c="dimmed" data-empty>
              {state === 'open'
                ? 'Nothing is failing: every item the syncs asked for came through.'
                : 'No items.'}
            </Text>
          ) : null}
          {rows.length ? (
            <FailureTable
              orgId={orgId}
              rows={rows}
              labels={labels}
              canRetry={canSync}
              retrying={retry.isPending ? retry.variables : undefined}
              onRetry={(id) => retry.mutate([id])}
            />
          ) : null}
          {pages.hasNextPage ? (
            <Group justify="center">
              <Button
                variant="default"
                size="xs"
                loading={pages.isFetchingNextPage}
                onClick={() => void pages.fetchNextPage()}
              >
                Load more
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Paper>
    </SyncPage>
  );
}

function FailureTable({
  orgId,
  rows,
  labels,
  canRetry,
  retrying,
  onRetry,
}: {
  orgId: string;
  rows: readonly SyncFailureItem[];
  labels: Readonly<Record<string, string>>;
  canRetry: boolean;
  retrying: number[] | undefined;
  onRetry: (id: number) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing={6} data-failures>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Account</Table.Th>
            <Table.Th>Module</Table.Th>
            <Table.Th>Item</Table.Th>
            <Table.Th>Reason</Table.Th>
            <Table.Th ta="right">Attempts</Table.Th>
            <Table.Th>First seen</Table.Th>
            <Table.Th>Last seen</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((f) => (
            <Table.Tr key={f.id} data-failure={f.id} data-account={f.accountKey}>
              <Table.Td>
                <AppLink to={`/${orgId}/it/pan/${f.accountKey}`} ff="monospace" size="sm">
                  {f.accountKey}
                </AppLink>
                {f.accountName ? (
                  <Text size="xs" c="dimmed" truncate maw={220}>
                    {f.accountName}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{labels[f.module] ?? f.module}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {f.ref}
                </Text>
              </Table.Td>
              <Table.Td maw={340}>
                <Text size="sm" c="red" lineClamp={3}>
                  {f.reason}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">{f.attempts}</Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatDateTime(f.firstSeenAt)}</Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatDateTime(f.lastSeenAt)}</Text>
              </Table.Td>
              <Table.Td>
                {f.resolvedAt ? (
                  <Badge color="teal" variant="light" tt="none">
                    Resolved {formatDateTime(f.resolvedAt)}
                  </Badge>
                ) : (
                  <Button
                    size="compact-xs"
                    variant="light"
                    disabled={!canRetry}
                    loading={retrying?.length === 1 && retrying[0] === f.id}
                    onClick={() => onRetry(f.id)}
                  >
                    Retry
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
