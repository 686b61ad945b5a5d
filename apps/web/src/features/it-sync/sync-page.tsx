import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ComponentType, ReactNode } from 'react';

// Paths built at run time: the router's static route types cannot know them.
const PathLink = Link as unknown as ComponentType<Record<string, unknown> & { to: string }>;

/** The income-tax sync screens, linked to one another (settings and blocked logins are not in the menus). */
const SYNC_SCREENS = [
  { key: 'sync', label: 'Sync all', path: 'it/sync' },
  { key: 'sync1', label: 'Sync selected', path: 'it/sync1' },
  { key: 'sync3', label: 'Schedule', path: 'it/sync3' },
  { key: 'failuresync', label: 'Failed syncs', path: 'it/failuresync' },
  { key: 'loginblocked', label: 'Login blocked', path: 'it/loginblocked' },
  { key: 'settings', label: 'Settings', path: 'it/settings' },
] as const;

export type SyncScreenKey = (typeof SYNC_SCREENS)[number]['key'];

type Props = {
  orgId: string;
  current: SyncScreenKey;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
};

/** Title, what the screen is for, the links between the sync screens, then the screen. */
export function SyncPage({ orgId, current, title, description, actions, children }: Props) {
  return (
    <Stack gap="md">
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
      <Group gap={4} component="nav" aria-label="Income-tax sync">
        {SYNC_SCREENS.map((s) => (
          <Button
            key={s.key}
            size="compact-sm"
            variant={s.key === current ? 'light' : 'subtle'}
            color={s.key === current ? undefined : 'gray'}
            aria-current={s.key === current ? 'page' : undefined}
            renderRoot={(props) => <PathLink {...props} to={`/${orgId}/${s.path}`} />}
          >
            {s.label}
          </Button>
        ))}
      </Group>
      {children}
    </Stack>
  );
}
