import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  cellText,
  formatDate,
  gridCounts,
  gridHeader,
  gridLines,
  gridRows,
  periodLabel,
  returnLabel,
  type GstReturnCell,
} from '@taxdesk/domain';
import { useState } from 'react';
import type { ScreenProps } from '../../app/screen-types';
import { saveBlob } from '../../shared/resource/export-file';
import { AppLink } from '../../shared/resource/router';
import { downloadText, toCsv } from '../../shared/reports/report-csv';
import { fetchReturnGrid, fetchReturnGridXlsx, gstReportKeys } from './gst-reports-api';
import { filterParams, GstReportFilters, type GstReportFilterValues } from './gst-report-filters';

const TONE = { filed: 'teal', filed_late: 'orange', not_filed: 'red' } as const;
const SHORT = { filed: 'Filed', filed_late: 'Late', not_filed: 'Not filed' } as const;

function Cell({ orgId, cell }: { orgId: string; cell: GstReturnCell | undefined }) {
  if (!cell) return <Text c="dimmed">—</Text>;
  const badge = (
    <Badge size="sm" variant="light" color={TONE[cell.status]} style={{ textTransform: 'none' }}>
      {SHORT[cell.status]}
      {cell.status === 'filed_late' && cell.daysLate ? ` ${cell.daysLate}d` : ''}
    </Badge>
  );
  return (
    <Stack gap={2} align="flex-start" title={cellText(cell)}>
      {cell.arn ? (
        <AppLink to={`/${orgId}/gst/returnfile/${encodeURIComponent(cell.arn)}`}>{badge}</AppLink>
      ) : (
        badge
      )}
      {cell.status === 'not_filed' && cell.dueDate ? (
        <Text size="xs" c="red.9">
          due {formatDate(cell.dueDate)}
        </Text>
      ) : cell.filedOn ? (
        <Text size="xs" c="dimmed">
          {formatDate(cell.filedOn)}
        </Text>
      ) : null}
    </Stack>
  );
}

/** /{orgId}/gst/returnfile: filing status by GSTIN × return type × period for one financial year. */
export default function ReturnFilingScreen({ orgId }: ScreenProps) {
  const [filters, setFilters] = useState<GstReportFilterValues>({
    fy: null,
    returnType: null,
    group: null,
    state: null,
  });
  const [text, setText] = useState('');
  const params = filterParams(filters);
  const q = useQuery({
    queryKey: gstReportKeys.grid(orgId, params),
    queryFn: () => fetchReturnGrid(orgId, params),
    placeholderData: (prev) => prev,
  });
  const grid = q.data;
  const lines = grid ? gridLines(grid, text) : [];
  const counts = gridCounts(lines);
  const fy = filters.fy ?? grid?.fy ?? null;

  const exportCsv = () =>
    grid &&
    downloadText(toCsv(gridHeader(grid), gridRows(grid, lines)), `return-filing-status-${grid.fy}.csv`);
  const exportXlsx = async () =>
    grid && saveBlob(await fetchReturnGridXlsx(orgId, params), `return-filing-status-${grid.fy}.xlsx`);

  return (
    <Stack gap="md" data-screen="gst-return-filing">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>Return Filing Status</Title>
          <Text size="sm" c="dimmed">
            Each GSTIN&apos;s returns by period: filed, filed late, or not filed after the due date.
          </Text>
        </Stack>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={exportCsv} disabled={!lines.length}>
            CSV
          </Button>
          <Button size="xs" variant="default" onClick={() => void exportXlsx()} disabled={!lines.length}>
            XLSX
          </Button>
        </Group>
      </Group>
      <Paper withBorder p="sm" radius="md">
        <Group align="flex-end" gap="md">
          <GstReportFilters
            orgId={orgId}
            values={{ ...filters, fy }}
            onChange={setFilters}
            years={grid?.years ?? []}
          />
          <TextInput
            label="GSTIN or name"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            w={200}
          />
        </Group>
      </Paper>
      {q.isError ? <Alert color="red">Could not load the report: {(q.error as Error).message}</Alert> : null}
      {!grid ? (
        <Loader size="sm" />
      ) : lines.length === 0 ? (
        <Text c="dimmed">
          No filing status for {grid.fy} matches. A sync reads each GSTIN&apos;s returns.
        </Text>
      ) : (
        <>
          <Group gap="md">
            <Text size="sm">{counts.filed} filed</Text>
            <Text size="sm">{counts.late} filed late</Text>
            <Text size="sm" fw={600}>
              {counts.notFiled} not filed
            </Text>
          </Group>
          <Paper withBorder radius="md">
            <ScrollArea>
              <Table
                striped
                verticalSpacing={6}
                data-report="gst-returns"
                miw={520 + grid.periods.length * 110}
              >
                <Table.Thead>
                  <Table.Tr>
                    {gridHeader(grid)
                      .filter((h) => h !== 'State' && h !== 'Group')
                      .map((h) => (
                        <Table.Th key={h}>{h}</Table.Th>
                      ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {lines.map((l) => (
                    <Table.Tr key={`${l.gstin}-${l.returnType}`}>
                      <Table.Td ff="monospace">
                        <AppLink to={`/${orgId}/gst/gstin/${encodeURIComponent(l.portalUserName)}`}>
                          {l.gstin}
                        </AppLink>
                      </Table.Td>
                      <Table.Td>{l.name ?? '—'}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{returnLabel(l.returnType)}</Table.Td>
                      {grid.periods.map((p) => (
                        <Table.Td
                          key={p}
                          data-cell={l.periods[p]?.status ?? 'none'}
                          data-period={periodLabel(p)}
                        >
                          <Cell orgId={orgId} cell={l.periods[p]} />
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          </Paper>
        </>
      )}
    </Stack>
  );
}
