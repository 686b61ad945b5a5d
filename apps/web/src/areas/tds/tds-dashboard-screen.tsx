import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatValue, statementQuarterDue, tdsArea } from '@taxdesk/domain';
import type { ScreenProps } from '../../app/screen-types';
import { AreaDashboardScreen } from '../../shared/area/dashboard/area-dashboard-screen';
import { AppLink } from '../../shared/resource';
import { nonFilersOptions } from './tds-screens-api';

/** The TDS home: the area's dashboard with the statements due this quarter that are not filed. */
export default function TdsDashboardScreen({ orgId }: ScreenProps) {
  return (
    <AreaDashboardScreen
      orgId={orgId}
      area={tdsArea}
      extra={(today) => <StatementsNotFiled orgId={orgId} today={today} />}
    />
  );
}

/** The non-filers of the quarter whose statements fall due this quarter, opening that list. */
function StatementsNotFiled({ orgId, today }: { orgId: string; today: string }) {
  const due = statementQuarterDue(today);
  const list = useQuery(nonFilersOptions(orgId, { fy: due.fy, quarter: due.quarter }));
  const count = list.data?.rows.length;
  const tans = new Set(list.data?.rows.map((r) => r.tan)).size;
  return (
    <Stack gap="xs" component="section" aria-labelledby="tds-due-quarter">
      <Title order={3} size="h4" id="tds-due-quarter">
        Statements due this quarter
      </Title>
      <Paper withBorder p="sm" data-tile="tdsNonFilers">
        <Group justify="space-between" align="baseline">
          <Text size="sm">
            {due.label} {due.fyLabel}, due {formatValue({ kind: 'date' }, due.dueOn)}
          </Text>
          {count === undefined ? (
            <Text size="sm" c="dimmed">
              {list.isError ? 'Could not count the statements not filed' : 'Counting…'}
            </Text>
          ) : (
            <AppLink
              to={`/${orgId}/tds/noreturnfile`}
              search={{ fy: due.fy, quarter: due.quarter }}
              fw={700}
              data-measure="notFiled"
            >
              Not filed: {count.toLocaleString('en-IN')}
              {count ? ` (${tans} TAN${tans === 1 ? '' : 's'})` : ''}
            </AppLink>
          )}
        </Group>
      </Paper>
    </Stack>
  );
}
