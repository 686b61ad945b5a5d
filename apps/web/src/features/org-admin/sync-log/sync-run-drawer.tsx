import {
  Alert,
  Anchor,
  Badge,
  Drawer,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { RESOURCES } from '@taxdesk/domain';
import { FieldValue } from '../../../shared/resource';
import { PathLink } from '../../../shared/routing/path-link';
import { fetchSyncRun } from '../api/sync-run-api';
import { momentText } from '../../../shared/ui/moment-text';

type Failure = { module?: string; ref?: string; reason?: string };

const SHOWN = [
  'portal',
  'accountKey',
  'status',
  'startedBy',
  'modules',
  'startedAt',
  'finishedAt',
  'durationMs',
  'newCount',
  'changedCount',
  'failedCount',
  'portalCallCount',
  'rateLimitedCount',
  'error',
];

/** One sync run in full: who started it, what it covered, counts, duration, its failures and what it changed. */
export function SyncRunDrawer({
  orgId,
  runId,
  onClose,
}: {
  orgId: string;
  runId: string | null;
  onClose: () => void;
}) {
  const detail = useQuery({
    queryKey: ['org-admin', orgId, 'sync-run', runId],
    queryFn: () => fetchSyncRun(orgId, runId!),
    enabled: runId !== null,
  });
  const fields = RESOURCES.syncLog.fields.filter((f) => SHOWN.includes(f.key));
  const run = detail.data?.run;
  const failures = (Array.isArray(run?.failures) ? run.failures : []) as Failure[];
  return (
    <Drawer
      opened={runId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={<Title order={3}>Sync run</Title>}
    >
      {detail.isPending ? (
        <Group justify="center" p="xl">
          <Loader size="sm" />
        </Group>
      ) : detail.isError ? (
        <Alert color="red">{(detail.error as Error).message}</Alert>
      ) : (
        <Stack gap="lg" data-testid="sync-run">
          <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
            {fields.map((f) => (
              <div key={f.key}>
                <Text size="xs" c="dimmed">
                  {f.label}
                </Text>
                <FieldValue field={f} value={run?.[f.key]} />
              </div>
            ))}
          </SimpleGrid>

          <div>
            <Title order={4} size="h5" mb={6}>
              Failures ({failures.length})
            </Title>
            {failures.length === 0 ? (
              <Text size="sm" c="dimmed">
                Nothing failed in this run.
              </Text>
            ) : (
              <Table verticalSpacing={4} striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Module</Table.Th>
                    <Table.Th>Item</Table.Th>
                    <Table.Th>Reason</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {failures.map((f, i) => (
                    <Table.Tr key={i}>
                      <Table.Td>{f.module ?? '—'}</Table.Td>
                      <Table.Td>{f.ref ?? '—'}</Table.Td>
                      <Table.Td>{f.reason ?? '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </div>

          <div>
            <Title order={4} size="h5" mb={6}>
              Records created or changed ({detail.data.totalChanges})
            </Title>
            {detail.data.changes.length === 0 ? (
              <Text size="sm" c="dimmed">
                This run created or changed no records.
              </Text>
            ) : (
              <Table verticalSpacing={4} striped data-testid="run-changes">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>What</Table.Th>
                    <Table.Th>Record</Table.Th>
                    <Table.Th>Account</Table.Th>
                    <Table.Th>Change</Table.Th>
                    <Table.Th>At</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {detail.data.changes.map((c, i) => {
                    const label = c.title ?? decodeURIComponent(c.key);
                    return (
                      <Table.Tr key={i}>
                        <Table.Td>{c.label}</Table.Td>
                        <Table.Td>
                          {c.path ? (
                            <Anchor component={PathLink} to={`/${orgId}${c.path}`} size="sm">
                              {label}
                            </Anchor>
                          ) : (
                            label
                          )}
                        </Table.Td>
                        <Table.Td>{c.account ?? '—'}</Table.Td>
                        <Table.Td>
                          <Badge
                            size="sm"
                            variant="light"
                            color={c.kind === 'new' ? 'teal' : c.kind === 'removed' ? 'gray' : 'blue'}
                          >
                            {c.kind}
                          </Badge>
                        </Table.Td>
                        <Table.Td>{momentText(c.at)}</Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            )}
          </div>
        </Stack>
      )}
    </Drawer>
  );
}
