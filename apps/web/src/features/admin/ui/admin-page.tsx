import { Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { NotFoundPage } from '../../../app/shell/not-found-page';
import { useMe } from '../../../shared/me/use-me';
import { catalogueRoute } from '../../../shared/routing/catalogue-paths';
import { AdminNav, type AdminPath } from './admin-nav';

type Props = { orgId: string; path: AdminPath; intro: string; actions?: ReactNode; children: ReactNode };

/**
 * The frame of every operator screen. Only platform admins see it: anyone else gets the
 * not-found page, as the APIs answer them 404 — the screens are not offered to them.
 */
export function AdminPage({ orgId, path, intro, actions, children }: Props) {
  const me = useMe();
  if (me.isPending)
    return (
      <Center p="xl">
        <Loader size="sm" />
      </Center>
    );
  if (!me.data?.user.isPlatformAdmin) return <NotFoundPage />;
  return (
    <Stack gap="md">
      <AdminNav orgId={orgId} current={path} />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2}>{catalogueRoute(path)?.title}</Title>
          <Text size="sm" c="dimmed" maw={760}>
            {intro}
          </Text>
        </div>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
