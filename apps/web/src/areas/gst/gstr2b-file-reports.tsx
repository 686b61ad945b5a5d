import { Badge, Table, Text } from '@mantine/core';
import type { Gstr2bFileReport } from '@taxdesk/domain';
import { rupees, totalTax } from './gstr2b-money';

const STATUS = {
  imported: { label: 'Imported', color: 'green' },
  unchanged: { label: 'Unchanged', color: 'gray' },
  failed: { label: 'Not imported', color: 'red' },
} as const;

/** One line per file of the upload (a ZIP gives one per file in it): its GSTIN, period and ITC, or why not. */
export function Gstr2bFileReports({ files }: { files: readonly Gstr2bFileReport[] }) {
  return (
    <Table.ScrollContainer
      minWidth={600}
      type="native"
      tabIndex={0}
      role="region"
      aria-label="Files imported"
    >
      <Table verticalSpacing={4} data-gstr2b-reports>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>File</Table.Th>
            <Table.Th>Result</Table.Th>
            <Table.Th>GSTIN</Table.Th>
            <Table.Th>Period</Table.Th>
            <Table.Th ta="right">Documents</Table.Th>
            <Table.Th ta="right">ITC available</Table.Th>
            <Table.Th>Note</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((f, i) => {
            const s = f.summary;
            return (
              <Table.Tr key={`${f.name}-${i}`} data-status={f.status}>
                <Table.Td>{f.name}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={STATUS[f.status].color}>
                    {STATUS[f.status].label}
                  </Badge>
                </Table.Td>
                <Table.Td ff="monospace">{f.gstin ?? ''}</Table.Td>
                <Table.Td>{f.period ? `${f.period}${f.quarterly ? ' (quarter)' : ''}` : ''}</Table.Td>
                <Table.Td ta="right">{f.documents ?? ''}</Table.Td>
                <Table.Td ta="right">
                  {s
                    ? rupees(
                        totalTax(s.b2b) + totalTax(s.reverseCharge) + totalTax(s.isd) + totalTax(s.imports),
                      )
                    : ''}
                </Table.Td>
                <Table.Td>
                  {f.error ? (
                    <Text size="sm" c="red">
                      {f.error}
                    </Text>
                  ) : f.matchesFile === false ? (
                    <Text size="sm" c="orange">
                      The documents do not add up to the file&apos;s own summary
                    </Text>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
