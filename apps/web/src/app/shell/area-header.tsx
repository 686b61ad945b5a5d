import { Group, Text, Title } from '@mantine/core';
import type { AreaHeader as Area } from '@taxdesk/domain';
import { PathLink } from '../../shared/routing/path-link';
import { registeredRoutes } from '../../shared/routing/registered-screens';
import { SignInQueueBadge } from '../../shared/area/sign-in-queue/sign-in-queue-badge';
import { SearchLauncher } from '../../features/search/search-launcher';
import { AREA_NAMES, areaNavGroups } from './area-nav';
import { AreaNavMenus } from './area-nav-menus';
import classes from './shell.module.css';
import { OrgSwitcher } from './org-switcher';
import { UserMenu } from './user-menu';

type Props = { area: Exclude<Area, 'none'>; orgId: string; cataloguePath: string | undefined };

/** The area's header: its name, its screens, the organisation and the user. */
export function AreaHeader({ area, orgId, cataloguePath }: Props) {
  const groups = areaNavGroups(area, registeredRoutes(), orgId);
  return (
    <header className={classes.header} data-area={area}>
      <Group justify="space-between" wrap="nowrap" gap="md" h="100%" px="md">
        <Group gap="md" wrap="nowrap" miw={0} data-header-side="screens">
          <PathLink to={`/${orgId}`} className={classes.brand}>
            <Text fw={800} size="lg" c="white">
              TaxDesk
            </Text>
          </PathLink>
          {area !== 'general' && (
            <Title order={2} size="h5" c="white" className={classes.areaName}>
              {AREA_NAMES[area]}
            </Title>
          )}
          <AreaNavMenus
            byGroup={area !== 'general'}
            groups={[
              { label: 'Home', links: [{ title: 'Home', href: `/${orgId}`, cataloguePath: '/{orgId}' }] },
              ...groups,
            ]}
          />
        </Group>
        <Group gap="sm" wrap="nowrap" data-header-side="controls">
          <SearchLauncher orgId={orgId} className={classes.search} />
          {/* Syncs of any area that stopped at a captcha or OTP: shown only while one waits. */}
          <SignInQueueBadge orgId={orgId} />
          <OrgSwitcher orgId={orgId} cataloguePath={cataloguePath} />
          <UserMenu orgId={orgId} />
        </Group>
      </Group>
    </header>
  );
}
