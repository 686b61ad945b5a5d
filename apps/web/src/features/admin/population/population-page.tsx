import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchRuns, populationKeys } from '../api/population-api';
import type { PopulationKind } from '@taxdesk/domain';
import type { AdminPath } from '../ui/admin-nav';
import { AdminPage } from '../ui/admin-page';
import { QueryState } from '../ui/query-state';
import { ListInput } from './list-input';
import { MasterTable } from './master-table';
import { RunItems } from './run-items';
import { RunsTable } from './runs-table';

const SOURCE = {
  gstin: "the GST portal's public taxpayer search",
  tan: "the income-tax portal's TAN search",
} as const;

/** GSTIN or TAN master population: a list in, a background run with progress, the master table out. */
export function PopulationPage({
  orgId,
  kind,
  path,
  label,
}: {
  orgId: string;
  kind: PopulationKind;
  path: AdminPath;
  label: string;
}) {
  const [selected, setSelected] = useState<string | null>(null);
  const runs = useQuery({
    queryKey: populationKeys.runs(kind),
    queryFn: () => fetchRuns(kind),
    refetchInterval: (q) =>
      q.state.data?.some((r) => r.status === 'queued' || r.status === 'running') ? 1000 : false,
  });
  const shown = selected ?? runs.data?.[0]?.id ?? null;
  const live = runs.data?.some((r) => r.status === 'queued' || r.status === 'running') ?? false;
  return (
    <AdminPage
      orgId={orgId}
      path={path}
      intro={`Fills the platform's ${label} master data from a list, through ${SOURCE[kind]}. Runs go on in the background; come back any time.`}
    >
      <ListInput kind={kind} label={label} onStarted={(run) => setSelected(run.id)} />
      <QueryState query={runs} what="the runs">
        {(rows) => (
          <Stack gap="md">
            <RunsTable runs={rows} selected={shown} onSelect={setSelected} />
            {shown && <RunItems key={shown} runId={shown} />}
          </Stack>
        )}
      </QueryState>
      <MasterTable kind={kind} label={label} live={live} />
    </AdminPage>
  );
}
