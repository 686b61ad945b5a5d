import { Alert, Badge, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, isoDayInIndia, periodLabel, returnLabel } from '@taxdesk/domain';
import { useState } from 'react';
import type { ScreenProps } from '../../app/screen-types';
import { AppLink } from '../../shared/resource/router';
import { downloadText, toCsv } from '../../shared/reports/report-csv';
import { fetchNonFilers, gstReportKeys } from './gst-reports-api';
import { filterParams, GstReportFilters, type GstReportFilterValues } from './gst-report-filters';

const missingText = (m: { returnType: string; period: string }) =>
  `${returnLabel(m.returnType)} ${periodLabel(m.period)}`;

/** /{orgId}/gst/noreturnfile: GSTINs with returns not filed after their due date, the most first. */
export default function NonFilersScreen({ orgId }: ScreenProps) {
  const [filters, setFilters] = useState<GstReportFilterValues>({
    fy: null,
    returnType: null,
    group: null,
    state: null,
  });
  const params = filterParams(filters);
  const q = useQuery({
    queryKey: gstReportKeys.nonFilers(orgId, params),
    queryFn: () => fetchNonFilers(orgId, params),
    placeholderData: (prev) => prev,
  });
  const rows = q.data?.rows ?? [];

  const exportCsv = () =>
    downloadText(
      toCsv(
        ['GSTIN', 'Legal name', 'State', 'Group', 'Returns not filed', 'Periods'],
        rows.map((r) => [
          r.gstin,
          r.name ?? '',
          r.state ?? '',
          r.group ?? '',
          r.count,
          r.missing.map(missingText).join('; '),
        ]),
      ),
      `non-filers-${isoDayInIndia(new Date())}.csv`,
    );

  return (
    <Stack gap="md" data-screen="gst-non-filers">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>Non-Filers</Title>
          <Text size="sm" c="dimmed">
            GSTINs with a return not filed for a period whose due date has passed.
          </Text>
        </Stack>
        <Button size="xs" variant="default" onClick={exportCsv} disabled={rows.length === 0}>
          CSV
        </Button>
      </Group>
      <Paper withBorder p="sm" radius="md">
        <Group align="flex-end" gap="md">
          <GstReportFilters orgId={orgId} values={filters} onChange={setFilters} />
        </Group>
      </Paper>
      {q.isError ? <Alert color="red">Could not load the report: {(q.error as Error).message}</Alert> : null}
      {!q.data ? (
        <Loader size="sm" />
      ) : rows.length === 0 ? (
        <Text c="dimmed">Every return due has been filed.</Text>
      ) : (
        <Paper withBorder radius="md">
          <Table striped verticalSpacing={6} data-report="gst-non-filers">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>GSTIN</Table.Th>
                <Table.Th>Legal name</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>Group</Table.Th>
                <Table.Th ta="right">Not filed</Table.Th>
                <Table.Th>Periods</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.gstin}>
                  <Table.Td ff="monospace">
                    <AppLink to={`/${orgId}/gst/gstin/${encodeURIComponent(r.portalUserName)}`}>
                      {r.gstin}
                    </AppLink>
                  </Table.Td>
                  <Table.Td>{r.name ?? '—'}</Table.Td>
                  <Table.Td>{r.state ?? '—'}</Table.Td>
                  <Table.Td>{r.group ?? '—'}</Table.Td>
                  <Table.Td ta="right" c="red.9" fw={600}>
                    {r.count}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {r.missing.map((m) => (
                        <Badge
                          key={`${m.returnType}-${m.period}`}
                          size="sm"
                          variant="light"
                          color="red"
                          style={{ textTransform: 'none' }}
                          title={m.dueDate ? `Due ${formatDate(m.dueDate)}` : undefined}
                        >
                          {missingText(m)}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}
