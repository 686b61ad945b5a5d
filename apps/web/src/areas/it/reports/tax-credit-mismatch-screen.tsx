import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isoDayInIndia } from '@taxdesk/domain';
import { useState } from 'react';
import type { ScreenProps } from '../../../app/screen-types';
import { AppLink } from '../../../shared/resource';
import { AccountFilters } from '../insights/account-filters';
import type { MismatchRow, MismatchStatus } from '@taxdesk/domain';
import { fetchTaxCreditMismatch, insightKeys } from '../insights/insights-api';
import { rupees } from '../insights/money';
import { downloadText, toCsv } from '../../../shared/reports/report-csv';
import { StatCard } from '../insights/stat-card';

const STATUS: Record<MismatchStatus, { label: string; color: string }> = {
  matched: { label: 'Matched', color: 'teal' },
  short_claimed: { label: 'Short claimed', color: 'orange' },
  excess_claimed: { label: 'Excess claimed', color: 'red' },
  not_in_26as: { label: 'Not in 26AS', color: 'grape' },
  no_return: { label: 'No return', color: 'gray' },
};

const SORTS = [
  { value: 'account', label: 'Account, newest year first' },
  { value: 'difference', label: 'Largest difference first' },
];

function mismatchCsv(rows: readonly MismatchRow[]): string {
  const n = (v: number | null) => (v == null ? '' : v);
  return toCsv(
    [
      'PAN',
      'Name',
      'Branch',
      'Assessment year',
      'Acknowledgement no.',
      'Form',
      'TDS claimed',
      'TDS in 26AS',
      'TDS in 26AS not credited (U/O)',
      'Challans claimed',
      'Challans in 26AS',
      'Total claimed',
      'Total in 26AS',
      'Difference (claimed - 26AS)',
      'Status',
    ],
    rows.map((r) => [
      r.pan,
      r.name ?? '',
      r.branch ?? '',
      r.ay,
      r.ackNum ?? '',
      r.form ?? '',
      n(r.claimedTds),
      r.tds26as,
      r.tdsPending,
      n(r.claimedChallans),
      r.challans26as,
      n(r.claimedTotal),
      r.total26as,
      r.difference,
      STATUS[r.status].label,
    ]),
  );
}

function Difference({ value }: { value: number }) {
  if (Math.abs(value) <= 1) return <Text size="sm">–</Text>;
  return (
    <Text size="sm" fw={600} c={value > 0 ? 'red.7' : 'orange.7'} style={{ whiteSpace: 'nowrap' }}>
      {value > 0 ? '+' : '−'}
      {rupees(Math.abs(value))}
    </Text>
  );
}

/** /{orgId}/it/taxcreditmismatch: each return's TDS and challans against Form 26AS, per PAN and year. */
export default function TaxCreditMismatchScreen({ orgId }: ScreenProps) {
  const [ay, setAy] = useState<string | null>(null);
  const [branch, setBranch] = useState<string | null>(null);
  const [group, setGroup] = useState<string | null>(null);
  const [onlyMismatches, setOnlyMismatches] = useState(false);
  const [sort, setSort] = useState('account');
  const params = {
    ay: ay ?? undefined,
    branch: branch ?? undefined,
    group: group ?? undefined,
    mismatches: onlyMismatches ? ('true' as const) : undefined,
  };
  const q = useQuery({
    queryKey: insightKeys.report(orgId, { report: 'tax-credit-mismatch', ...params }),
    queryFn: () => fetchTaxCreditMismatch(orgId, params),
    placeholderData: (prev) => prev,
  });
  const d = q.data;
  const rows = d
    ? sort === 'difference'
      ? [...d.rows].sort((a, b) => Math.abs(b.difference) - Math.abs(a.difference))
      : d.rows
    : [];
  const it = `/${orgId}/it`;

  return (
    <Stack gap="md" data-screen="tax-credit-mismatch">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Tax Credit Mismatch</Title>
        <Button
          variant="default"
          disabled={rows.length === 0}
          onClick={() =>
            downloadText(
              mismatchCsv(rows),
              `tax-credit-mismatch-${ay ?? 'all-years'}-${isoDayInIndia(new Date())}.csv`,
            )
          }
        >
          CSV
        </Button>
      </Group>
      <Paper withBorder p="sm" radius="md">
        <Group align="flex-end" gap="md">
          <Select
            label="Assessment year"
            placeholder="All years"
            clearable
            data={d?.years ?? []}
            value={ay}
            onChange={setAy}
            w={160}
          />
          <AccountFilters
            orgId={orgId}
            branch={branch}
            group={group}
            onBranch={setBranch}
            onGroup={setGroup}
          />
          <Select
            label="Sort"
            data={SORTS}
            value={sort}
            onChange={(v) => v && setSort(v)}
            allowDeselect={false}
            w={220}
          />
          <Switch
            label="Only mismatches"
            checked={onlyMismatches}
            onChange={(e) => setOnlyMismatches(e.currentTarget.checked)}
            mb={8}
          />
        </Group>
      </Paper>
      {q.isError ? <Alert color="red">Could not load the report: {(q.error as Error).message}</Alert> : null}
      {!d ? (
        <Loader size="sm" />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
            <StatCard
              label="Years compared"
              value={d.totals.rows}
              hint={`${rupees(d.totals.claimed)} claimed`}
            />
            <StatCard label="Matched" value={d.totals.byStatus.matched} color="teal" hint="within ₹1" />
            <StatCard
              label="Short claimed"
              value={d.totals.byStatus.short_claimed}
              color="orange"
              hint={`${rupees(d.totals.shortClaimed)} credit not claimed`}
            />
            <StatCard
              label="Excess claimed"
              value={d.totals.byStatus.excess_claimed}
              color="red"
              hint="claimed beyond 26AS"
            />
            <StatCard
              label="Not in 26AS"
              value={d.totals.byStatus.not_in_26as}
              color="grape"
              hint={`${rupees(d.totals.excessClaimed)} at risk in all`}
            />
            <StatCard
              label="No return"
              value={d.totals.byStatus.no_return}
              color="gray"
              hint="26AS credit, no return filed"
            />
          </SimpleGrid>
          {d.accountsWithoutStatement > 0 ? (
            <Alert color="blue" variant="light">
              {d.accountsWithoutStatement} account{d.accountsWithoutStatement === 1 ? ' has' : 's have'} no
              Form 26AS in TaxDesk yet and {d.accountsWithoutStatement === 1 ? 'is' : 'are'} left out:{' '}
              <AppLink to={`${it}/sync`}>sync</AppLink> them with the tax credits module.
            </Alert>
          ) : null}
          {rows.length === 0 ? (
            <Text c="dimmed">{onlyMismatches ? 'No mismatches.' : 'Nothing to compare yet.'}</Text>
          ) : (
            <Paper withBorder radius="md">
              <ScrollArea>
                <Table striped verticalSpacing={6} data-report="tax-credit-mismatch" miw={1250}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>PAN</Table.Th>
                      <Table.Th>Name</Table.Th>
                      <Table.Th>AY</Table.Th>
                      <Table.Th>Return</Table.Th>
                      <Table.Th ta="right">TDS claimed</Table.Th>
                      <Table.Th ta="right">TDS in 26AS</Table.Th>
                      <Table.Th ta="right">Challans claimed</Table.Th>
                      <Table.Th ta="right">Challans in 26AS</Table.Th>
                      <Table.Th ta="right">Difference</Table.Th>
                      <Table.Th>Status</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((r) => (
                      <Table.Tr key={`${r.pan}-${r.ay}`} data-status={r.status}>
                        <Table.Td ff="monospace">
                          <AppLink to={`${it}/pan/${encodeURIComponent(r.pan)}`}>{r.pan}</AppLink>
                        </Table.Td>
                        <Table.Td>{r.name ?? '—'}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.ay}</Table.Td>
                        <Table.Td>
                          {r.ackNum ? (
                            <AppLink to={`${it}/returns/${encodeURIComponent(r.ackNum)}`} size="sm">
                              {r.form ?? 'Return'}
                            </AppLink>
                          ) : (
                            <Text size="sm" c="dimmed" fs="italic">
                              Not filed
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td ta="right">{rupees(r.claimedTds)}</Table.Td>
                        <Table.Td ta="right">
                          {rupees(r.tds26as)}
                          {r.tdsPending > 0 ? (
                            <Text
                              size="xs"
                              c="red"
                              title="Booked U (unmatched) or O (overbooked): no credit yet"
                            >
                              +{rupees(r.tdsPending)} not credited
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td ta="right">{rupees(r.claimedChallans)}</Table.Td>
                        <Table.Td ta="right">{rupees(r.challans26as)}</Table.Td>
                        <Table.Td ta="right">
                          <Difference value={r.difference} />
                        </Table.Td>
                        <Table.Td>
                          <Badge
                            color={STATUS[r.status].color}
                            variant="light"
                            style={{ textTransform: 'none' }}
                          >
                            {STATUS[r.status].label}
                          </Badge>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea>
            </Paper>
          )}
        </>
      )}
    </Stack>
  );
}
