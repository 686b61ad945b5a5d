import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SyncFailurePage } from '@taxdesk/domain';
import { useState } from 'react';
import { api } from '../api/client';
import { syncKeys } from '../sync';
import { portalBase } from './area-keys';
import { catalogueTitle } from './area-paths';
import type { AreaScreenProps } from './area-screen-props';
import { AreaSyncPage } from './area-sync-page';
import { BatchSection } from './batch-section';
import { FailureTable } from './failure-table';
import { retryFailures } from './retry-failures-api';
import { useBatchParam } from './use-batch-param';
import { usePortalScreen } from './use-portal-screen';

type State = 'open' | 'resolved' | 'all';
/** The module of a run that failed as a whole. */
const ACCOUNT_MODULE = 'account';

/** What a portal's syncs could not fetch, with the reason; retry one item or all. */
function FailedItemsScreen(props: AreaScreenProps) {
  const { orgId, area } = props;
  const queryClient = useQueryClient();
  const {
    portal,
    primary,
    labels: moduleLabels,
    keyLabel,
    accountHref,
    canSync,
  } = usePortalScreen(orgId, area, props.portal);
  const labels = { ...moduleLabels, [ACCOUNT_MODULE]: 'Whole sync' };
  const [state, setState] = useState<State>('open');
  const [module, setModule] = useState<string | null>(null);
  const [account, setAccount] = useState('');
  const [batchId, setBatch] = useBatchParam();

  const params: Record<string, string> = { state, limit: '100' };
  if (module) params.module = module;
  // Account keys are upper case on every portal (PAN, TAN, GSTIN, IEC).
  if (account.trim()) params.account = account.trim().toUpperCase();
  const pages = useInfiniteQuery({
    queryKey: syncKeys.failures(orgId, portal.key, params),
    queryFn: ({ pageParam, signal }) =>
      api<SyncFailurePage>(`${portalBase(orgId, portal.key)}/failures`, {
        signal,
        query: { ...params, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const rows = pages.data?.pages.flatMap((p) => p.rows) ?? [];
  const openCount = pages.data?.pages[0]?.openCount ?? 0;

  const retry = useMutation({
    mutationFn: (ids?: number[]) => retryFailures(orgId, portal.key, ids),
    onSuccess: (data) => {
      setBatch(data.batchId);
      void queryClient.invalidateQueries({ queryKey: syncKeys.portal(orgId, portal.key) });
    },
  });

  return (
    <AreaSyncPage
      orgId={orgId}
      area={area}
      current={primary ? 'failed' : null}
      title={props.title ?? catalogueTitle(area.screens.failed) ?? 'Failed Syncs'}
      description={
        props.description ??
        "Items a sync could not fetch (a notice, a document, a whole part of the portal), with the portal's reason. A retry runs that account's part again; an item the portal answers for is resolved."
      }
      links={props.links}
      actions={
        <>
          {props.actions}
          <Button
            color="orange"
            onClick={() => retry.mutate(undefined)}
            loading={retry.isPending && retry.variables === undefined}
            disabled={!canSync || openCount === 0}
          >
            Retry all {openCount ? openCount.toLocaleString('en-IN') : ''}
          </Button>
        </>
      }
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
        <Stack gap="sm">
          <Group gap="sm" align="flex-end">
            <Stack gap={4}>
              <Text size="sm" fw={500} id="failed-items-show">
                Show
              </Text>
              <SegmentedControl
                value={state}
                onChange={(v) => setState(v as State)}
                aria-labelledby="failed-items-show"
                data={[
                  { value: 'open', label: 'Still failing' },
                  { value: 'resolved', label: 'Resolved' },
                  { value: 'all', label: 'All' },
                ]}
              />
            </Stack>
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
              label={keyLabel}
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
              accountHref={accountHref}
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
    </AreaSyncPage>
  );
}

export default FailedItemsScreen;
