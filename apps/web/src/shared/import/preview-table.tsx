import { Box, ScrollArea, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { count } from './format';
import type { ImportColumnSpec, ImportPreview, PreviewAction as RowAction } from '@taxdesk/domain';

const ACTION: Record<RowAction, { label: string; color: string }> = {
  new: { label: 'New', color: 'teal' },
  update: { label: 'Update', color: 'blue' },
  same: { label: 'Unchanged', color: 'dimmed' },
  error: { label: 'Error', color: 'red' },
};

const FIRST_ROWS = 100;

type Props = { preview: ImportPreview; columns: readonly ImportColumnSpec[] };

/** The file's first rows (or its rows with errors) as they will be read, bad rows in red with their reasons. */
export function PreviewTable({ preview, columns }: Props) {
  const [show, setShow] = useState<'all' | 'errors'>(preview.counts.errors ? 'errors' : 'all');
  // The server sends the file's first rows, then (past those) further rows with errors.
  const firstRows = preview.rows.slice(0, Math.min(FIRST_ROWS, preview.counts.rows));
  const rows = show === 'errors' ? preview.rows.filter((r) => r.action === 'error') : firstRows;
  return (
    <Stack gap="xs">
      <SegmentedControl
        size="xs"
        value={show}
        onChange={(v) => setShow(v as 'all' | 'errors')}
        data={[
          { value: 'all', label: `First rows (${count(firstRows.length)} of ${count(preview.counts.rows)})` },
          {
            value: 'errors',
            label: `Rows with errors (${count(preview.counts.errors)})`,
            disabled: !preview.counts.errors,
          },
        ]}
        w="fit-content"
      />
      {/* A wide sheet scrolls sideways: the viewport takes focus so the keyboard can scroll it. */}
      <ScrollArea.Autosize
        mah={460}
        type="auto"
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Preview rows' }}
      >
        <Table withTableBorder stickyHeader fz="sm" verticalSpacing={4} data-preview-table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>Row</Table.Th>
              <Table.Th w={110}>Result</Table.Th>
              {columns.map((c) => (
                <Table.Th key={c.key} style={{ whiteSpace: 'nowrap' }}>
                  {c.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Fragment key={r.rowNo}>
                <Table.Tr
                  data-row={r.rowNo}
                  data-action={r.action}
                  bg={r.action === 'error' ? 'var(--mantine-color-red-light)' : undefined}
                >
                  <Table.Td c="dimmed">{r.rowNo}</Table.Td>
                  <Table.Td>
                    <Text
                      size="xs"
                      fw={700}
                      tt="uppercase"
                      c={ACTION[r.action].color}
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {ACTION[r.action].label}
                    </Text>
                  </Table.Td>
                  {columns.map((c) => (
                    <Table.Td
                      key={c.key}
                      ff={c.key.toLowerCase().includes('pan') ? 'monospace' : undefined}
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {r.values[c.key] ?? ''}
                    </Table.Td>
                  ))}
                </Table.Tr>
                {r.errors.length ? (
                  // The reasons under their row, across the table: a wide sheet keeps them in view.
                  <Table.Tr data-problems={r.rowNo} bg="var(--mantine-color-red-light)">
                    <Table.Td />
                    <Table.Td colSpan={columns.length + 1} c="red" pt={0}>
                      {/* Stuck to the left, as wide as the screen: readable however far the sheet scrolls. */}
                      <Box pos="sticky" left={8} maw="calc(100vw - 200px)">
                        {r.errors.map((e) => (
                          <div key={e}>{e}</div>
                        ))}
                      </Box>
                    </Table.Td>
                  </Table.Tr>
                ) : null}
                {r.warnings?.length ? (
                  // Imported all the same: said under the row, in the warning colour.
                  <Table.Tr data-warnings={r.rowNo}>
                    <Table.Td />
                    <Table.Td colSpan={columns.length + 1} c="orange" pt={0}>
                      <Box pos="sticky" left={8} maw="calc(100vw - 200px)">
                        {r.warnings.map((w) => (
                          <div key={w}>Warning: {w}</div>
                        ))}
                      </Box>
                    </Table.Td>
                  </Table.Tr>
                ) : null}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {show === 'errors' && preview.counts.errors > rows.length ? (
        <Text size="xs" c="dimmed">
          The first {count(rows.length)} rows with errors are shown here; every error is listed below.
        </Text>
      ) : null}
    </Stack>
  );
}
