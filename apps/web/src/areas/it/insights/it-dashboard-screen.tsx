import { Alert, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ScreenProps } from '../../../app/screen-types';
import { fetchOverview, insightKeys } from './insights-api';
import { NoticeRows } from './record-rows';
import { StatCard } from './stat-card';

/** /{orgId}/it: the income-tax accounts overview — synced, stale, blocked, and what is new this week. */
export default function ItDashboardScreen({ orgId }: ScreenProps) {
  const q = useQuery({
    queryKey: insightKeys.overview(orgId),
    queryFn: () => fetchOverview(orgId),
    refetchInterval: 60_000,
  });
  if (q.isError) return <Alert color="red">Could not load the overview: {(q.error as Error).message}</Alert>;
  if (!q.data) return <Loader size="sm" />;
  const { accounts, notices, proceedings } = q.data;
  const it = `/${orgId}/it`;
  return (
    <Stack gap="md" data-screen="it-dashboard">
      <Title order={2}>Income Tax</Title>
      <Text size="sm" c="dimmed">
        {accounts.total} PAN accounts · {proceedings.open} open proceedings of {proceedings.total}
      </Text>
      <Title order={3} size="h4">
        Accounts
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
        <StatCard label="Accounts" value={accounts.total} to={`${it}/pan`} />
        <StatCard
          label="Synced"
          value={accounts.synced}
          color="teal"
          hint={`within ${q.data.staleAfterDays} days`}
          to={`${it}/pan`}
          search={{ loginStatus: 'ok' }}
        />
        <StatCard
          label="Stale"
          value={accounts.stale}
          color="orange"
          hint={`not synced for ${q.data.staleAfterDays}+ days`}
        />
        <StatCard
          label="Login blocked"
          value={accounts.blocked}
          color="red"
          to={`${it}/pan`}
          search={{ loginStatus: 'login_blocked' }}
        />
        <StatCard
          label="OTP login"
          value={accounts.otp}
          color="grape"
          to={`${it}/pan`}
          search={{ loginStatus: 'otp_required' }}
        />
        <StatCard
          label="Never synced"
          value={accounts.neverSynced}
          color="gray"
          to={`${it}/pan`}
          search={{ loginStatus: 'new' }}
        />
      </SimpleGrid>
      <Title order={3} size="h4">
        Notices
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <StatCard
          label="New this week"
          value={notices.newThisWeek}
          color="blue"
          to={`${it}/proceedingnotice`}
          search={{ sort: '-issuedOn' }}
        />
        <StatCard label="Open" value={notices.open} to={`${it}/proceedingdashboard`} />
        <StatCard
          label="Due in 7 days"
          value={notices.dueIn7Days}
          color="orange"
          to={`${it}/proceedingdashboard`}
        />
        <StatCard label="Overdue" value={notices.overdue} color="red" to={`${it}/proceedingdashboard`} />
      </SimpleGrid>
      <NoticeRows
        orgId={orgId}
        title="New this week"
        rows={q.data.recentNotices}
        empty="No new notices in the last 7 days"
      />
      <Group gap="xs">
        <Text size="xs" c="dimmed">
          Refreshed every minute.
        </Text>
      </Group>
    </Stack>
  );
}
