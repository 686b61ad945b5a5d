import { Anchor, Group } from '@mantine/core';
import { PathLink } from '../../shared/routing/path-link';
import { registeredRoutes } from '../../shared/routing/registered-screens';
import { orgScreenHref, ORG_HOME_PATH } from '../../shared/routing/catalogue-paths';

/** The organisation-wide screens this build has (users, settings, sync logs, ...). */
export function GeneralLinks({ orgId, isPlatformAdmin }: { orgId: string; isPlatformAdmin: boolean }) {
  const links = registeredRoutes()
    .filter((route) => route.header === 'general' && route.path !== ORG_HOME_PATH)
    .filter((route) => isPlatformAdmin || route.kind !== 'admin')
    .flatMap((route) => {
      const href = orgScreenHref(route.path, orgId);
      return href ? [{ href, title: route.title }] : [];
    });
  if (!links.length) return null;
  return (
    <Group gap="lg" component="nav" aria-label="Organisation">
      {links.map((link) => (
        <Anchor key={link.href} component={PathLink} to={link.href}>
          {link.title}
        </Anchor>
      ))}
    </Group>
  );
}
