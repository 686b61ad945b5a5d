import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { signOut } from '../../shared/auth/auth-api';
import { useMe } from '../../shared/me/use-me';
import { PathLink, useNavigateToPath } from '../../shared/routing/path-link';

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]!.toUpperCase())
      .join('') || '?'
  );
}

/** The signed-in person: their address, their password (in the organisation's Settings), sign out. */
export function UserMenu({ orgId }: { orgId: string }) {
  const me = useMe();
  const navigate = useNavigateToPath();
  const user = me.data?.user;
  const label = user?.name || user?.email || 'Account';
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        {/* The name starts with the initials a person sees, so speech control ("click DU") works. */}
        <UnstyledButton aria-label={`${initials(label)} User menu: ${label}`}>
          <Avatar size="sm" radius="xl" color="gray.0" variant="outline">
            {initials(label)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {user && <Menu.Label>{user.email}</Menu.Label>}
        <Menu.Item component={PathLink} to={`/${orgId}/settings`}>
          Change password
        </Menu.Item>
        <Menu.Item component={PathLink} to="/test1313">
          Diagnostics
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          onClick={async () => {
            await signOut();
            await navigate({ to: '/login', replace: true });
          }}
        >
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
