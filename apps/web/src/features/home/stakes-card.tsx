import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatValue, type HomeSummary } from '@taxdesk/domain';
import { PathLink } from '../../shared/routing/path-link';
import { routeOf } from '../../shared/resource/links';

const money = (n: number) => formatValue({ kind: 'money' }, n);

/** Open demands by area with the total: the amount at stake. */
export function StakesCard({ orgId, stakes }: { orgId: string; stakes: HomeSummary['stakes'] }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="home-stakes" data-home-stakes>
      <Title order={2} size="h4" id="home-stakes" mb="xs">
        Amount at stake
      </Title>
      {stakes.areas.length ? (
        <Stack gap={4}>
          {stakes.areas.map((a) => (
            <Group key={a.area} justify="space-between" gap="xs" wrap="nowrap" data-stake={a.area}>
              {a.path ? (
                <Anchor component={PathLink} {...routeOf(`/${orgId}${a.path}`)} size="sm">
                  {a.label}: {a.count.toLocaleString('en-IN')} open {a.count === 1 ? 'demand' : 'demands'}
                </Anchor>
              ) : (
                <Text size="sm">
                  {a.label}: {a.count.toLocaleString('en-IN')} open
                </Text>
              )}
              <Text size="sm" fw={500}>
                {money(a.amount)}
              </Text>
            </Group>
          ))}
          <Group
            justify="space-between"
            gap="xs"
            pt={4}
            style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
          >
            <Text size="sm" fw={700}>
              Total
            </Text>
            <Text size="sm" fw={700} data-stake-total>
              {money(stakes.total)}
            </Text>
          </Group>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          No licensed area keeps demands.
        </Text>
      )}
    </Paper>
  );
}
