import { Badge, Card, Group, Text } from '@mantine/core';
import { FEATURE_LICENCE, type Feature } from '@taxdesk/domain';
import { PathLink } from '../../shared/routing/path-link';
import { formatLicenceDay, tileStateLabel, type FeatureTileState } from './feature-tile-state';

const BADGE_COLOR = { active: 'teal', expired: 'red', inactive: 'gray' } as const;
const BADGE_WORD = { active: 'Active', expired: 'Expired', inactive: 'Inactive' } as const;

function dateLine(tile: FeatureTileState): string {
  if (tile.state === 'active' && tile.until) return `until ${formatLicenceDay(tile.until)}`;
  if (tile.state === 'expired' && tile.on) return `on ${formatLicenceDay(tile.on)}`;
  return '';
}

/** One licensed feature: its name and licence state; a link when its area has a screen. */
export function FeatureTile({
  feature,
  tile,
  href,
}: {
  feature: Feature;
  tile: FeatureTileState;
  href: string | null;
}) {
  const body = (
    <>
      <Text fw={600}>{FEATURE_LICENCE[feature].label}</Text>
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
  const props = {
    withBorder: true,
    padding: 'md',
    radius: 'md',
    'data-feature': feature,
    'data-state': tile.state,
    'aria-label': `${FEATURE_LICENCE[feature].label}: ${tileStateLabel(tile)}`,
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
