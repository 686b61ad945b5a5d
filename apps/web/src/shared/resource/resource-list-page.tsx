import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  defaultColumns,
  sortableFields,
  type FilterValue,
  type ListQuery,
  type RecordRow,
  type ResourceDef,
} from '@taxdesk/domain';
import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { useOrgInfoState } from '../org/org-info-store';
import { BulkStatusBar } from './bulk-status-bar';
import { ColumnChooser } from './column-chooser';
import { visibleColumns } from './columns';
import {
  effectiveSort,
  hasUserFilters,
  listApiParams,
  listSearch,
  readListQuery,
  withColumns,
  withCursor,
  withoutFilters,
  withSortToggled,
} from './list-state';
import { recordPageOptions } from './records-api';
import { ResourceTable } from './resource-table';
import { useCurrentSearch, useNavigateTo } from './router';
import { lowerNoun, totalText } from './nouns';
import { PageButtons } from './page-buttons';
import { ListLoadState } from './list-load-state';
import { ListToolbar } from './list-toolbar';

export type ResourceListPageProps = {
  orgId: string;
  resource: ResourceDef;
  /** Filters the route always applies (e.g. `portal=it`); not shown, not in the URL. */
  fixedFilters?: Readonly<Record<string, FilterValue>>;
  /** Defaults to the resource's plural. */
  title?: string;
  /** The route's own buttons, shown beside the title. */
  actions?: ReactNode;
  /** The route's own buttons per row. */
  rowActions?: (row: RecordRow) => ReactNode;
  /** Shown under the title: what the list holds, when the title alone does not say. */
  description?: ReactNode;
  /** The route's own section between the title and the list (e.g. a running lookup's progress). */
  beforeList?: ReactNode;
};

/**
 * The one list page for every record type: filters, text search, sort, columns and page all
 * live in the URL; the server filters, sorts and pages.
 */
export function ResourceListPage({
  orgId,
  resource,
  fixedFilters,
  title,
  actions,
  rowActions,
  description,
  beforeList,
}: ResourceListPageProps) {
  const search = useCurrentSearch();
  const navigate = useNavigateTo();
  const query = useMemo(
    () => readListQuery(search, resource, fixedFilters),
    [search, resource, fixedFilters],
  );
  const setQuery = (next: ListQuery, replace = false) =>
    void navigate({ to: '.', search: listSearch(next), replace });

  const params = useMemo(() => listApiParams(query, fixedFilters), [query, fixedFilters]);
  const page = useQuery(recordPageOptions(orgId, resource.type, params));
  // A page of rows is rendered in the background, where React yields to the browser between rows:
  // fifty rows of cells rendered at once held the main thread for a quarter of a second.
  const data = useDeferredValue(page.data);
  const loadState = { isError: page.isError, error: page.error, data, refetch: page.refetch };
  const columns = visibleColumns(resource, query);
  const columnKeys = columns.map((c) => c.key);
  const filtered = hasUserFilters(query);
  // Types that are worked on get ticks and a bulk status action (not for viewers).
  const role = useOrgInfoState().org?.role;
  const bulk = !!resource.work && role !== 'viewer';
  // Ticks belong to the page they were made on: another page or filter starts with none.
  const pageKey = JSON.stringify(params);
  const [ticks, setTicks] = useState<{ pageKey: string; keys: Set<string> }>(() => ({
    pageKey,
    keys: new Set(),
  }));
  const selected = ticks.pageKey === pageKey ? ticks.keys : new Set<string>();
  const setSelected = (keys: Set<string>) => setTicks({ pageKey, keys });

  return (
    <Stack gap="sm" data-list={resource.type}>
      <Group justify="space-between" align="flex-end">
        <Box>
          <Title order={2}>{title ?? resource.plural}</Title>
          {description ? (
            <Text size="sm" c="dimmed" maw={720}>
              {description}
            </Text>
          ) : null}
          <Text size="sm" c="dimmed" data-total>
            {data ? totalText(resource, data.total, data.totalIsEstimate) : '\u00a0'}
          </Text>
        </Box>
        {actions ? <Group gap="xs">{actions}</Group> : null}
      </Group>
      {beforeList}

      <ListToolbar
        orgId={orgId}
        resource={resource}
        query={query}
        setQuery={setQuery}
        filtered={filtered}
        exportColumns={columnKeys}
        fixedFilters={fixedFilters}
        tools={
          <ColumnChooser
            resource={resource}
            columns={columnKeys}
            onChange={(cols) => setQuery(withColumns(query, cols, defaultColumns(resource)), true)}
            onReset={() => setQuery(withColumns(query, [], []), true)}
          />
        }
      />

      {!data?.rows.length ? (
        <ListLoadState
          page={loadState}
          noun={lowerNoun(resource.plural)}
          filtered={filtered}
          emptyDetail={
            filtered ? (
              <Button mt="sm" size="xs" variant="light" onClick={() => setQuery(withoutFilters(query))}>
                Clear filters
              </Button>
            ) : query.cursor ? (
              <Button mt="sm" size="xs" variant="light" onClick={() => setQuery(withCursor(query, null))}>
                Back to first page
              </Button>
            ) : null
          }
        />
      ) : (
        <Box style={{ opacity: page.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
          {bulk && selected.size > 0 ? (
            <Box mb="xs">
              <BulkStatusBar
                orgId={orgId}
                resource={resource}
                selected={selected}
                onDone={() => setSelected(new Set())}
              />
            </Box>
          ) : null}
          <Paper withBorder>
            <ResourceTable
              orgId={orgId}
              resource={resource}
              rows={data.rows}
              columns={columns}
              sort={effectiveSort(query, resource)}
              sortable={sortableFields(resource)}
              onSort={(field) => setQuery(withSortToggled(query, resource, field))}
              selection={bulk ? { selected, onChange: setSelected } : undefined}
              rowActions={rowActions}
            />
          </Paper>
          <PageButtons query={query} setQuery={setQuery} data={data} stale={page.isPlaceholderData} />
        </Box>
      )}
    </Stack>
  );
}
