import { Alert, Grid, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AttentionCard } from './attention-card';
import { homeSummaryOptions } from './home-summary-api';
import { StakesCard } from './stakes-card';
import { TodayFigures } from './today-figures';

/** Home's own figures: what is due, new and whose; the amount at stake; what needs attention. */
export function HomeToday({ orgId }: { orgId: string }) {
  const summary = useQuery(homeSummaryOptions(orgId));
  if (summary.isPending) return <Skeleton h={120} aria-label="Loading today's figures" />;
  if (!summary.data) return <Alert color="yellow">Today's figures could not be loaded.</Alert>;
  const { figures, stakes, attention } = summary.data;
  return (
    <Stack gap="md" data-home-today>
      <TodayFigures orgId={orgId} figures={figures} />
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <StakesCard orgId={orgId} stakes={stakes} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <AttentionCard orgId={orgId} attention={attention} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
