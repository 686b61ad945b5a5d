import { Table, Text } from '@mantine/core';
import type { Gstr2bItcSummary, Gstr2bPeriod } from '@taxdesk/domain';
import { rupees, totalTax } from './gstr2b-money';

const LINES: [keyof Gstr2bItcSummary, string][] = [
  ['b2b', 'ITC available: B2B and others'],
  ['reverseCharge', 'ITC available: reverse charge'],
  ['isd', 'ITC available: ISD'],
  ['imports', 'ITC available: imports'],
  ['creditNotes', 'Credit notes: ITC to reverse'],
  ['notAvailable', 'ITC not available'],
  ['rejected', 'ITC rejected (IMS)'],
];

/** The figures of each GSTR-2B's own summary (`itcsumm`), per GSTIN and period, to the rupee. */
export function Gstr2bPeriodSummary({ periods }: { periods: readonly Gstr2bPeriod[] }) {
  return (
    <>
      {periods.map((p) => (
        <Table.ScrollContainer
          key={`${p.gstin}-${p.period}`}
          minWidth={600}
          type="native"
          tabIndex={0}
          role="region"
          aria-label={`ITC summary of ${p.gstin} for ${p.period}`}
        >
          <Table verticalSpacing={4} data-gstr2b-summary={`${p.gstin} ${p.period}`}>
            <Table.Caption>
              GSTR-2B of {p.gstin} for {p.period}
              {p.quarterly ? ' (quarterly)' : ''}: {p.documents} documents from {p.suppliers} suppliers
              {p.matchesFile ? '' : '. The documents do not add up to the file’s own summary'}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Summary line</Table.Th>
                <Table.Th ta="right">IGST</Table.Th>
                <Table.Th ta="right">CGST</Table.Th>
                <Table.Th ta="right">SGST</Table.Th>
                <Table.Th ta="right">Cess</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {LINES.map(([key, label]) => {
                const t = p.summary[key];
                return (
                  <Table.Tr key={key} data-line={key}>
                    <Table.Td>{label}</Table.Td>
                    <Table.Td ta="right">{rupees(t.igst)}</Table.Td>
                    <Table.Td ta="right">{rupees(t.cgst)}</Table.Td>
                    <Table.Td ta="right">{rupees(t.sgst)}</Table.Td>
                    <Table.Td ta="right">{rupees(t.cess)}</Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm" fw={600} span>
                        {rupees(totalTax(t))}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ))}
    </>
  );
}
