import { Alert, Box, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  defaultColumns,
  sortableFields,
  type FilterValue,
  type ListQuery,
  type RecordRow,
  type ResourceDef,
} from '@taxdesk/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { useOrgInfoState } from '../org/org-info-store';
import { BulkStatusBar } from './bulk-status-bar';
import { ColumnChooser } from './column-chooser';
import { visibleColumns } from './columns';
import { ExportButtons } from './export-buttons';
import { FilterBar } from './filter-bar';
import {
  effectiveSort,
  hasUserFilters,
  listApiParams,
  listSearch,
  readListQuery,
  withColumns,
  withCursor,
  withFilter,
  withoutFilters,
  withSortToggled,
  withText,
} from './list-state';
import { recordPageOptions } from './records-api';
import { ResourceTable } from './resource-table';
import { useCurrentSearch, useNavigateTo } from './router';
import { lowerNoun, totalText } from './nouns';
import { SearchBox } from './search-box';

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
            {page.data ? totalText(resource, page.data.total, page.data.totalIsEstimate) : '\u00a0'}
          </Text>
        </Box>
        {actions ? <Group gap="xs">{actions}</Group> : null}
      </Group>
      {beforeList}

      <Paper withBorder p="sm">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end" gap="sm">
            <Group gap="sm" align="flex-end">
              <SearchBox
                value={query.q ?? ''}
                placeholder={`Search ${lowerNoun(resource.plural)}`}
                onCommit={(q) => setQuery(withText(query, q), true)}
              />
              {filtered ? (
                <Button size="xs" variant="subtle" onClick={() => setQuery(withoutFilters(query))}>
                  Clear filters
                </Button>
              ) : null}
            </Group>
            <Group gap="xs">
              <ColumnChooser
                resource={resource}
                columns={columnKeys}
                onChange={(cols) => setQuery(withColumns(query, cols, defaultColumns(resource)), true)}
                onReset={() => setQuery(withColumns(query, [], []), true)}
              />
              <ExportButtons
                orgId={orgId}
                resource={resource}
                query={query}
                columns={columnKeys}
                fixedFilters={fixedFilters}
              />
            </Group>
          </Group>
          <FilterBar
            orgId={orgId}
            resource={resource}
            query={query}
            fixedFilters={fixedFilters}
            onFilter={(field, value) => setQuery(withFilter(query, field, value))}
          />
        </Stack>
      </Paper>

      {page.isError ? (
        <Alert color="red" title={`Could not load ${lowerNoun(resource.plural)}`} data-state="error">
          <Text size="sm" mb="xs">
            {(page.error as Error).message}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => void page.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : !page.data ? (
        <Group justify="center" p="xl">
          <Loader size="sm" />
        </Group>
      ) : page.data.rows.length === 0 ? (
        <Paper withBorder p="xl" ta="center" data-state="empty">
          <Text fw={500}>
            {filtered
              ? `No ${lowerNoun(resource.plural)} match these filters`
              : `No ${lowerNoun(resource.plural)} yet`}
          </Text>
          {filtered ? (
            <Button mt="sm" size="xs" variant="light" onClick={() => setQuery(withoutFilters(query))}>
              Clear filters
            </Button>
          ) : query.cursor ? (
            <Button mt="sm" size="xs" variant="light" onClick={() => setQuery(withCursor(query, null))}>
              Back to first page
            </Button>
          ) : null}
        </Paper>
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
              rows={page.data.rows}
              columns={columns}
              sort={effectiveSort(query, resource)}
              sortable={sortableFields(resource)}
              onSort={(field) => setQuery(withSortToggled(query, resource, field))}
              selection={bulk ? { selected, onChange: setSelected } : undefined}
              rowActions={rowActions}
            />
          </Paper>
          <Group justify="space-between" mt="xs">
            <Text size="xs" c="dimmed">
              {page.data.rows.length} on this page
            </Text>
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                disabled={!query.cursor}
                onClick={() => setQuery(withCursor(query, null))}
              >
                First page
              </Button>
              <Button
                size="xs"
                variant="default"
                disabled={!page.data.nextCursor || page.isPlaceholderData}
                onClick={() => setQuery(withCursor(query, page.data.nextCursor))}
              >
                Next page
              </Button>
            </Group>
          </Group>
        </Box>
      )}
    </Stack>
  );
}
