import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isoDayInIndia } from '@taxdesk/domain';
import { useState } from 'react';
import type { ScreenProps } from '../../../app/screen-types';
import { AppLink } from '../../../shared/resource';
import { AmountTable } from './amount-table';
import { monthShort, recentFinancialYears } from './financial-year';
import type { PaymentDashboard } from '@taxdesk/domain';
import { fetchPaymentDashboard, insightKeys } from './insights-api';
import { compactRupees, rupees } from './money';
import { MonthBars } from './month-bars';
import { downloadText, toCsv } from '../../../shared/reports/report-csv';
import { StatCard } from './stat-card';

const SERIES = [
  { key: 'paid', label: 'Payments', color: 'var(--mantine-color-blue-6)' },
  { key: 'refunded', label: 'Refunds', color: 'var(--mantine-color-teal-5)' },
];

/** The dashboard as one CSV: month by month, then payments by type, refunds by status, top payers. */
function paymentDashboardCsv(d: PaymentDashboard): string {
  const rows: (string | number)[][] = [
    ...d.byMonth.map((m) => ['Month', m.month, m.payments, m.paid, m.refunds, m.refunded]),
    ['Total', d.fy, d.totals.payments, d.totals.paid, d.totals.refunds, d.totals.refunded],
    ...d.byPaymentType.map((t) => ['Payment type', t.group, t.count, t.amount, '', '']),
    ...d.refundsByStatus.map((r) => ['Refund status', r.group, '', '', r.count, r.amount]),
    ...d.topPayers.map((p) => ['Top payer', `${p.pan} ${p.name ?? ''}`.trim(), p.count, p.amount, '', '']),
  ];
  return toCsv(['Section', 'Group', 'Payments', 'Paid (₹)', 'Refunds', 'Refunded (₹)'], rows);
}

/** /{orgId}/it/paymentdashboard: tax paid and refunds of a financial year, by month, type, status and payer. */
export default function PaymentDashboardScreen({ orgId }: ScreenProps) {
  const years = recentFinancialYears(isoDayInIndia(new Date()), 8);
  const [fy, setFy] = useState(years[0]!);
  const q = useQuery({
    queryKey: insightKeys.report(orgId, { report: 'payments', fy }),
    queryFn: () => fetchPaymentDashboard(orgId, fy),
    placeholderData: (prev) => prev,
  });
  const d = q.data;
  const it = `/${orgId}/it`;
  // The lists behind the cards, narrowed to the year's days.
  const fyStart = Number(fy.slice(0, 4));
  const inYear = (field: string) => ({
    [`${field}.from`]: `${fyStart}-04-01`,
    [`${field}.to`]: `${fyStart + 1}-03-31`,
  });
  return (
    <Stack gap="md" data-screen="payment-dashboard">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Payment Dashboard</Title>
        <Group gap="sm" align="flex-end">
          <Select
            label="Financial year"
            data={years}
            value={fy}
            onChange={(v) => v && setFy(v)}
            allowDeselect={false}
            w={150}
          />
          <Button
            variant="default"
            disabled={!d}
            onClick={() => d && downloadText(paymentDashboardCsv(d), `payment-dashboard-${d.fy}.csv`)}
          >
            CSV
          </Button>
        </Group>
      </Group>
      {q.isError ? (
        <Alert color="red">Could not load the dashboard: {(q.error as Error).message}</Alert>
      ) : null}
      {!d ? (
        <Loader size="sm" />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <StatCard
              label="Tax paid"
              value={rupees(d.totals.paid)}
              hint={`by challan in FY ${d.fy}`}
              color="blue"
              to={`${it}/payments`}
              search={inYear('depositDate')}
            />
            <StatCard
              label="Refunds"
              value={rupees(d.totals.refunded)}
              hint={`${d.totals.refunds} refunds issued`}
              color="teal"
              to={`${it}/refunds`}
              search={inYear('refundIssuedDate')}
            />
            <StatCard
              label="Net paid"
              value={rupees(d.totals.paid - d.totals.refunded)}
              hint="payments less refunds"
            />
            <StatCard
              label="Challans"
              value={d.totals.payments}
              hint={`deposited in FY ${d.fy}`}
              to={`${it}/payments`}
              search={inYear('depositDate')}
            />
          </SimpleGrid>
          <MonthBars
            title="Payments and refunds by month"
            months={d.byMonth.map((m) => ({
              month: m.month,
              label: monthShort(m.month).slice(0, 3),
              values: { paid: m.paid, refunded: m.refunded },
            }))}
            series={SERIES}
            format={compactRupees}
          />
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <AmountTable
              title="Payments by type"
              groupLabel="Type of payment"
              rows={d.byPaymentType}
              format={rupees}
              empty="No payments in this year"
            />
            <AmountTable
              title="Refunds by status"
              groupLabel="Status"
              rows={d.refundsByStatus}
              format={rupees}
              empty="No refunds in this year"
              color="teal"
            />
          </SimpleGrid>
          <Paper withBorder p="sm" radius="md">
            <Title order={3} size="h4" mb="xs">
              Top payers
            </Title>
            {d.topPayers.length === 0 ? (
              <Text size="sm" c="dimmed">
                No payments in this year
              </Text>
            ) : (
              <Table striped verticalSpacing={4} data-table="top-payers">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>PAN</Table.Th>
                    <Table.Th>Name</Table.Th>
                    <Table.Th ta="right">Challans</Table.Th>
                    <Table.Th ta="right">Paid</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {d.topPayers.map((p) => (
                    <Table.Tr key={p.pan}>
                      <Table.Td ff="monospace">
                        <AppLink to={`${it}/pan/${encodeURIComponent(p.pan)}`}>{p.pan}</AppLink>
                      </Table.Td>
                      <Table.Td>{p.name ?? '—'}</Table.Td>
                      <Table.Td ta="right">{p.count}</Table.Td>
                      <Table.Td ta="right">{rupees(p.amount)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Paper>
        </>
      )}
    </Stack>
  );
}
