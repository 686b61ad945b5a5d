import { Button, Group, Menu, ScrollArea } from '@mantine/core';
import { PathLink } from '../../shared/routing/path-link';
import type { NavGroup } from './area-nav';

type Props = {
  groups: NavGroup[];
  /**
   * A group of one link is named by its group (Overview, Lists, Import, Sync) rather than by its
   * screen's title: every area's header then reads the same and fits one row beside the
   * organisation switcher ("Import State Accounts" and "State Sync" did not).
   */
  byGroup?: boolean;
};

/** One link stays a link; a group of several opens a menu, so a large area fits one header row. */
export function AreaNavMenus({ groups, byGroup = false }: Props) {
  return (
    <Group gap={4} wrap="nowrap" component="nav" aria-label="Area">
      {groups.map((group) =>
        group.links.length === 1 ? (
          <Button
            key={group.label}
            component={PathLink}
            to={group.links[0]!.href}
            variant="subtle"
            color="gray.0"
            size="compact-sm"
          >
            {byGroup ? group.label : group.links[0]!.title}
          </Button>
        ) : (
          <Menu key={group.label} position="bottom-start" shadow="md" withinPortal>
            <Menu.Target>
              <Button variant="subtle" color="gray.0" size="compact-sm">
                {group.label}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <ScrollArea.Autosize mah="70vh" type="auto">
                {group.links.map((link) => (
                  <Menu.Item key={link.href} component={PathLink} to={link.href}>
                    {link.title}
                  </Menu.Item>
                ))}
              </ScrollArea.Autosize>
            </Menu.Dropdown>
          </Menu>
        ),
      )}
    </Group>
  );
}
