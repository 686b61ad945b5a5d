import { Alert, Group, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { ScreenProps } from '../../../app/screen-types';
import { BucketTable } from './bucket-table';
import { AccountFilters } from './account-filters';
import { fetchProceedingDashboard, insightKeys } from './insights-api';
import { NoticeRows } from './record-rows';
import { StatCard } from './stat-card';

/** /{orgId}/it/proceedingdashboard: open proceedings, responses due in 7 days, overdue — by section, year, branch. */
export default function ProceedingDashboardScreen({ orgId }: ScreenProps) {
  const [branch, setBranch] = useState<string | null>(null);
  const [group, setGroup] = useState<string | null>(null);
  const filters = { branch: branch ?? undefined, group: group ?? undefined };
  const q = useQuery({
    queryKey: insightKeys.dashboard(orgId, filters),
    queryFn: () => fetchProceedingDashboard(orgId, filters),
    placeholderData: (prev) => prev,
  });
  // Three lists of notices and three tables render in the background, where React yields to the
  // browser between rows: rendered at once they held the main thread for about 220 ms.
  const data = useDeferredValue(q.data);
  const it = `/${orgId}/it`;
  return (
    <Stack gap="md" data-screen="proceeding-dashboard">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Proceeding Dashboard</Title>
        <Group gap="sm">
          <AccountFilters
            orgId={orgId}
            branch={branch}
            group={group}
            onBranch={setBranch}
            onGroup={setGroup}
          />
        </Group>
      </Group>
      {q.isError ? (
        <Alert color="red">Could not load the dashboard: {(q.error as Error).message}</Alert>
      ) : null}
      {!data ? (
        <Loader size="sm" />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
            <StatCard
              label="Open proceedings"
              value={data.openProceedings}
              to={`${it}/proceeding`}
              search={{ proceedingStatus: 'O' }}
            />
            <StatCard
              label="Open notices"
              value={data.openNotices}
              to={`${it}/proceedingnotice`}
              search={{ proceedingStatus: 'O' }}
            />
            <StatCard label="Responses due in 7 days" value={data.dueIn7Days} color="orange" />
            <StatCard label="Overdue" value={data.overdue} color="red" />
            <StatCard label="Latest notice unanswered" value={data.latestUnanswered} color="grape" />
          </SimpleGrid>
          {/* Full width: side by side, each list's due date and days overdue ran off its panel. */}
          <NoticeRows
            orgId={orgId}
            section="due-soon"
            title="Responses due in 7 days"
            rows={data.dueSoon}
            empty="Nothing due in the next 7 days"
          />
          <NoticeRows
            orgId={orgId}
            section="overdue"
            title="Overdue"
            rows={data.overdueNotices}
            empty="Nothing overdue"
          />
          <NoticeRows
            orgId={orgId}
            section="latest-unanswered"
            title="Proceedings waiting on a response to their latest notice"
            rows={data.latestUnansweredNotices}
            empty="Every proceeding's latest notice has a response"
          />
          <SimpleGrid cols={{ base: 1, lg: 3 }}>
            <BucketTable title="By section" rows={data.bySection} />
            <BucketTable title="By assessment year" rows={data.byYear} />
            <BucketTable title="By branch" rows={data.byBranch} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
