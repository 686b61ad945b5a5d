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
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isoDayInIndia, type NoticeReportRow } from '@taxdesk/domain';
import { useState } from 'react';
import { api } from '../api/client';
import { downloadText, toCsv } from './report-csv';
import { DayInput } from '../forms/day-input';

type NoticeReportGrouping = {
  value: string;
  label: string;
  /** Identifiers (PAN, GSTIN) read better in a monospace font. */
  mono?: boolean;
};

type NoticeReportPageProps = {
  orgId: string;
  /** The area's report endpoint under /o/{orgId}, e.g. `it/reports/notices`. */
  endpoint: string;
  /** The groupings the endpoint accepts; the first is the default. */
  groups: readonly [NoticeReportGrouping, ...NoticeReportGrouping[]];
  /** A line under the title saying which notices are counted. */
  description?: string;
};

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

/** Any area's notice report: notices counted by status and urgency, grouped as the user chooses. */
export function NoticeReportPage({ orgId, endpoint, groups, description }: NoticeReportPageProps) {
  const [by, setBy] = useState(groups[0].value);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const params = { by, from: DAY.test(from) ? from : undefined, to: DAY.test(to) ? to : undefined };
  const q = useQuery({
    queryKey: ['notice-report', orgId, endpoint, params],
    queryFn: () => api<NoticeReportRow[]>(`/o/${orgId}/${endpoint}`, { query: params }),
    placeholderData: (prev) => prev,
  });
  const grouping = groups.find((g) => g.value === by) ?? groups[0];
  const rows = q.data ?? [];
  const totals = COLUMNS.map(([k]) => rows.reduce((sum, r) => sum + (r[k] as number), 0));

  const exportCsv = () =>
    downloadText(
      toCsv(
        [grouping.label, ...COLUMNS.map(([, l]) => l)],
        [...rows.map((r) => [r.group, ...COLUMNS.map(([k]) => r[k])]), ['Total', ...totals]],
      ),
      `notice-report-by-${by}-${isoDayInIndia(new Date())}.csv`,
    );

  return (
    <Stack gap="md" data-screen="notice-report">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>Notice Report</Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
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
            <SegmentedControl
              data={groups.map(({ value, label }) => ({ value, label }))}
              value={by}
              onChange={setBy}
            />
          </Stack>
          <DayInput label="Issued from" value={from} onChange={setFrom} w={150} />
          <DayInput label="to" value={to} onChange={setTo} w={150} />
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
                <Table.Th>{grouping.label}</Table.Th>
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
                  <Table.Td ff={grouping.mono ? 'monospace' : undefined}>{r.group}</Table.Td>
                  {COLUMNS.map(([k]) => (
                    <Table.Td key={k} ta="right" c={k === 'overdue' && r.overdue ? 'red.9' : undefined}>
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
