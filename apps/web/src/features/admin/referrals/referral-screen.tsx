import { Badge, Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ScreenProps } from '../../../app/screen-types';
import { fetchCodes, fetchReferrals, referralKeys, setCodeActive } from '../api/referrals-api';
import type { ReferralCode } from '@taxdesk/domain';
import { AdminPage } from '../ui/admin-page';
import { momentDayText, momentText } from '../../../shared/ui/moment-text';
import { Pager } from '../ui/pager';
import { QueryState } from '../ui/query-state';
import { NewCodeModal } from './new-code-modal';

/** Referral Tracker (`/{orgId}/admin/referraltracker`): codes, sign-ups per code, who referred whom. */
export default function ReferralScreen({ orgId }: ScreenProps) {
  const [creating, setCreating] = useState(false);
  const [code, setCode] = useState('');
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const codes = useQuery({ queryKey: referralKeys.codes, queryFn: fetchCodes });
  const referrals = useQuery({
    queryKey: referralKeys.referrals(code, page),
    queryFn: () => fetchReferrals(code, page),
    placeholderData: keepPreviousData,
  });
  const toggle = useMutation({
    mutationFn: (c: ReferralCode) => setCodeActive(c.code, !c.active),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'referrals'] }),
  });

  return (
    <AdminPage
      orgId={orgId}
      path="/{orgId}/admin/referraltracker"
      intro="Codes a firm hands out. A new firm that signs up with a code is counted for its referrer; a withdrawn code is refused at sign-up."
      actions={<Button onClick={() => setCreating(true)}>New code</Button>}
    >
      <QueryState query={codes} what="the referral codes">
        {(rows) => (
          <Paper withBorder>
            <Table.ScrollContainer minWidth={860}>
              <Table verticalSpacing={6} striped data-testid="referral-codes">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Code</Table.Th>
                    <Table.Th>Referrer</Table.Th>
                    <Table.Th ta="right">Sign-ups</Table.Th>
                    <Table.Th ta="right">Last 30 days</Table.Th>
                    <Table.Th>Latest sign-up</Table.Th>
                    <Table.Th>Created</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.length === 0 && (
                    <Table.Tr>
                      <Table.Td colSpan={7}>
                        <Text size="sm" c="dimmed" ta="center" py="md">
                          No referral codes yet.
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  )}
                  {rows.map((c) => (
                    <Table.Tr key={c.code} data-code={c.code}>
                      <Table.Td>
                        <Group gap={6}>
                          <Text ff="monospace" fw={600} size="sm">
                            {c.code}
                          </Text>
                          {!c.active && (
                            <Badge size="xs" color="gray" variant="outline">
                              Withdrawn
                            </Badge>
                          )}
                        </Group>
                        {c.note && (
                          <Text size="xs" c="dimmed">
                            {c.note}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{c.ownerName}</Text>
                        {c.ownerOrgId && (
                          <Text size="xs" c="dimmed" ff="monospace">
                            {c.ownerOrgId}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td ta="right">
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          onClick={() => {
                            setCode(c.code);
                            setPage(1);
                          }}
                          aria-label={`${c.signups} sign-ups with ${c.code}`}
                        >
                          {c.signups}
                        </Button>
                      </Table.Td>
                      <Table.Td ta="right">{c.signupsLast30Days}</Table.Td>
                      <Table.Td>{momentText(c.lastSignupAt)}</Table.Td>
                      <Table.Td>{momentDayText(c.createdAt)}</Table.Td>
                      <Table.Td ta="right">
                        <Button
                          size="xs"
                          variant="subtle"
                          color={c.active ? 'red' : 'teal'}
                          loading={toggle.isPending && toggle.variables?.code === c.code}
                          onClick={() => toggle.mutate(c)}
                        >
                          {c.active ? 'Withdraw' : 'Reactivate'}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
      </QueryState>

      <Group justify="space-between" align="flex-end">
        <Title order={3} size="h5">
          Who referred whom
        </Title>
        <Select
          aria-label="Referral code"
          placeholder="Every code"
          clearable
          w={220}
          value={code || null}
          data={(codes.data ?? []).map((c) => c.code)}
          onChange={(v) => {
            setCode(v ?? '');
            setPage(1);
          }}
        />
      </Group>
      <QueryState query={referrals} what="the referrals">
        {(data) => (
          <Stack gap={0}>
            <Paper withBorder>
              <Table.ScrollContainer minWidth={760}>
                <Table verticalSpacing={6} data-testid="referrals">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Signed up</Table.Th>
                      <Table.Th>Organisation</Table.Th>
                      <Table.Th>By</Table.Th>
                      <Table.Th>Code</Table.Th>
                      <Table.Th>Referred by</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.rows.length === 0 && (
                      <Table.Tr>
                        <Table.Td colSpan={5}>
                          <Text size="sm" c="dimmed" ta="center" py="md">
                            No sign-ups with {code ? `the code ${code}` : 'a referral code'} yet.
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    )}
                    {data.rows.map((r) => (
                      <Table.Tr key={r.referredOrgId}>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{momentText(r.at)}</Table.Td>
                        <Table.Td>
                          <Text size="sm">{r.referredOrgName}</Text>
                          <Text size="xs" c="dimmed" ff="monospace">
                            {r.referredOrgId}
                            {!r.referredOrgExists && ' (deleted)'}
                          </Text>
                        </Table.Td>
                        <Table.Td>{r.referredEmail ?? '—'}</Table.Td>
                        <Table.Td ff="monospace">{r.code}</Table.Td>
                        <Table.Td>
                          {r.referrerName}
                          {r.referrerOrgId && (
                            <Text span size="xs" c="dimmed" ff="monospace">
                              {' '}
                              {r.referrerOrgId}
                            </Text>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
            <Pager page={page} pageSize={25} total={data.total} noun="sign-up(s)" onChange={setPage} />
          </Stack>
        )}
      </QueryState>
      <NewCodeModal opened={creating} onClose={() => setCreating(false)} />
    </AdminPage>
  );
}
