import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isoDayInIndia } from '@taxdesk/domain';
import { useState } from 'react';
import type { ScreenProps } from '../../app/screen-types';
import { fetchNoticeReport, insightKeys, type NoticeReportRow } from './insights-api';
import { downloadText, toCsv } from './report-csv';

const GROUPS = [
  { value: 'section', label: 'Section' },
  { value: 'year', label: 'Assessment year' },
  { value: 'workStatus', label: 'Status' },
  { value: 'branch', label: 'Branch' },
  { value: 'account', label: 'PAN' },
  { value: 'month', label: 'Month issued' },
];

const COLUMNS: [keyof NoticeReportRow, string][] = [
  ['total', 'Notices'],
  ['open', 'Open'],
  ['inProgress', 'In progress'],
  ['replied', 'Replied'],
  ['closed', 'Closed'],
  ['dueIn7Days', 'Due in 7 days'],
  ['overdue', 'Overdue'],
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** /{orgId}/it/noticereport: notices counted by status and urgency, grouped as the user chooses. */
export default function NoticeReportScreen({ orgId }: ScreenProps) {
  const [by, setBy] = useState('section');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const params = { by, from: DAY.test(from) ? from : undefined, to: DAY.test(to) ? to : undefined };
  const q = useQuery({
    queryKey: insightKeys.report(orgId, params),
    queryFn: () => fetchNoticeReport(orgId, params),
    placeholderData: (prev) => prev,
  });
  const groupLabel = GROUPS.find((g) => g.value === by)!.label;
  const rows = q.data ?? [];
  const totals = COLUMNS.map(([k]) => rows.reduce((sum, r) => sum + (r[k] as number), 0));

  const exportCsv = () =>
    downloadText(
      toCsv(
        [groupLabel, ...COLUMNS.map(([, l]) => l)],
        [...rows.map((r) => [r.group, ...COLUMNS.map(([k]) => r[k])]), ['Total', ...totals]],
      ),
      `notice-report-by-${by}-${isoDayInIndia(new Date())}.csv`,
    );

  return (
    <Stack gap="md" data-screen="notice-report">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Notice Report</Title>
        <Button size="xs" variant="default" onClick={exportCsv} disabled={rows.length === 0}>
          CSV
        </Button>
      </Group>
      <Paper withBorder p="sm" radius="md">
        <Group align="flex-end" gap="md">
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Group by
            </Text>
            <SegmentedControl data={GROUPS} value={by} onChange={setBy} />
          </Stack>
          <TextInput
            type="date"
            label="Issued from"
            value={from}
            onChange={(e) => setFrom(e.currentTarget.value)}
          />
          <TextInput type="date" label="to" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
        </Group>
      </Paper>
      {q.isError ? <Alert color="red">Could not load the report: {(q.error as Error).message}</Alert> : null}
      {!q.data ? (
        <Loader size="sm" />
      ) : rows.length === 0 ? (
        <Text c="dimmed">No notices in this period.</Text>
      ) : (
        <Paper withBorder radius="md">
          <Table striped verticalSpacing={6} data-report="notices">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{groupLabel}</Table.Th>
                {COLUMNS.map(([k, l]) => (
                  <Table.Th key={k} ta="right">
                    {l}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.group}>
                  <Table.Td ff={by === 'account' ? 'monospace' : undefined}>{r.group}</Table.Td>
                  {COLUMNS.map(([k]) => (
                    <Table.Td key={k} ta="right" c={k === 'overdue' && r.overdue ? 'red' : undefined}>
                      {r[k]}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th>Total</Table.Th>
                {totals.map((t, i) => (
                  <Table.Th key={COLUMNS[i]![0]} ta="right">
                    {t}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}
