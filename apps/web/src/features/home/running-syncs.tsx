import { Anchor, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import type { AreaDef, SyncBatchSummary } from '@taxdesk/domain';
import { PathLink } from '../../shared/routing/path-link';
import { isRegisteredScreen } from '../../shared/routing/registered-screens';
import { batchListOptions } from '../../shared/sync';
import { batchProgress, openBatch, portalSyncPath } from './running-batch';

/** While nothing runs Home looks again this often; a running batch is followed every 5 s. */
const IDLE_POLL_MS = 30_000;

/** Syncs running now in the organisation, any portal of its licensed areas, with their progress. */
export function RunningSyncs({ orgId, areas }: { orgId: string; areas: readonly AreaDef[] }) {
  const portals = areas.flatMap((area) => area.portals.map((portal) => ({ area, portal })));
  const lists = useQueries({
    queries: portals.map(({ portal }) => ({
      ...batchListOptions(orgId, portal.key, undefined, 1),
      refetchInterval: (query: { state: { data?: SyncBatchSummary[] } }) =>
        openBatch(query.state.data) ? 5000 : IDLE_POLL_MS,
      retry: false,
    })),
  });
  const running = portals.flatMap((p, i) => {
    const batch = openBatch(lists[i]?.data);
    return batch ? [{ ...p, batch }] : [];
  });
  if (!running.length) return null;
  return (
    <Stack gap="xs" data-running-syncs>
      <Title order={2} size="h4">
        Syncs running now
      </Title>
      {running.map(({ area, portal, batch }) => {
        const { done, total, percent } = batchProgress(batch);
        const path = portalSyncPath(area, portal, isRegisteredScreen);
        const waiting = batch.counts.waiting ?? 0;
        return (
          <Paper
            key={batch.batchId}
            withBorder
            p="sm"
            data-running-batch={batch.batchId}
            data-portal={portal.key}
          >
            <Group justify="space-between" gap="xs">
              <Text fw={600}>
                {area.label} · {portal.label}
              </Text>
              <Text size="sm" c="dimmed" data-running-progress>
                {done} of {total} done{waiting ? ` · ${waiting} waiting for you` : ''}
              </Text>
            </Group>
            <Progress
              value={percent}
              mt={6}
              aria-label={`${area.label} · ${portal.label}: ${done} of ${total} done`}
            />
            {path ? (
              <Anchor
                component={PathLink}
                to={path.replace('{orgId}', orgId)}
                search={{ batch: batch.batchId }}
                size="sm"
                mt={4}
                display="inline-block"
              >
                Open the {portal.label} sync
              </Anchor>
            ) : null}
          </Paper>
        );
      })}
    </Stack>
  );
}
