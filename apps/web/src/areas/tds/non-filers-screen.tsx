import { Alert, Button, Group, Loader, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  TDS_STATEMENT_FORMS,
  csvLine,
  yearLabel,
  formatDate,
  type NonFiler,
  type NonFilersQuery,
} from '@taxdesk/domain';
import type { ScreenProps } from '../../app/screen-types';
import { AppLink, useNavigateTo } from '../../shared/resource';
import { useCurrentSearch } from '../../shared/resource/router';
import { saveBlob } from '../../shared/resource/export-file';
import { nonFilersOptions, recentFinancialYears } from './tds-screens-api';

const COLUMNS: [keyof NonFiler, string][] = [
  ['tan', 'TAN'],
  ['name', 'Name'],
  ['finYear', 'Financial year'],
  ['quarter', 'Quarter'],
  ['form', 'Form'],
  ['dueOn', 'Due on'],
  ['lastFiled', 'Last filed'],
];

/**
 * Non-filers: TANs without a statement for a due quarter of a form they filed before (due 31 Jul,
 * 31 Oct, 31 Jan and 31 May), from the statements the TRACES sync keeps.
 */
export default function NonFilersScreen({ orgId }: ScreenProps) {
  // The choice lives in the URL (?fy=2026&quarter=2&form=26Q): a dashboard links to a quarter's non-filers.
  const search = useCurrentSearch();
  const navigate = useNavigateTo();
  // A value the screen cannot choose falls back to "all", as a list's bad filter does.
  const pick = (name: string, ok: (v: string) => boolean) => {
    const v = search[name] == null ? '' : String(search[name]);
    return ok(v) ? v : null;
  };
  const fy = pick('fy', (v) => /^20\d\d$/.test(v));
  const quarter = pick('quarter', (v) => /^[1-4]$/.test(v));
  const form = pick('form', (v) => (TDS_STATEMENT_FORMS as readonly string[]).includes(v));
  const choose = (name: string) => (value: string | null) => {
    const next: Record<string, string> = {};
    for (const [k, v] of Object.entries({ fy, quarter, form, [name]: value })) if (v) next[k] = v;
    void navigate({ to: `/${orgId}/tds/noreturnfile`, search: next, replace: true });
  };
  const query: NonFilersQuery = {
    fy: fy ? Number(fy) : undefined,
    quarter: quarter ? Number(quarter) : undefined,
    form: (form ?? undefined) as NonFilersQuery['form'],
  };
  const list = useQuery(nonFilersOptions(orgId, query));
  const rows = list.data?.rows ?? [];
  const exportCsv = () => {
    const text = [COLUMNS.map(([, l]) => l), ...rows.map((r) => COLUMNS.map(([k]) => r[k]))]
      .map(csvLine)
      .join('');
    saveBlob(new Blob([text], { type: 'text/csv' }), `tds-non-filers-${list.data?.today ?? 'today'}.csv`);
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>Non-Filers</Title>
          <Text size="sm" c="dimmed" maw={720}>
            TANs without a statement for a quarter whose due date has passed, for each form they filed before.
            Statements come from the TRACES sync.
          </Text>
        </div>
        <Button size="sm" variant="default" onClick={exportCsv} disabled={!rows.length}>
          Export CSV
        </Button>
      </Group>
      <Paper withBorder p="sm">
        <Group gap="sm" align="flex-end">
          <Select
            label="Financial year"
            placeholder="Last two years"
            data={recentFinancialYears().map((y) => ({ value: String(y), label: yearLabel(y) }))}
            value={fy}
            onChange={choose('fy')}
            clearable
          />
          <Select
            label="Quarter"
            placeholder="All quarters"
            data={['1', '2', '3', '4'].map((q) => ({ value: q, label: `Q${q}` }))}
            value={quarter}
            onChange={choose('quarter')}
            clearable
          />
          <Select
            label="Form"
            placeholder="All forms"
            data={[...TDS_STATEMENT_FORMS]}
            value={form}
            onChange={choose('form')}
            clearable
          />
        </Group>
      </Paper>
      {list.isError ? (
        <Alert color="red" title="Could not load non-filers">
          {(list.error as Error).message}
        </Alert>
      ) : !list.data ? (
        <Group justify="center" p="xl">
          <Loader size="sm" aria-label="Loading non-filers" />
        </Group>
      ) : rows.length === 0 ? (
        <Paper withBorder p="xl" ta="center" data-state="empty">
          <Text fw={500}>Every TAN has filed its due statements</Text>
        </Paper>
      ) : (
        <Paper withBorder>
          <Text size="sm" c="dimmed" p="xs" data-total>
            {rows.length} statement(s) not filed
          </Text>
          <Table striped data-list="non-filers">
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map(([k, l]) => (
                  <Table.Th key={k}>{l}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={`${r.tan}-${r.finYear}-${r.quarter}-${r.form}`}>
                  <Table.Td>
                    <AppLink to={`/${orgId}/tds/account/${r.tan}`}>{r.tan}</AppLink>
                  </Table.Td>
                  <Table.Td>{r.name}</Table.Td>
                  <Table.Td>{r.finYear}</Table.Td>
                  <Table.Td>{r.quarter}</Table.Td>
                  <Table.Td>{r.form}</Table.Td>
                  <Table.Td>{formatDate(r.dueOn)}</Table.Td>
                  <Table.Td>{r.lastFiled}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}
