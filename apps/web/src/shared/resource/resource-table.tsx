import { Badge, Checkbox, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import {
  dueText,
  resourceOf,
  workState,
  isoDayInIndia,
  type FieldDef,
  type RecordRow,
  type ResourceDef,
} from '@taxdesk/domain';
import { useMemo, type ReactNode } from 'react';
import { isRightAligned, listCellValue } from './cell-display';
import { FieldValue } from './field-value';
import { accountHref, accountLinkColumn, clientHref, detailHref, detailLinkColumn, routeOf } from './links';
import type { SortState } from './list-state';
import { CellLink } from './cell-link';
import { useNavigateTo } from './router';
import { toggled, toggledAll } from './work-rules';

type Props = {
  orgId: string;
  resource: ResourceDef;
  rows: readonly RecordRow[];
  columns: readonly FieldDef[];
  /** Server-side sorting: the current sort and the header click. Absent: headers don't sort. */
  sort?: SortState;
  sortable?: readonly string[];
  onSort?: (field: string) => void;
  /** Checkboxes per row (bulk actions); keys are the rows' record keys. */
  selection?: { selected: ReadonlySet<string>; onChange: (next: Set<string>) => void };
  /** The route's own buttons per row, in a last column. */
  rowActions?: (row: RecordRow) => ReactNode;
};

/**
 * A due date with how far it is (`In 3 days`, `Overdue by 2 days`) while the record is still to do,
 * by its own type's rule (a row of the Work list by its record's type).
 */
function DueValue(props: { resource: ResourceDef; row: RecordRow; field: FieldDef; value: unknown }) {
  const { resource, row, field, value } = props;
  const day = typeof value === 'string' ? value.slice(0, 10) : null;
  const def = resource.rowPathField ? (resourceOf(row.type) ?? resource) : resource;
  const open = workState(def, row.status, row.workStatus) === 'todo';
  if (!day || !open || !/^\d{4}-\d{2}-\d{2}$/.test(day))
    return <FieldValue field={field} value={value} truncate />;
  const today = isoDayInIndia(new Date());
  return (
    <Stack gap={0}>
      <FieldValue field={field} value={value} truncate />
      <Text span size="xs" c={day < today ? 'red' : 'dimmed'} style={{ whiteSpace: 'nowrap' }} data-days-left>
        {dueText(day, today)}
      </Text>
    </Stack>
  );
}

/** The rows of any record type, each cell displayed by its field's kind; a row opens its detail. */
export function ResourceTable({
  orgId,
  resource,
  rows,
  columns,
  sort,
  sortable = [],
  onSort,
  selection,
  rowActions,
}: Props) {
  const navigate = useNavigateTo();
  const linkColumn = detailLinkColumn(resource, columns);
  const accountColumn = accountLinkColumn(resource);
  const columnDefs = useMemo<ColumnDef<RecordRow>[]>(
    () =>
      columns.map((field) => ({
        id: field.key,
        header: field.label,
        accessorFn: (row) => listCellValue(row, field),
        enableSorting: sortable.includes(field.key),
        meta: { field },
        cell: ({ row }) => {
          const value = listCellValue(row.original, field);
          const shown =
            field.column === 'dueOn' ? (
              <DueValue resource={resource} row={row.original} field={field} value={value} />
            ) : (
              <FieldValue field={field} value={value} truncate />
            );
          // Records entered by hand say so beside their key, in every list.
          const cell =
            row.original.source === 'manual' && resource.keyFields[0] === field.key ? (
              <Group gap={4} wrap="nowrap">
                {shown}
                <Badge
                  size="xs"
                  variant="outline"
                  color="grape"
                  styles={{ root: { flexShrink: 0 }, label: { overflow: 'visible' } }}
                  data-manual
                >
                  Manual
                </Badge>
              </Group>
            ) : (
              shown
            );
          // The account cell opens the account; the link column's cell is a real link to the row's
          // detail; any other PAN, GSTIN or TAN opens the client's page across areas.
          const to =
            field.key === linkColumn
              ? detailHref(orgId, resource, row.original.data)
              : field.key === accountColumn
                ? accountHref(orgId, resource, row.original.data)
                : clientHref(orgId, field, value);
          return to ? <CellLink href={to}>{cell}</CellLink> : cell;
        },
      })),
    [columns, sortable, orgId, resource, linkColumn, accountColumn],
  );
  const table = useReactTable({
    data: rows as RecordRow[],
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    getRowId: (row) => row.key,
  });

  return (
    // A table wider than the page scrolls sideways: the scroll area takes keyboard focus, so arrow
    // keys reach the columns out of view even when no row holds a link.
    <Table.ScrollContainer
      minWidth={600}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={resource.plural}
    >
      <Table striped highlightOnHover verticalSpacing={6} data-resource={resource.type}>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {selection ? (
                <Table.Th w={36}>
                  <Checkbox
                    aria-label="Select all on this page"
                    checked={rows.length > 0 && rows.every((r) => selection.selected.has(r.key))}
                    indeterminate={
                      rows.some((r) => selection.selected.has(r.key)) &&
                      !rows.every((r) => selection.selected.has(r.key))
                    }
                    onChange={() =>
                      selection.onChange(
                        toggledAll(
                          selection.selected,
                          rows.map((r) => r.key),
                        ),
                      )
                    }
                    data-select-all
                  />
                </Table.Th>
              ) : null}
              {rowActions ? <Table.Th w={1} /> : null}
              {group.headers.map((header) => {
                const field = (header.column.columnDef.meta as { field: FieldDef }).field;
                const active = sort?.field === field.key;
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <Table.Th
                    key={header.id}
                    ta={isRightAligned(field) ? 'right' : undefined}
                    aria-sort={active ? (sort!.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {header.column.getCanSort() && onSort ? (
                      <UnstyledButton
                        onClick={() => onSort(field.key)}
                        fw={600}
                        fz="sm"
                        data-sort={field.key}
                      >
                        {label}{' '}
                        <Text span c={active ? undefined : 'dimmed'} fz="xs">
                          {active ? (sort!.dir === 'asc' ? '▲' : '▼') : '↕'}
                        </Text>
                      </UnstyledButton>
                    ) : (
                      label
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => {
            const href = detailHref(orgId, resource, row.original.data);
            return (
              <Table.Tr
                key={row.id}
                onClick={href ? () => void navigate(routeOf(href)) : undefined}
                style={{
                  cursor: href ? 'pointer' : undefined,
                  opacity: row.original.removedAt ? 0.6 : undefined,
                }}
                data-key={row.original.key}
              >
                {selection ? (
                  <Table.Td onClick={(e) => e.stopPropagation()}>
                    <Checkbox
                      aria-label={`Select ${decodeURIComponent(row.original.key)}`}
                      checked={selection.selected.has(row.original.key)}
                      onChange={(e) =>
                        selection.onChange(
                          toggled(selection.selected, row.original.key, e.currentTarget.checked),
                        )
                      }
                      data-select={row.original.key}
                    />
                  </Table.Td>
                ) : null}
                {/* The row's own actions come first, where a wide table cannot hide them. */}
                {rowActions ? (
                  <Table.Td onClick={(e) => e.stopPropagation()} style={{ cursor: 'default' }}>
                    {rowActions(row.original)}
                  </Table.Td>
                ) : null}
                {row.getVisibleCells().map((cell) => {
                  const field = (cell.column.columnDef.meta as { field: FieldDef }).field;
                  return (
                    <Table.Td
                      key={cell.id}
                      ta={isRightAligned(field) ? 'right' : undefined}
                      data-field={field.key}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
