import { Alert, Badge, Button, Group, Loader, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  annualReturnsDue,
  formatValue,
  isoDayInIndia,
  RESOURCES,
  type Page,
  type RecordRow,
} from '@taxdesk/domain';
import { useState } from 'react';
import type { ScreenProps } from '../../app/screen-types';
import { api } from '../../shared/api/client';
import { AppLink } from '../../shared/resource/router';
import { facetOptions, recordPageOptions } from '../../shared/resource/records-api';
import { downloadText, toCsv } from '../../shared/reports/report-csv';

const MONEY = { kind: 'money' } as const;
const yes = (due: boolean) => (due ? 'Required' : 'Not required');

type Line = {
  gstin: string;
  user: string;
  fy: string;
  turnover: number | null;
  gstr9: boolean;
  gstr9c: boolean;
};

function line(row: RecordRow): Line {
  const turnover = row.data.aggTurnover == null ? null : Number(row.data.aggTurnover);
  return {
    gstin: String(row.data.gstin ?? ''),
    user: String(row.data.portalUserName ?? ''),
    fy: String(row.data.fy ?? ''),
    turnover,
    ...annualReturnsDue(turnover),
  };
}

/** /{orgId}/gst/aggregateturnover: each GSTIN's turnover per year and the annual returns it calls for. */
export default function AggregateTurnoverScreen({ orgId }: ScreenProps) {
  const [fy, setFy] = useState<string | null>(null);
  const [cursor, setCursor] = useState<string | undefined>();
  const params = { sort: '-aggTurnover', limit: '200', ...(fy ? { fy } : {}), ...(cursor ? { cursor } : {}) };
  const page = useQuery(recordPageOptions(orgId, 'gstTurnover', params));
  const years = useQuery(facetOptions(orgId, 'gstTurnover', 'fy'));
  const lines = (page.data?.rows ?? []).map(line);

  // The export walks every page, so it holds all accounts, not only the page shown.
  const exportCsv = async () => {
    const all: Line[] = [];
    let next: string | undefined;
    do {
      const p = await api<Page<RecordRow>>(`/o/${orgId}/records/gstTurnover`, {
        query: { ...params, cursor: next },
      });
      all.push(...p.rows.map(line));
      next = p.nextCursor ?? undefined;
    } while (next);
    downloadText(
      toCsv(
        ['GSTIN', 'GST username', 'Financial year', 'Aggregate turnover', 'GSTR-9', 'GSTR-9C'],
        all.map((l) => [l.gstin, l.user, l.fy, l.turnover ?? '', yes(l.gstr9), yes(l.gstr9c)]),
      ),
      `aggregate-turnover-${isoDayInIndia(new Date())}.csv`,
    );
  };

  return (
    <Stack gap="md" data-screen="gst-aggregate-turnover">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>Aggregate Turnover</Title>
          <Text size="sm" c="dimmed">
            The annual return GSTR-9 is required above ₹2 crore of aggregate turnover; the reconciliation
            statement GSTR-9C above ₹5 crore.
          </Text>
        </Stack>
        <Button size="xs" variant="default" onClick={() => void exportCsv()} disabled={!lines.length}>
          CSV
        </Button>
      </Group>
      <Paper withBorder p="sm" radius="md">
        <Select
          label="Financial year"
          placeholder="All"
          clearable
          data={(years.data ?? []).map((y) => y.value)}
          value={fy}
          onChange={(v) => {
            setFy(v);
            setCursor(undefined);
          }}
          w={160}
        />
      </Paper>
      {page.isError ? (
        <Alert color="red">Could not load turnover: {(page.error as Error).message}</Alert>
      ) : null}
      {!page.data ? (
        <Loader size="sm" />
      ) : lines.length === 0 ? (
        <Text c="dimmed">No turnover yet: a sync reads it from each GSTIN&apos;s returns.</Text>
      ) : (
        <Paper withBorder radius="md">
          <Table striped verticalSpacing={6} data-report="gst-turnover">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>GSTIN</Table.Th>
                <Table.Th>{RESOURCES.gstTurnover.fields.find((f) => f.key === 'fy')!.label}</Table.Th>
                <Table.Th ta="right">Aggregate turnover</Table.Th>
                <Table.Th>GSTR-9</Table.Th>
                <Table.Th>GSTR-9C</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((l) => (
                <Table.Tr key={`${l.gstin}-${l.fy}`}>
                  <Table.Td ff="monospace">
                    <AppLink to={`/${orgId}/gst/gstin/${encodeURIComponent(l.user)}`}>{l.gstin}</AppLink>
                  </Table.Td>
                  <Table.Td>{l.fy}</Table.Td>
                  <Table.Td ta="right">{l.turnover == null ? '—' : formatValue(MONEY, l.turnover)}</Table.Td>
                  {[l.gstr9, l.gstr9c].map((due, i) => (
                    <Table.Td key={i}>
                      <Badge
                        size="sm"
                        variant="light"
                        color={due ? 'blue' : 'gray'}
                        style={{ textTransform: 'none' }}
                      >
                        {yes(due)}
                      </Badge>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      {page.data?.nextCursor || cursor ? (
        <Group>
          {cursor ? (
            <Button size="xs" variant="default" onClick={() => setCursor(undefined)}>
              First page
            </Button>
          ) : null}
          {page.data?.nextCursor ? (
            <Button size="xs" variant="default" onClick={() => setCursor(page.data.nextCursor ?? undefined)}>
              Next page
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
