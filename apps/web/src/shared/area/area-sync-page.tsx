import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { AreaDef } from '@taxdesk/domain';
import type { ReactNode } from 'react';
import { AppLink } from '../resource';
import { isRegisteredScreen } from '../routing/registered-screens';
import { AnyLink } from './any-link';
import { areaNavLinks, type NavLink } from './area-paths';

type Props = {
  orgId: string;
  area: AreaDef;
  /** The nav key of this screen (`sync`, `failed`, ...); null on a screen outside the area's nav. */
  current: string | null;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Links to related screens (another portal's screens, its lists) instead of the area's nav. */
  links?: readonly NavLink[];
  children: ReactNode;
};

/** Title, what the screen is for, the links between the area's sync screens, then the screen. */
export function AreaSyncPage({ orgId, area, current, title, description, actions, links, children }: Props) {
  const nav = links ?? areaNavLinks(area, orgId, isRegisteredScreen);
  return (
    <Stack gap="md" data-area-screen={area.key}>
      <Group justify="space-between" align="flex-end">
        <Box>
          <Title order={2}>{title}</Title>
          {description ? (
            <Text size="sm" c="dimmed" maw={760}>
              {description}
            </Text>
          ) : null}
        </Box>
        {actions ? <Group gap="xs">{actions}</Group> : null}
      </Group>
      {links ? (
        <Group gap="md">
          {links.map((l) => (
            <AppLink key={l.key} to={l.href} size="sm">
              {l.label}
            </AppLink>
          ))}
        </Group>
      ) : (
        <Group gap={4} component="nav" aria-label={`${area.label} sync`}>
          {nav.map((s) => (
            <Button
              key={s.key}
              size="compact-sm"
              variant={s.key === current ? 'light' : 'subtle'}
              color={s.key === current ? undefined : 'gray'}
              aria-current={s.key === current ? 'page' : undefined}
              renderRoot={(props) => <AnyLink {...props} to={s.href} />}
            >
              {s.label}
            </Button>
          ))}
        </Group>
      )}
      {children}
    </Stack>
  );
}
