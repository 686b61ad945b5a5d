import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { HomeSummary } from '@taxdesk/domain';
import { PathLink } from '../../shared/routing/path-link';
import { momentText } from '../../shared/ui/moment-text';

const when = (iso: string | null) => (iso ? momentText(iso) : 'Never');

/**
 * What needs attention: sign-ins waiting, logins blocked, failed items, and coverage — each portal's
 * accounts not synced within the area's "stale after" days, with the oldest sync still relied on.
 */
export function AttentionCard({ orgId, attention }: { orgId: string; attention: HomeSummary['attention'] }) {
  const rows = attention.coverage;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="home-attention" data-home-attention>
      <Title order={2} size="h4" id="home-attention" mb="xs">
        Needs attention
      </Title>
      <Stack gap="sm">
        <Group gap="lg">
          <Text size="sm" data-attention="signInsWaiting">
            Sign-ins waiting: <b>{attention.signInsWaiting}</b>
          </Text>
          <Text size="sm" data-attention="loginsBlocked">
            Logins blocked: <b>{attention.loginsBlocked}</b>
          </Text>
          <Text size="sm" data-attention="failedItems">
            Failed items: <b>{attention.failedItems}</b>
          </Text>
        </Group>
        {rows.length ? (
          <Table.ScrollContainer minWidth={560} type="native">
            <Table verticalSpacing={4} data-coverage>
              <Table.Caption>
                Coverage: accounts whose last successful sync is older than the area's setting
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Portal</Table.Th>
                  <Table.Th ta="right">Accounts</Table.Th>
                  <Table.Th ta="right">Stale</Table.Th>
                  <Table.Th ta="right">Never synced</Table.Th>
                  <Table.Th>Oldest sync</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((c) => (
                  <Table.Tr key={c.portal} data-coverage-portal={c.portal}>
                    <Table.Td>
                      {c.path ? (
                        <Anchor component={PathLink} to={`/${orgId}${c.path}`} size="sm">
                          {c.label}
                        </Anchor>
                      ) : (
                        c.label
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{c.accounts.toLocaleString('en-IN')}</Table.Td>
                    <Table.Td ta="right" c={c.stale ? 'red' : undefined}>
                      {c.stale.toLocaleString('en-IN')}
                      <Text span size="xs" c="dimmed">
                        {' '}
                        (over {c.staleAfterDays} {c.staleAfterDays === 1 ? 'day' : 'days'})
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{c.never.toLocaleString('en-IN')}</Table.Td>
                    <Table.Td>{when(c.oldestSyncAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text size="sm" c="dimmed">
            No portal accounts yet.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
