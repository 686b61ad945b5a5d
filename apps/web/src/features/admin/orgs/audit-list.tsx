import { Paper, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { adminKeys, fetchAudit } from '../api/orgs-api';
import type { AuditRow } from '@taxdesk/domain';
import { momentText } from '../../../shared/ui/moment-text';
import { QueryState } from '../ui/query-state';

const ACTIONS: Record<string, string> = {
  'licence.set': 'Licence changed',
  'org.create': 'Organisation created',
  'admin.grant': 'Platform admin granted',
  'admin.revoke': 'Platform admin revoked',
  'key.rotate': 'Encryption key rotated',
  'key.reencrypt': 'Passwords re-encrypted',
  'referral.create': 'Referral code created',
  'referral.update': 'Referral code changed',
  'population.gstin': 'GSTIN population started',
  'population.tan': 'TAN population started',
  'population.retry': 'Population retried',
  'job.retry': 'Job retried',
  'failure.retry': 'Failed item retried',
};

/** `licExpiryIt: 20271231 → 20281231` for a licence change; the details as they are otherwise. */
function detailText(row: AuditRow): string {
  const d = row.details;
  if (!d) return '';
  if (row.action === 'licence.set' && d.before && d.after) {
    const before = d.before as Record<string, unknown>;
    const after = d.after as Record<string, unknown>;
    return Object.keys(after)
      .map((k) => `${k}: ${String(before[k] ?? '—')} → ${String(after[k])}`)
      .join('; ');
  }
  return Object.entries(d)
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join('; ');
}

/** The operator's latest changes, newest first (the audit log). */
export function AuditList() {
  const audit = useQuery({ queryKey: adminKeys.audit(), queryFn: () => fetchAudit() });
  return (
    <Paper withBorder p="md">
      <Title order={3} size="h5" mb="xs">
        Recent changes
      </Title>
      <QueryState query={audit} what="the audit log">
        {(page) =>
          page.rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              No changes yet.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={720}>
              <Table verticalSpacing={4} fz="sm" data-testid="audit-log">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>When</Table.Th>
                    <Table.Th>Who</Table.Th>
                    <Table.Th>What</Table.Th>
                    <Table.Th>Organisation</Table.Th>
                    <Table.Th>Details</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {page.rows.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{momentText(row.at)}</Table.Td>
                      <Table.Td>{row.actor}</Table.Td>
                      <Table.Td>{ACTIONS[row.action] ?? row.action}</Table.Td>
                      <Table.Td ff="monospace">{row.orgId ?? row.target ?? ''}</Table.Td>
                      <Table.Td c="dimmed" style={{ wordBreak: 'break-word' }}>
                        {detailText(row)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>
    </Paper>
  );
}
