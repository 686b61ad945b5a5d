import { Box } from '@mantine/core';
import { RESOURCES, type FilterValue } from '@taxdesk/domain';
import { useState, type MouseEvent } from 'react';
import { ResourceListPage } from '../../../shared/resource';
import { SyncRunDrawer } from './sync-run-drawer';

/**
 * The sync log list with a drill-in: a click on a run's row opens the run in a drawer. The rows
 * are the generic list's (each carries its key, the run id), so the click is taken from there.
 */
export function SyncLogList({
  orgId,
  fixedFilters,
}: {
  orgId: string;
  fixedFilters?: Readonly<Record<string, FilterValue>>;
}) {
  const [runId, setRunId] = useState<string | null>(null);
  const open = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('a, button')) return;
    const row = target.closest<HTMLElement>('tbody tr[data-key]');
    if (row?.dataset.key) setRunId(decodeURIComponent(row.dataset.key));
  };
  return (
    <Box onClick={open} className="sync-log-runs">
      <style>{'.sync-log-runs tbody tr[data-key] { cursor: pointer; }'}</style>
      <ResourceListPage
        orgId={orgId}
        resource={RESOURCES.syncLog}
        fixedFilters={fixedFilters}
        title="Sync Logs"
      />
      <SyncRunDrawer orgId={orgId} runId={runId} onClose={() => setRunId(null)} />
    </Box>
  );
}
