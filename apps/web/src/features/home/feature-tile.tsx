import { Badge, Card, Group, Text } from '@mantine/core';
import { FEATURE_LICENCE, type Feature } from '@taxdesk/domain';
import { PathLink } from '../../shared/routing/path-link';
import { formatLicenceDay, type FeatureTileState } from './feature-tile-state';

const BADGE_COLOR = { active: 'teal', expired: 'red', inactive: 'gray' } as const;
const BADGE_WORD = { active: 'Active', expired: 'Expired', inactive: 'Inactive' } as const;

function dateLine(tile: FeatureTileState): string {
  if (tile.state === 'active' && tile.until) return `until ${formatLicenceDay(tile.until)}`;
  if (tile.state === 'expired' && tile.on) return `on ${formatLicenceDay(tile.on)}`;
  return '';
}

/** One licensed feature: its name (its area's, when it has one) and licence state; a link when its area has a screen. */
export function FeatureTile({
  feature,
  label = FEATURE_LICENCE[feature].label,
  tile,
  href,
}: {
  feature: Feature;
  label?: string;
  tile: FeatureTileState;
  href: string | null;
}) {
  const body = (
    <>
      <Text fw={600}>{label}</Text>
      <Group mt="sm" gap={6} align="center">
        <Badge color={BADGE_COLOR[tile.state]} variant="light" style={{ flexShrink: 0 }}>
          {BADGE_WORD[tile.state]}
        </Badge>
        {dateLine(tile) && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {dateLine(tile)}
          </Text>
        )}
      </Group>
    </>
  );
  // No aria-label: the visible name, state and date are the tile's name, as a reader hears it.
  const props = {
    withBorder: true,
    padding: 'md',
    radius: 'md',
    'data-feature': feature,
    'data-state': tile.state,
  } as const;
  if (!href) {
    return (
      <Card {...props} opacity={tile.state === 'active' ? 1 : 0.75}>
        {body}
      </Card>
    );
  }
  return (
    <Card {...props} component={PathLink} to={href} style={{ textDecoration: 'none' }}>
      {body}
    </Card>
  );
}
