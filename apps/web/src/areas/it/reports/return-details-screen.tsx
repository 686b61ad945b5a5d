import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, isoDayInIndia } from '@taxdesk/domain';
import { useState } from 'react';
import type { ScreenProps } from '../../../app/screen-types';
import { AppLink } from '../../../shared/resource';
import { AccountFilters } from '../insights/account-filters';
import { fetchReturnDetails, insightKeys } from '../insights/insights-api';
import { downloadText, toCsv } from '../../../shared/reports/report-csv';
import {
  filedCounts,
  isRevised,
  matrixRows,
  NOT_FILED,
  NOT_SYNCED,
  returnStatusColor,
  shortStatus,
  visibleAccounts,
} from './return-matrix';

const YEAR_CHOICES = ['3', '5', '7', '10'];

/** /{orgId}/it/returndetails: every account against the last assessment years, each return opening its detail. */
export default function ReturnDetailsScreen({ orgId }: ScreenProps) {
  const [years, setYears] = useState('5');
  const [branch, setBranch] = useState<string | null>(null);
  const [group, setGroup] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [onlyMissing, setOnlyMissing] = useState(false);
  const params = { years: Number(years), branch: branch ?? undefined, group: group ?? undefined };
  const q = useQuery({
    queryKey: insightKeys.report(orgId, { report: 'returns', ...params }),
    queryFn: () => fetchReturnDetails(orgId, params),
    placeholderData: (prev) => prev,
  });
  const d = q.data;
  const accounts = d ? visibleAccounts(d, text, onlyMissing) : [];
  const counts = d ? filedCounts(d, accounts) : [];
  const it = `/${orgId}/it`;

  const exportCsv = () =>
    d &&
    downloadText(
      toCsv(['PAN', 'Name', 'Branch', ...d.years.map((y) => `AY ${y}`)], matrixRows(d, accounts)),
      `return-details-${isoDayInIndia(new Date())}.csv`,
    );

  return (
    <Stack gap="md" data-screen="return-details">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Return Details</Title>
        <Button variant="default" onClick={exportCsv} disabled={accounts.length === 0}>
          CSV
        </Button>
      </Group>
      <Paper withBorder p="sm" radius="md">
        <Group align="flex-end" gap="md">
          <TextInput
            label="PAN or name"
            placeholder="Search"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            w={200}
          />
          <AccountFilters
            orgId={orgId}
            branch={branch}
            group={group}
            onBranch={setBranch}
            onGroup={setGroup}
          />
          <Select
            label="Years"
            data={YEAR_CHOICES.map((v) => ({ value: v, label: `Last ${v} years` }))}
            value={years}
            onChange={(v) => v && setYears(v)}
            allowDeselect={false}
            w={150}
          />
          <Checkbox
            label="Only accounts with a year not filed"
            checked={onlyMissing}
            onChange={(e) => setOnlyMissing(e.currentTarget.checked)}
            mb={8}
          />
        </Group>
      </Paper>
      {q.isError ? <Alert color="red">Could not load the report: {(q.error as Error).message}</Alert> : null}
      {!d ? (
        <Loader size="sm" />
      ) : accounts.length === 0 ? (
        <Text c="dimmed">No accounts match.</Text>
      ) : (
        <Paper withBorder radius="md">
          <ScrollArea>
            <Table striped verticalSpacing={6} data-report="returns" miw={460 + d.years.length * 160}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>PAN</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Branch</Table.Th>
                  {d.years.map((y) => (
                    <Table.Th key={y}>AY {y}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {accounts.map((a) => (
                  <Table.Tr key={a.pan}>
                    <Table.Td ff="monospace">
                      <AppLink to={`${it}/pan/${encodeURIComponent(a.pan)}`}>{a.pan}</AppLink>
                    </Table.Td>
                    <Table.Td>{a.name ?? '—'}</Table.Td>
                    <Table.Td>{a.branch ?? '—'}</Table.Td>
                    {d.years.map((y) => {
                      const cells = a.returns[y] ?? [];
                      return (
                        <Table.Td
                          key={y}
                          miw={150}
                          data-cell={cells.length ? 'filed' : a.returnsSynced ? 'not-filed' : 'not-synced'}
                        >
                          {cells.length === 0 ? (
                            a.returnsSynced ? (
                              <Text size="sm" c="red" fs="italic">
                                {NOT_FILED}
                              </Text>
                            ) : (
                              <Text size="sm" c="dimmed" title="No sync has read this account's returns yet">
                                {NOT_SYNCED}
                              </Text>
                            )
                          ) : (
                            <Stack gap={4}>
                              {cells.map((c) => (
                                <Stack
                                  key={c.ackNum}
                                  gap={2}
                                  align="flex-start"
                                  title={`Ack. ${c.ackNum}${c.filedOn ? `, filed ${formatDate(c.filedOn)}` : ''}${c.status ? ` · ${c.status}` : ''}`}
                                >
                                  <AppLink
                                    to={`${it}/returns/${encodeURIComponent(c.ackNum)}`}
                                    size="sm"
                                    style={{ whiteSpace: 'nowrap' }}
                                  >
                                    {c.form ?? 'Return'}
                                    {isRevised(c) ? ' revised' : ''}
                                    {c.filedOn ? ` · ${formatDate(c.filedOn)}` : ''}
                                  </AppLink>
                                  <Badge
                                    size="xs"
                                    variant="light"
                                    color={returnStatusColor(c.status)}
                                    style={{ textTransform: 'none', overflow: 'visible' }}
                                  >
                                    {shortStatus(c.status)}
                                  </Badge>
                                </Stack>
                              ))}
                            </Stack>
                          )}
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th colSpan={3}>
                    {accounts.length} account{accounts.length === 1 ? '' : 's'}
                  </Table.Th>
                  {counts.map((c) => (
                    <Table.Th key={c.year} fw={500}>
                      <Text size="sm">{c.filed} filed</Text>
                      {c.notFiled ? (
                        <Text size="sm" c="red">
                          {c.notFiled} not filed
                        </Text>
                      ) : null}
                      {c.notSynced ? (
                        <Text size="sm" c="dimmed">
                          {c.notSynced} not synced
                        </Text>
                      ) : null}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </ScrollArea>
        </Paper>
      )}
    </Stack>
  );
}
