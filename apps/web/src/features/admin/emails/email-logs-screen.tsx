import { Badge, Group, Paper, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ScreenProps } from '../../../app/screen-types';
import { emailKeys, fetchEmails } from '../api/failures-emails-api';
import type { EmailLogRow } from '@taxdesk/domain';
import { AdminPage } from '../ui/admin-page';
import { momentText } from '../../../shared/ui/moment-text';
import { Pager } from '../ui/pager';
import { QueryState } from '../ui/query-state';

const STATUS: Record<EmailLogRow['status'], { label: string; color: string }> = {
  sent: { label: 'Sent', color: 'teal' },
  logged: { label: 'Logged', color: 'gray' },
  failed: { label: 'Failed', color: 'red' },
};

/** Email Logs (`/{orgId}/admin/emaillogs`): every email the product sent or tried to send. */
export default function EmailLogsScreen({ orgId }: ScreenProps) {
  const [status, setStatus] = useState('all');
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text, 300);
  const [page, setPage] = useState(1);
  const emails = useQuery({
    queryKey: emailKeys.list(status, q, page),
    queryFn: () => fetchEmails(status, q, page),
    placeholderData: keepPreviousData,
  });
  const count = (s: string) => emails.data?.byStatus[s] ?? 0;
  return (
    <AdminPage
      orgId={orgId}
      path="/{orgId}/admin/emaillogs"
      intro="Every email TaxDesk sent: invitations, alerts, digests. Without SMTP settings emails are logged only, not sent."
    >
      <Group gap="sm">
        <SegmentedControl
          aria-label="Status"
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          data={[
            { value: 'all', label: 'All' },
            { value: 'sent', label: `Sent (${count('sent')})` },
            { value: 'failed', label: `Failed (${count('failed')})` },
            { value: 'logged', label: `Logged only (${count('logged')})` },
          ]}
        />
        <TextInput
          placeholder="Search recipient or subject"
          aria-label="Search emails"
          w={280}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setPage(1);
          }}
        />
      </Group>
      <QueryState query={emails} what="the email log">
        {(data) => (
          <Stack gap={0}>
            <Paper withBorder>
              <Table.ScrollContainer minWidth={900}>
                <Table verticalSpacing={4} fz="sm" striped data-testid="email-log">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>When</Table.Th>
                      <Table.Th>Recipient</Table.Th>
                      <Table.Th>Subject</Table.Th>
                      <Table.Th>Organisation</Table.Th>
                      <Table.Th>Status</Table.Th>
                      <Table.Th>Error</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.rows.length === 0 && (
                      <Table.Tr>
                        <Table.Td colSpan={6}>
                          <Text size="sm" c="dimmed" ta="center" py="md">
                            No emails to show.
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    )}
                    {data.rows.map((m) => (
                      <Table.Tr key={m.id} data-recipient={m.recipient}>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{momentText(m.sentAt)}</Table.Td>
                        <Table.Td>{m.recipient}</Table.Td>
                        <Table.Td>
                          {m.subject}
                          <Text size="xs" c="dimmed">
                            {m.template}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm" ff="monospace">
                            {m.orgId ?? '—'}
                          </Text>
                          {m.orgName && (
                            <Text size="xs" c="dimmed">
                              {m.orgName}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Badge
                            size="sm"
                            variant="light"
                            color={STATUS[m.status].color}
                            style={{ flexShrink: 0 }}
                            miw={70}
                          >
                            {STATUS[m.status].label}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          <Text size="xs" c="red" style={{ wordBreak: 'break-word' }}>
                            {m.error ?? ''}
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
            <Pager page={page} pageSize={25} total={data.total} noun="email(s)" onChange={setPage} />
          </Stack>
        )}
      </QueryState>
    </AdminPage>
  );
}
