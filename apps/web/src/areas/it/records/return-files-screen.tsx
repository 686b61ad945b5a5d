import { Box, Paper, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { defaultColumns, fieldOf, RESOURCES, sortableFields, type ListQuery } from '@taxdesk/domain';
import { useDeferredValue, useMemo } from 'react';
import type { ScreenProps } from '../../../app/screen-types';
import {
  effectiveSort,
  hasUserFilters,
  listApiParams,
  listSearch,
  readListQuery,
  withSortToggled,
} from '../../../shared/resource/list-state';
import { totalText } from '../../../shared/resource/nouns';
import { recordPageOptions } from '../../../shared/resource/records-api';
import { useCurrentSearch, useNavigateTo } from '../../../shared/resource/router';
import { RETURN_FILE_COLUMNS, ReturnFileRow } from './return-file-row';
import { PageButtons } from '../../../shared/resource/page-buttons';
import { ListLoadState } from '../../../shared/resource/list-load-state';
import { ListToolbar } from '../../../shared/resource/list-toolbar';

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
  // The rows render in the background, where React yields to the browser between rows (as in the
  // shared list page): fifty rows with their buttons at once held the main thread for 250 ms.
  const data = useDeferredValue(page.data);
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
          {data ? totalText(def, data.total, data.totalIsEstimate) : '\u00a0'}
        </Text>
      </Box>
      <ListToolbar
        orgId={orgId}
        resource={def}
        query={query}
        setQuery={setQuery}
        filtered={filtered}
        exportColumns={defaultColumns(def)}
      />
      {!data?.rows.length ? (
        <ListLoadState
          page={{ isError: page.isError, error: page.error, data, refetch: page.refetch }}
          noun="return files"
          filtered={filtered}
          emptyDetail={
            <Text size="sm" c="dimmed" mt={4}>
              A sync stores each return&apos;s ITR-V and JSON, and its intimation once the return is
              processed.
            </Text>
          }
        />
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
                {data.rows.map((row) => (
                  <ReturnFileRow key={row.key} orgId={orgId} row={row} />
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
          <PageButtons query={query} setQuery={setQuery} data={data} stale={page.isPlaceholderData} />
        </Box>
      )}
    </Stack>
  );
}
