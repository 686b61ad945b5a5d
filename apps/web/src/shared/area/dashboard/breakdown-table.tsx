import { Paper, Table, Text, Title } from '@mantine/core';
import {
  fieldOf,
  formatValue,
  resourceOf,
  statementQuarterDue,
  type AreaBreakdownRow,
  type DashboardBreakdown,
} from '@taxdesk/domain';
import { AppLink } from '../../resource/router';
import { breakdownLink } from './dashboard-links';

type Props = {
  orgId: string;
  breakdown: DashboardBreakdown;
  rows: readonly AreaBreakdownRow[];
  today: string;
};

/** A type's records counted by one field; each row opens the list filtered to it. */
export function BreakdownTable({ orgId, breakdown, rows, today }: Props) {
  const def = resourceOf(breakdown.type);
  const field = def && fieldOf(def, breakdown.by);
  if (!def || !field) return null;
  const hasAmount = rows.some((r) => r.amount != null);
  return (
    <Paper withBorder p="sm" data-breakdown={`${breakdown.type}-${breakdown.by}`}>
      <Title order={4} size="h5" mb={breakdown.dueQuarter ? 0 : 'xs'}>
        {breakdown.title}
      </Title>
      {breakdown.dueQuarter ? <DueQuarterNote today={today} /> : null}
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          None.
        </Text>
      ) : (
        <Table verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{field.label}</Table.Th>
              <Table.Th ta="right">Count</Table.Th>
              {hasAmount ? <Table.Th ta="right">Amount</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const to = breakdownLink(orgId, breakdown, row.value, today);
              const text = row.value == null ? '(none)' : formatValue(field, row.value) || row.value;
              return (
                <Table.Tr key={row.value ?? ''}>
                  <Table.Td>
                    {to ? (
                      <AppLink to={to.to} search={to.search}>
                        {text}
                      </AppLink>
                    ) : (
                      text
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{row.count.toLocaleString('en-IN')}</Table.Td>
                  {hasAmount ? (
                    <Table.Td ta="right">{formatValue({ kind: 'money' }, row.amount ?? 0)}</Table.Td>
                  ) : null}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

/** Which quarter "this quarter" is: the one whose statements fall due now. */
function DueQuarterNote({ today }: { today: string }) {
  const due = statementQuarterDue(today);
  return (
    <Text size="xs" c="dimmed" mb="xs" data-due-quarter>
      {due.label} {due.fyLabel}, due {formatValue({ kind: 'date' }, due.dueOn)}
    </Text>
  );
}
