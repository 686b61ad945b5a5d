import { Group, Paper, SimpleGrid, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatValue, resourceOf, type AreaTypeTile } from '@taxdesk/domain';
import { AppLink } from '../../resource/router';
import { tileLink, type TileMeasure } from './dashboard-links';

const MEASURES: readonly { key: TileMeasure; label: string }[] = [
  { key: 'open', label: 'Open' },
  { key: 'dueSoon', label: 'Due in 7 days' },
  { key: 'overdue', label: 'Overdue' },
];

type Props = { orgId: string; tiles: readonly AreaTypeTile[]; today: string };

/** A card per record type: how many, open, due soon, overdue and the amount, each opening its list. */
export function TypeTiles({ orgId, tiles, today }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" data-type-tiles>
      {tiles.map((tile) => {
        const def = resourceOf(tile.type);
        if (!def) return null;
        const all = tileLink(orgId, tile.type, 'count', today);
        return (
          <Paper key={tile.type} withBorder p="sm" data-tile={tile.type}>
            <Group justify="space-between" align="baseline">
              <Title order={4} size="h5">
                {def.plural}
              </Title>
              {all ? (
                <AppLink to={all.to} search={all.search} fw={700} fz="xl" data-count={tile.type}>
                  {tile.count.toLocaleString('en-IN')}
                  <VisuallyHidden> {def.plural}</VisuallyHidden>
                </AppLink>
              ) : (
                <Text fw={700} fz="xl" data-count={tile.type}>
                  {tile.count.toLocaleString('en-IN')}
                </Text>
              )}
            </Group>
            <Group gap="md" mt={4}>
              {MEASURES.map(({ key, label }) => {
                const value = tile[key];
                if (value == null) return null;
                const to = tileLink(orgId, tile.type, key, today);
                const text = `${label}: ${value.toLocaleString('en-IN')}`;
                return to ? (
                  <AppLink key={key} to={to.to} search={to.search} size="sm" data-measure={key}>
                    {text}
                  </AppLink>
                ) : (
                  <Text key={key} size="sm">
                    {text}
                  </Text>
                );
              })}
              {tile.amount != null ? (
                <Text size="sm" c="dimmed" data-measure="amount">
                  Total {formatValue({ kind: 'money' }, tile.amount) || '₹0'}
                </Text>
              ) : null}
            </Group>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
