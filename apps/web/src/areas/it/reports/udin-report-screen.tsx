import { Alert, Button, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { fieldOf, formatValue, isoDayInIndia, RESOURCES, UDIN_STATUS, type FieldDef } from '@taxdesk/domain';
import { useState } from 'react';
import type { ScreenProps } from '../../../app/screen-types';
import { AppLink, ResourceTable } from '../../../shared/resource';
import { AmountTable } from '../insights/amount-table';
import { fetchSummary, insightKeys } from '../insights/insights-api';
import { facetOptions, recordPageOptions } from '../../../shared/resource/records-api';
import { MonthBars } from '../insights/month-bars';
import { downloadText, toCsv } from '../../../shared/reports/report-csv';
import { StatCard } from '../insights/stat-card';
import { udinMonths } from './udin-summary';

const PENDING_LIMIT = 50;
const PENDING_COLUMNS = ['udin', 'ackNum', 'pan', 'assesseeName', 'formTypeCd', 'refYear', 'filedDt'];
const SERIES = [
  { key: 'updated', label: 'Updated', color: 'var(--mantine-color-teal-5)' },
  { key: 'pending', label: 'Pending', color: 'var(--mantine-color-orange-5)' },
];
const statusLabel = (v: string) => formatValue({ kind: 'enum', options: UDIN_STATUS }, v) || v;

function useUdinSummary(orgId: string, by: string, filters: Record<string, string>) {
  return useQuery({
    queryKey: insightKeys.report(orgId, { report: 'udin', by, ...filters }),
    queryFn: () => fetchSummary(orgId, 'udin', by, filters),
    placeholderData: (prev) => prev,
  });
}

/** /{orgId}/it/udinreport: the firm's UDINs by status, form and month, and those still to update on the portal. */
export default function UdinReportScreen({ orgId }: ScreenProps) {
  const [ay, setAy] = useState<string | null>(null);
  const filters: Record<string, string> = ay ? { refYear: ay } : {};
  const byStatus = useUdinSummary(orgId, 'udinStatus', filters);
  const byForm = useUdinSummary(orgId, 'formTypeCd', filters);
  const updatedByMonth = useUdinSummary(orgId, 'month', { ...filters, udinStatus: 'UPDATED' });
  const pendingByMonth = useUdinSummary(orgId, 'month', { ...filters, udinStatus: 'PENDING' });
  const pending = useQuery(
    recordPageOptions(orgId, 'udin', {
      ...filters,
      udinStatus: 'PENDING',
      sort: 'filedDt',
      limit: String(PENDING_LIMIT),
    }),
  );
  const years = useQuery(facetOptions(orgId, 'udin', 'refYear'));

  const queries = [byStatus, byForm, updatedByMonth, pendingByMonth, pending];
  const failed = queries.find((x) => x.isError);
  const ready = queries.every((x) => x.data);
  const count = (status: string) => byStatus.data?.find((r) => r.group === status)?.count ?? 0;
  const total = (byStatus.data ?? []).reduce((n, r) => n + r.count, 0);
  const months = udinMonths(updatedByMonth.data ?? [], pendingByMonth.data ?? []);
  const columns = PENDING_COLUMNS.map((k) => fieldOf(RESOURCES.udin, k)).filter((f): f is FieldDef => !!f);
  const list = `/${orgId}/arca/udin`;

  const exportCsv = () => {
    const rows: (string | number)[][] = [
      ...(byStatus.data ?? []).map((r) => ['Status', statusLabel(r.group), r.count, '', '', '', '']),
      ...(byForm.data ?? []).map((r) => ['Form', r.group, r.count, '', '', '', '']),
      ...months.map((m) => ['Month filed', m.month, m.values.updated! + m.values.pending!, '', '', '', '']),
      ...(pending.data?.rows ?? []).map((r) => [
        'Pending UDIN',
        String(r.data.udin ?? ''),
        1,
        String(r.data.ackNum ?? ''),
        String(r.data.pan ?? ''),
        String(r.data.formTypeCd ?? ''),
        String(r.data.filedDt ?? ''),
      ]),
    ];
    downloadText(
      toCsv(
        ['Section', 'Group / UDIN', 'UDINs', 'Acknowledgement no.', 'Client PAN', 'Form', 'Filed on'],
        rows,
      ),
      `udin-report-${ay ?? 'all-years'}-${isoDayInIndia(new Date())}.csv`,
    );
  };

  return (
    <Stack gap="md" data-screen="udin-report">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>UDIN Report</Title>
        <Group gap="sm" align="flex-end">
          <Select
            label="Assessment year"
            placeholder="All years"
            clearable
            data={(years.data ?? [])
              .map((y) => y.value)
              .sort()
              .reverse()}
            value={ay}
            onChange={setAy}
            w={160}
          />
          <Button variant="default" onClick={exportCsv} disabled={!ready || total === 0}>
            CSV
          </Button>
        </Group>
      </Group>
      {failed ? (
        <Alert color="red">Could not load the report: {(failed.error as Error).message}</Alert>
      ) : null}
      {!ready ? (
        <Loader size="sm" />
      ) : total === 0 ? (
        <Text c="dimmed">
          No UDINs yet. They come from the firm's own ARCA login:{' '}
          <AppLink to={`/${orgId}/arca/sync`}>sync it</AppLink>.
        </Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <StatCard label="UDINs" value={total} to={list} search={filters} />
            <StatCard
              label="Updated"
              value={count('UPDATED')}
              color="teal"
              to={list}
              search={{ ...filters, udinStatus: 'UPDATED' }}
            />
            <StatCard
              label="Pending update"
              value={count('PENDING')}
              color="orange"
              hint="UDIN not yet updated against the form"
              to={list}
              search={{ ...filters, udinStatus: 'PENDING' }}
            />
            <StatCard
              label="Updated share"
              value={`${Math.round((count('UPDATED') / total) * 100)}%`}
              hint="of all UDINs"
            />
          </SimpleGrid>
          <MonthBars
            title="UDINs by month the form was filed"
            months={months.map((m) => ({ ...m, label: m.label.slice(0, 3) + ' ' + m.month.slice(2, 4) }))}
            series={SERIES}
            format={(n) => String(Math.round(n))}
          />
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <AmountTable
              title="By status"
              groupLabel="Status"
              rows={(byStatus.data ?? []).map((r) => ({ ...r, label: statusLabel(r.group) }))}
              format={String}
              empty="No UDINs"
              color="teal"
              barBy="count"
            />
            <AmountTable
              title="By form"
              groupLabel="Form"
              rows={[...(byForm.data ?? [])].sort((a, b) => b.count - a.count)}
              format={String}
              empty="No UDINs"
              barBy="count"
            />
          </SimpleGrid>
          <Paper withBorder p="sm" radius="md" data-section="pending-udins">
            <Group justify="space-between" mb="xs">
              <Title order={3} size="h4">
                Not yet updated{' '}
                <Text span c="dimmed" fz="sm">
                  ({pending.data!.total}
                  {pending.data!.total > PENDING_LIMIT ? `, oldest ${PENDING_LIMIT} shown` : ''})
                </Text>
              </Title>
              <AppLink to={list} search={{ ...filters, udinStatus: 'PENDING' }} size="sm">
                Open in UDIN list
              </AppLink>
            </Group>
            {pending.data!.rows.length === 0 ? (
              <Text size="sm" c="dimmed">
                Every UDIN is updated.
              </Text>
            ) : (
              <ResourceTable
                orgId={orgId}
                resource={RESOURCES.udin}
                rows={pending.data!.rows}
                columns={columns}
              />
            )}
          </Paper>
        </>
      )}
    </Stack>
  );
}
