import { Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, readableKey, RESOURCES, type CaseEvent, type ResourceDef } from '@taxdesk/domain';
import { AppLink } from '../../shared/resource/router';
import { statusLabel } from './case-format';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** One line per change, saying what happened in words. */
function describe(e: CaseEvent, orgId: string) {
  const d = e.detail ?? {};
  const def = (RESOURCES as Record<string, ResourceDef | undefined>)[str(d.type)];
  const record = `${def?.label ?? str(d.type)} ${readableKey(str(d.key))}`;
  switch (e.kind) {
    case 'created':
      return d.by === 'sync' ? 'Case made by the sync' : 'Case started';
    case 'linked':
      return `Linked ${record}${d.by === 'sync' ? ' (sync)' : ''}`;
    case 'unlinked':
      return `Unlinked ${record}`;
    case 'moved':
      return (
        <>
          Moved {record} from <AppLink to={`/${orgId}/cases/${str(d.from)}`}>{str(d.fromTitle)}</AppLink> to{' '}
          <AppLink to={`/${orgId}/cases/${str(d.to)}`}>{str(d.toTitle)}</AppLink>
        </>
      );
    case 'merged':
      return (
        <>
          Merged <AppLink to={`/${orgId}/cases/${str(d.from)}`}>{str(d.fromTitle)}</AppLink> into{' '}
          <AppLink to={`/${orgId}/cases/${str(d.into)}`}>{str(d.intoTitle)}</AppLink> (
          {String(d.records ?? 0)} records)
        </>
      );
    case 'status':
      return `Status ${statusLabel(str(d.from))} → ${statusLabel(str(d.to))}`;
    case 'assignee':
      return d.to ? `Assigned to ${str(d.to)}` : 'Unassigned';
    case 'title':
      return `Renamed to ${str(d.to)}`;
    case 'comment':
      return str(d.text);
    default:
      return e.kind;
  }
}

export function CaseHistory({ orgId, events }: { orgId: string; events: readonly CaseEvent[] }) {
  return (
    <Paper withBorder p="md">
      <Title order={3} size="h4" mb="sm">
        History
      </Title>
      <Stack
        gap="xs"
        component="ol"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label="History"
      >
        {events.map((e) => (
          <li key={e.id}>
            <Text size="sm">{describe(e, orgId)}</Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(e.at)} · {e.actor ?? 'Sync'}
            </Text>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
