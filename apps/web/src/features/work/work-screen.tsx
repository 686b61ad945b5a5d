import { Text } from '@mantine/core';
import { WORK_ITEM, type FilterValue } from '@taxdesk/domain';
import { useMemo } from 'react';
import type { ScreenProps } from '../../app/screen-types';
import { ResourceListPage } from '../../shared/resource';
import { flattenSearch } from '../../shared/resource/list-state';
import { AppLink, useCurrentSearch } from '../../shared/resource/router';
import { momentText } from '../../shared/ui/moment-text';

const MOMENT = /^\d{10,15}$/;

/**
 * Every record with a due date or a work status across the licensed areas, in the shared list:
 * filters, sort by due date, ticks with bulk status and assignee, export. Home's figures open it.
 * "New since your last visit" arrives as a moment (`firstSeenAt.from`, milliseconds): the list keeps
 * it as the screen's own filter and says so, since the day inputs of the filter bar cannot show it.
 */
function WorkScreen({ orgId }: ScreenProps) {
  const search = flattenSearch(useCurrentSearch());
  const raw = search['firstSeenAt.from'];
  const since = typeof raw === 'string' && MOMENT.test(raw) ? raw : null;
  const fixedFilters = useMemo<Record<string, FilterValue> | undefined>(
    () => (since ? { firstSeenAt: { from: since } } : undefined),
    [since],
  );
  const description = since ? (
    <>
      New since your last visit ({momentText(new Date(Number(since)).toISOString())}).{' '}
      <AppLink to={`/${orgId}/work`}>Show all work</AppLink>
    </>
  ) : (
    'Notices, proceedings, hearings, demands, returns and statements due, and appeals of every licensed area, by due date.'
  );
  return (
    <ResourceListPage
      orgId={orgId}
      resource={WORK_ITEM}
      title="Work"
      fixedFilters={fixedFilters}
      description={
        <Text span size="sm" c="dimmed">
          {description}
        </Text>
      }
    />
  );
}

export default WorkScreen;
