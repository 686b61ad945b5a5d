import { Alert, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { AREAS } from '@taxdesk/domain';
import type { ScreenProps } from '../../app/screen-types';
import { useMe } from '../../shared/me/use-me';
import { useOrgInfoState } from '../../shared/org/org-info-store';
import { orgScreenHref } from '../../shared/routing/catalogue-paths';
import { isRegisteredScreen } from '../../shared/routing/registered-screens';
import { ReasonNotice } from '../../shared/ui/reason-notice';
import { FeatureTile } from './feature-tile';
import { featureTileState } from './feature-tile-state';
import { GeneralLinks } from './general-links';
import { homeTiles } from './home-tiles';
import { HomeToday } from './home-today';
import { RunningSyncs } from './running-syncs';

const TILES = homeTiles(AREAS);

/**
 * The organisation's Home: its name, what needs the member today across the licensed areas, the
 * running syncs, every feature with its licence state, its general screens.
 */
function HomeScreen({ orgId }: ScreenProps) {
  const { org, orgId: loadedFor, loading } = useOrgInfoState();
  const me = useMe();
  const info = loadedFor === orgId ? org : null;
  const now = new Date();
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <ReasonNotice />
        <Group justify="space-between" align="flex-end">
          <div>
            <Text size="sm" c="dimmed">
              Organisation {orgId}
            </Text>
            {info ? (
              <Title order={1}>{info.name}</Title>
            ) : loading ? (
              <Skeleton h={34} w={280} />
            ) : (
              <Title order={1}>{orgId}</Title>
            )}
          </div>
          {info?.role && (
            <Text size="sm" c="dimmed">
              Your role: {info.role}
            </Text>
          )}
        </Group>
        {!info && !loading && (
          <Alert color="yellow">
            The organisation's details could not be loaded. Its licences are not shown.
          </Alert>
        )}
        {info && <HomeToday orgId={orgId} />}
        {info && (
          <RunningSyncs
            orgId={orgId}
            // Only areas whose licence is active: the others' sync APIs refuse the organisation.
            areas={TILES.flatMap((t) =>
              t.area && featureTileState(info, t.feature, now).state === 'active' ? [t.area] : [],
            )}
          />
        )}
        {info && (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }} spacing="sm" aria-label="Features">
            {TILES.map((t) => (
              <FeatureTile
                key={t.feature}
                feature={t.feature}
                label={t.label}
                tile={featureTileState(info, t.feature, now)}
                href={isRegisteredScreen(t.home) ? orgScreenHref(t.home, orgId) : null}
              />
            ))}
          </SimpleGrid>
        )}
        <GeneralLinks orgId={orgId} isPlatformAdmin={me.data?.user.isPlatformAdmin ?? false} />
      </Stack>
    </Container>
  );
}

export default HomeScreen;
