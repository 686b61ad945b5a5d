import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { resourceOf, type ChildLink, type RecordRow } from '@taxdesk/domain';
import { childColumns, childListLink } from './detail';
import { ResourceTable } from './resource-table';
import { AppLink } from './router';

type Props = { orgId: string; link: ChildLink; parent: RecordRow; rows: readonly RecordRow[] };

/** A child type's records under the parent (newest first, capped by the API), in the child's columns. */
export function ChildRecords({ orgId, link, parent, rows }: Props) {
  const child = resourceOf(link.type);
  if (!child) return null;
  const all = childListLink(orgId, link, parent);
  return (
    <Paper withBorder p="md" data-section={`children-${link.type}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {link.label}{' '}
            <Text span c="dimmed" fz="sm">
              ({rows.length})
            </Text>
          </Title>
          {all && rows.length > 0 ? (
            <AppLink to={all.to} search={all.search} size="sm">
              Open in list
            </AppLink>
          ) : null}
        </Group>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            None.
          </Text>
        ) : (
          <ResourceTable orgId={orgId} resource={child} rows={rows} columns={childColumns(child, link)} />
        )}
      </Stack>
    </Paper>
  );
}
