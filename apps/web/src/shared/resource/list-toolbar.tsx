import { Badge, Button, Group, Paper, Stack } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import type { FilterValue, ListQuery, ResourceDef } from '@taxdesk/domain';
import { useState, type ReactNode } from 'react';
import { ExportButtons } from './export-buttons';
import { FilterBar } from './filter-bar';
import { filterFields } from './filters';
import { withFilter, withoutFilters, withText } from './list-state';
import { lowerNoun } from './nouns';
import { SearchBox } from './search-box';

type Props = {
  orgId: string;
  resource: ResourceDef;
  query: ListQuery;
  /** `replace`: the address is replaced rather than pushed (typing, column changes). */
  setQuery: (next: ListQuery, replace?: boolean) => void;
  filtered: boolean;
  /** The columns the exports write. */
  exportColumns: readonly string[];
  /** Filters the screen fixes (not shown, always applied). */
  fixedFilters?: Readonly<Record<string, FilterValue>>;
  /** Before the exports: the column chooser, where the list has one. */
  tools?: ReactNode;
};

/** Whether a person keeps the filters open, remembered in this browser for every list. */
const FILTERS_OPEN_KEY = 'taxdesk.list-filters-open';

/**
 * Above a list, in one line: search, Filters (with how many are set), Clear filters, the exports
 * (and other tools). The filters themselves open below on demand: a list's first rows stay at the
 * top of the screen, and a closed filter bar asks the server for no facets.
 */
export function ListToolbar({
  orgId,
  resource,
  query,
  setQuery,
  filtered,
  exportColumns,
  fixedFilters,
  tools,
}: Props) {
  const [keptOpen, setKeptOpen] = useLocalStorage({
    key: FILTERS_OPEN_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const hasFilters = filterFields(resource, fixedFilters).length > 0;
  const set = Object.keys(query.filters).filter((k) => !fixedFilters?.[k]).length;
  // A list opened with filters set (a dashboard's link) shows them, so the person sees why.
  const [openedFiltered] = useState(set > 0);
  const [shown, setShown] = useState(keptOpen || openedFiltered);
  const toggle = () => {
    setShown(!shown);
    setKeptOpen(!shown);
  };
  return (
    <Paper withBorder p="sm">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Group gap="sm" align="flex-end">
            <SearchBox
              value={query.q ?? ''}
              placeholder={`Search ${lowerNoun(resource.plural)}`}
              onCommit={(q) => setQuery(withText(query, q), true)}
            />
            {hasFilters ? (
              <Button
                size="xs"
                variant={set ? 'light' : 'default'}
                onClick={toggle}
                aria-expanded={shown}
                aria-controls={`filters-${resource.type}`}
                rightSection={
                  set ? (
                    <Badge size="xs" circle aria-label={`${set} set`}>
                      {set}
                    </Badge>
                  ) : null
                }
                data-testid="filters-toggle"
              >
                Filters
              </Button>
            ) : null}
            {filtered ? (
              <Button size="xs" variant="subtle" onClick={() => setQuery(withoutFilters(query))}>
                Clear filters
              </Button>
            ) : null}
          </Group>
          <Group gap="xs">
            {tools}
            <ExportButtons
              orgId={orgId}
              resource={resource}
              query={query}
              columns={exportColumns}
              fixedFilters={fixedFilters}
            />
          </Group>
        </Group>
        {shown ? (
          <div id={`filters-${resource.type}`}>
            <FilterBar
              orgId={orgId}
              resource={resource}
              query={query}
              fixedFilters={fixedFilters}
              onFilter={(field, value) => setQuery(withFilter(query, field, value))}
            />
          </div>
        ) : null}
      </Stack>
    </Paper>
  );
}
