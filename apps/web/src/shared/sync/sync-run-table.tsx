import { Badge, Group, Progress, Table, Text } from '@mantine/core';
import { formatDuration, type SyncRunProgress } from '@taxdesk/domain';
import { AppLink } from '../resource';
import { BADGE_STYLES, RUN_STATE_COLOURS, runStateLabel } from './run-state';

type Props = {
  runs: readonly SyncRunProgress[];
  accountHref?: (accountKey: string) => string;
};

/** Rows past this are summarised: a page of 500 live rows is already plenty to read. */
const MAX_ROWS = 500;

function Outcome({ run }: { run: SyncRunProgress }) {
  if (run.status === 'running') {
    const share = run.moduleCount ? ((run.modulesDone ?? 0) / run.moduleCount) * 100 : 0;
    return (
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" truncate>
          {run.currentModule ?? 'Starting'}
          {run.moduleCount ? ` (${(run.modulesDone ?? 0) + 1} of ${run.moduleCount})` : ''}
        </Text>
        {run.moduleCount ? <Progress value={share} size="sm" w={60} aria-hidden /> : null}
      </Group>
    );
  }
  if (run.status === 'queued')
    return (
      <Text size="sm" c="dimmed">
        {run.error ?? 'Waiting for a worker'}
      </Text>
    );
  if (run.error && run.status !== 'succeeded')
    return (
      <Text size="sm" c={run.status === 'cancelled' ? 'dimmed' : 'red'} lineClamp={2}>
        {run.error}
      </Text>
    );
  return (
    <Text size="sm">
      {run.newCount} new · {run.changedCount} changed
      {run.failedCount ? ` · ${run.failedCount} failed` : ''}
      {run.rateLimitedCount ? ` · ${run.rateLimitedCount} rate-limited` : ''}
    </Text>
  );
}

/** Each account of a batch: who, its state, what it is doing or how it ended. */
export function SyncRunTable({ runs, accountHref }: Props) {
  if (!runs.length)
    return (
      <Text size="sm" c="dimmed" py="sm">
        No accounts in this state.
      </Text>
    );
  const shown = runs.slice(0, MAX_ROWS);
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing={6} striped data-runs>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Account</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>Now / result</Table.Th>
              <Table.Th ta="right">Duration</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((run) => (
              <Table.Tr key={run.runId} data-account={run.accountKey} data-run-state={run.status}>
                <Table.Td>
                  {accountHref ? (
                    <AppLink to={accountHref(run.accountKey)} ff="monospace" size="sm">
                      {run.accountKey}
                    </AppLink>
                  ) : (
                    <Text span ff="monospace" size="sm">
                      {run.accountKey}
                    </Text>
                  )}
                  {run.accountName ? (
                    <Text size="xs" c="dimmed" truncate maw={320}>
                      {run.accountName}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Badge
                    color={RUN_STATE_COLOURS[run.status]}
                    variant="light"
                    tt="none"
                    styles={BADGE_STYLES}
                  >
                    {runStateLabel(run.status)}
                  </Badge>
                </Table.Td>
                <Table.Td maw={420}>
                  <Outcome run={run} />
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm">{formatDuration(run.durationMs)}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {runs.length > MAX_ROWS ? (
        <Text size="sm" c="dimmed">
          Showing {MAX_ROWS} of {runs.length.toLocaleString('en-IN')} accounts; pick a state above to narrow
          them.
        </Text>
      ) : null}
    </>
  );
}
