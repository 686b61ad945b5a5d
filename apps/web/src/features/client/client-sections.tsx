import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import {
  dueText,
  FEATURE_LICENCE,
  formatDate,
  formatDateTime,
  isoDayInIndia,
  readableKey,
  type CalendarItem,
  type ClientAccount,
  type ClientArrival,
  type ClientDocument,
  type ClientPage,
} from '@taxdesk/domain';
import type { ReactNode } from 'react';
import { CalendarItemLink } from '../calendar/calendar-item-link';
import { fileSize } from '../../shared/resource/detail';
import { DocumentActions } from '../../shared/resource/document-actions';
import { AppLink } from '../../shared/resource/router';
import { routeOf } from '../../shared/resource/links';

function Section({ title, name, children }: { title: string; name: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" data-section={name}>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

const None = ({ children }: { children: ReactNode }) => (
  <Text size="sm" c="dimmed">
    {children}
  </Text>
);

/** A path from the API (relative to /{orgId}, perhaps with `?q=`) as a link. */
function RecordLink({ orgId, path, children }: { orgId: string; path: string | null; children: ReactNode }) {
  if (!path) return <>{children}</>;
  return <AppLink {...routeOf(`/${orgId}${path}`)}>{children}</AppLink>;
}

const areaName = (area: ClientAccount['area']) => (area ? FEATURE_LICENCE[area].label : 'General');

export function ClientAccounts({ orgId, accounts }: { orgId: string; accounts: readonly ClientAccount[] }) {
  return (
    <Section title="Accounts" name="accounts">
      <Table.ScrollContainer minWidth={600} type="native">
        <Table verticalSpacing={4} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Area</Table.Th>
              <Table.Th>Account</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Registrations</Table.Th>
              <Table.Th>Login</Table.Th>
              <Table.Th>Last synced</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {accounts.map((a) => (
              <Table.Tr key={`${a.type}:${a.key}`} data-account={a.type}>
                <Table.Td>
                  <Text size="sm">{areaName(a.area)}</Text>
                  <Text size="xs" c="dimmed">
                    {a.label}
                  </Text>
                </Table.Td>
                <Table.Td ff="monospace">
                  <RecordLink orgId={orgId} path={a.path}>
                    {readableKey(a.key)}
                  </RecordLink>
                </Table.Td>
                <Table.Td>{a.name ?? ''}</Table.Td>
                <Table.Td ff="monospace" fz="sm">
                  {a.identifiers.join(', ')}
                </Table.Td>
                <Table.Td>
                  {a.loginStatus ? (
                    <Badge
                      size="sm"
                      variant="light"
                      color={a.loginStatus === 'login_blocked' ? 'red' : 'gray'}
                    >
                      {a.loginStatus.replace(/_/g, ' ')}
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td fz="sm">{a.lastSyncedAt ? formatDateTime(a.lastSyncedAt) : 'Never'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Section>
  );
}

export function ClientOpenItems({
  orgId,
  items,
  truncated,
}: {
  orgId: string;
  items: readonly CalendarItem[];
  truncated: boolean;
}) {
  const today = isoDayInIndia(new Date());
  return (
    <Section title="Open and due" name="open-items">
      {items.length === 0 ? (
        <None>Nothing open with a date.</None>
      ) : (
        <Table verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Due</Table.Th>
              <Table.Th>Days</Table.Th>
              <Table.Th>Item</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Assignee</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={`${item.type}:${item.key}`} data-item={item.type}>
                <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(item.date)}
                </Table.Td>
                <Table.Td fz="sm" c={item.date < today ? 'red' : undefined} style={{ whiteSpace: 'nowrap' }}>
                  {dueText(item.date, today)}
                </Table.Td>
                <Table.Td>
                  <CalendarItemLink orgId={orgId} item={item} />
                </Table.Td>
                <Table.Td fz="sm">{item.status ?? ''}</Table.Td>
                <Table.Td fz="sm">{item.assignee ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {truncated ? <None>Only the earliest {items.length} are shown.</None> : null}
    </Section>
  );
}

export function ClientArrivals({ orgId, arrivals }: { orgId: string; arrivals: readonly ClientArrival[] }) {
  return (
    <Section title="Recent arrivals" name="arrivals">
      {arrivals.length === 0 ? (
        <None>Nothing has arrived yet.</None>
      ) : (
        <Table verticalSpacing={4}>
          <Table.Tbody>
            {arrivals.map((a) => (
              <Table.Tr key={`${a.type}:${a.key}`}>
                <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(a.firstSeenAt)}
                </Table.Td>
                <Table.Td>
                  <Text size="xs" c="dimmed">
                    {areaName(a.area)} · {a.label}
                  </Text>
                  <RecordLink orgId={orgId} path={a.path}>
                    {a.title ?? readableKey(a.key)}
                  </RecordLink>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Section>
  );
}

export function ClientDocuments({
  orgId,
  documents,
}: {
  orgId: string;
  documents: readonly ClientDocument[];
}) {
  return (
    <Section title="Documents" name="documents">
      {documents.length === 0 ? (
        <None>No documents.</None>
      ) : (
        <Table verticalSpacing={4}>
          <Table.Tbody>
            {documents.map((d) => (
              <Table.Tr key={d.id}>
                {/* A portal's file names run to 60 characters without a space: they break anywhere
                    rather than push the buttons past the panel. */}
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Text size="sm">{d.fileName}</Text>
                  <Text size="xs" c="dimmed">
                    <RecordLink orgId={orgId} path={d.path}>
                      {d.label} {readableKey(d.recordKey)}
                    </RecordLink>{' '}
                    · {fileSize(d.size)} · {formatDate(d.createdAt)}
                  </Text>
                </Table.Td>
                <Table.Td w={1} style={{ whiteSpace: 'nowrap' }}>
                  <DocumentActions orgId={orgId} documentId={d.id} fileName={d.fileName} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Section>
  );
}

export function ClientPeople({ people }: { people: ClientPage['people'] }) {
  return (
    <Section title="People on it" name="people">
      {people.length === 0 ? (
        <None>Nobody is assigned to this client&rsquo;s open work.</None>
      ) : (
        <Group gap="xs">
          {people.map((p) => (
            <Badge key={p.email} variant="light" size="lg" tt="none">
              {p.name ?? p.email} · {p.open} open
            </Badge>
          ))}
        </Group>
      )}
    </Section>
  );
}
