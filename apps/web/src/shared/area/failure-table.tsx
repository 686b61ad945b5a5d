import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatDateTime, type SyncFailureItem } from '@taxdesk/domain';
import { AppLink } from '../resource';

/** Failed items with the portal's reason, how often they failed, and a retry for each open one. */
export function FailureTable({
  accountHref,
  rows,
  labels,
  canRetry,
  retrying,
  onRetry,
}: {
  accountHref?: (key: string) => string;
  rows: readonly SyncFailureItem[];
  labels: Readonly<Record<string, string>>;
  canRetry: boolean;
  retrying: number[] | undefined;
  onRetry: (id: number) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing={6} data-failures>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Account</Table.Th>
            <Table.Th>Module</Table.Th>
            <Table.Th>Item</Table.Th>
            <Table.Th>Reason</Table.Th>
            <Table.Th ta="right">Attempts</Table.Th>
            <Table.Th>First seen</Table.Th>
            <Table.Th>Last seen</Table.Th>
            <Table.Th>
              <VisuallyHidden>Retry</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((f) => (
            <Table.Tr key={f.id} data-failure={f.id} data-account={f.accountKey}>
              <Table.Td>
                {accountHref ? (
                  <AppLink to={accountHref(f.accountKey)} ff="monospace" size="sm">
                    {f.accountKey}
                  </AppLink>
                ) : (
                  <Text size="sm" ff="monospace">
                    {f.accountKey}
                  </Text>
                )}
                {f.accountName ? (
                  <Text size="xs" c="dimmed" truncate maw={220}>
                    {f.accountName}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{labels[f.module] ?? f.module}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {f.ref}
                </Text>
              </Table.Td>
              <Table.Td maw={340}>
                <Text size="sm" c="red" lineClamp={3}>
                  {f.reason}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">{f.attempts}</Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatDateTime(f.firstSeenAt)}</Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatDateTime(f.lastSeenAt)}</Text>
              </Table.Td>
              <Table.Td>
                {f.resolvedAt ? (
                  <Badge color="teal" variant="light" tt="none">
                    Resolved {formatDateTime(f.resolvedAt)}
                  </Badge>
                ) : (
                  <Button
                    size="compact-xs"
                    variant="light"
                    disabled={!canRetry}
                    loading={retrying?.length === 1 && retrying[0] === f.id}
                    onClick={() => onRetry(f.id)}
                  >
                    Retry
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
