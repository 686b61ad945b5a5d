import { Paper, SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core';
import type { HomeFigure } from '@taxdesk/domain';
import { PathLink } from '../../shared/routing/path-link';

/** Figures that ask for action now are red when not zero. */
const URGENT = new Set(['overdue', 'dueToday']);

/** Home's six figures, each a link to the Work list at exactly its records. */
export function TodayFigures({ orgId, figures }: { orgId: string; figures: readonly HomeFigure[] }) {
  return (
    <section aria-labelledby="home-today">
      <Title order={2} size="h4" id="home-today" mb="xs">
        What needs you today
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        {figures.map((f) => (
          <UnstyledButton
            key={f.key}
            component={PathLink}
            to={`/${orgId}/work`}
            search={f.filters}
            data-home-figure={f.key}
          >
            <Paper withBorder p="sm" h="100%">
              <Text size="sm" c="dimmed">
                {f.label}
              </Text>
              <Text fz={28} fw={700} c={URGENT.has(f.key) && f.count > 0 ? 'red' : undefined} data-count>
                {f.count.toLocaleString('en-IN')}
              </Text>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </section>
  );
}
