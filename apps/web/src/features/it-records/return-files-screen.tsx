import {
  Alert,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { defaultColumns, fieldOf, RESOURCES, sortableFields, type ListQuery } from '@taxdesk/domain';
import { useMemo } from 'react';
import type { ScreenProps } from '../../app/screen-types';
import { ExportButtons } from '../../shared/resource/export-buttons';
import { FilterBar } from '../../shared/resource/filter-bar';
import {
  effectiveSort,
  hasUserFilters,
  listApiParams,
  listSearch,
  readListQuery,
  withCursor,
  withFilter,
  withoutFilters,
  withSortToggled,
  withText,
} from '../../shared/resource/list-state';
import { totalText } from '../../shared/resource/nouns';
import { recordPageOptions } from '../../shared/resource/records-api';
import { useCurrentSearch, useNavigateTo } from '../../shared/resource/router';
import { SearchBox } from '../../shared/resource/search-box';
import { RETURN_FILE_COLUMNS, ReturnFileRow } from './return-file-row';

const def = RESOURCES.itReturnFile;

/**
 * Return Files: the ITR-V, return JSON and 143(1) intimation of every return across accounts,
 * each to open or download from the list. Filters, sort, paging and export are the generic list's
 * (the URL holds them); only the rows are this screen's own.
 */
export default function ReturnFilesScreen({ orgId }: ScreenProps) {
  const search = useCurrentSearch();
  const navigate = useNavigateTo();
  const query = useMemo(() => readListQuery(search, def), [search]);
  const setQuery = (next: ListQuery, replace = false) =>
    void navigate({ to: '.', search: listSearch(next), replace });
  const params = useMemo(() => listApiParams(query), [query]);
  const page = useQuery(recordPageOptions(orgId, def.type, params));
  const sort = effectiveSort(query, def);
  const sortable = sortableFields(def);
  const filtered = hasUserFilters(query);

  const header = (key: string) => {
    const f = fieldOf(def, key)!;
    if (!sortable.includes(key)) return f.label;
    const arrow = sort.field === key ? (sort.dir === 'asc' ? ' ↑' : ' ↓') : '';
    return (
      <UnstyledButton fw={600} fz="sm" onClick={() => setQuery(withSortToggled(query, def, key))}>
        {f.label}
        {arrow}
      </UnstyledButton>
    );
  };

  return (
    <Stack gap="sm" data-list={def.type}>
      <Box>
        <Title order={2}>Return Files</Title>
        <Text size="sm" c="dimmed" data-total>
          {page.data ? totalText(def, page.data.total, page.data.totalIsEstimate) : '\u00a0'}
        </Text>
      </Box>
      <Paper withBorder p="sm">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end" gap="sm">
            <Group gap="sm" align="flex-end">
              <SearchBox
                value={query.q ?? ''}
                placeholder="Search return files"
                onCommit={(q) => setQuery(withText(query, q), true)}
              />
              {filtered ? (
                <Button size="xs" variant="subtle" onClick={() => setQuery(withoutFilters(query))}>
                  Clear filters
                </Button>
              ) : null}
            </Group>
            <ExportButtons orgId={orgId} resource={def} query={query} columns={defaultColumns(def)} />
          </Group>
          <FilterBar
            orgId={orgId}
            resource={def}
            query={query}
            onFilter={(field, value) => setQuery(withFilter(query, field, value))}
          />
        </Stack>
      </Paper>
      {page.isError ? (
        <Alert color="red" title="Could not load return files" data-state="error">
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
          <Text fw={500}>{filtered ? 'No return files match these filters' : 'No return files yet'}</Text>
          <Text size="sm" c="dimmed" mt={4}>
            A sync stores each return&apos;s ITR-V and JSON, and its intimation once the return is processed.
          </Text>
        </Paper>
      ) : (
        <Box style={{ opacity: page.isPlaceholderData ? 0.6 : 1 }}>
          <Paper withBorder style={{ overflowX: 'auto' }}>
            <Table striped highlightOnHover verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{fieldOf(def, 'fileName')!.label}</Table.Th>
                  {RETURN_FILE_COLUMNS.map((key) => (
                    <Table.Th key={key}>{header(key)}</Table.Th>
                  ))}
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.data.rows.map((row) => (
                  <ReturnFileRow key={row.key} orgId={orgId} row={row} />
                ))}
              </Table.Tbody>
            </Table>
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
