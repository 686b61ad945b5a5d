import { Group, Select, Text } from '@mantine/core';
import { useMe } from '../../shared/me/use-me';
import { useNavigateToPath } from '../../shared/routing/path-link';
import { pathForOrgSwitch } from './org-switch-path';
import classes from './shell.module.css';

/** Picks the organisation to work in, among the user's memberships (`GET /api/me`). */
export function OrgSwitcher({ orgId, cataloguePath }: { orgId: string; cataloguePath: string | undefined }) {
  const me = useMe();
  const navigate = useNavigateToPath();
  const orgs = me.data?.orgs ?? [];
  const data = orgs.map((org) => ({ value: org.orgId, label: org.name }));
  if (!data.some((item) => item.value === orgId)) data.unshift({ value: orgId, label: orgId });
  return (
    <Select
      aria-label="Organisation"
      data={data}
      value={orgId}
      allowDeselect={false}
      searchable={data.length > 6}
      size="xs"
      className={classes.orgSwitcher}
      comboboxProps={{ withinPortal: true }}
      renderOption={({ option }) => (
        <Group justify="space-between" wrap="nowrap" w="100%">
          <Text size="sm">{option.label}</Text>
          <Text size="xs" c="dimmed">
            {option.value}
          </Text>
        </Group>
      )}
      onChange={(next) => {
        if (next && next !== orgId) void navigate({ to: pathForOrgSwitch(cataloguePath, next) });
      }}
    />
  );
}
