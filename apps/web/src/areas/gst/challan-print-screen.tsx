import { Table, Text } from '@mantine/core';
import { formatValue, recordKey, RESOURCES } from '@taxdesk/domain';
import type { ScreenProps } from '../../app/screen-types';
import { useCurrentSearch } from '../../shared/resource/router';
import { PrintFields, PrintPage } from './print-page';
import { printValue, usePrintRecord } from './print-record';

const MAJOR = [
  ['igst', 'IGST'],
  ['cgst', 'CGST'],
  ['sgst', 'SGST'],
  ['cess', 'Cess'],
] as const;
const MINOR = [
  ['tx', 'Tax'],
  ['intr', 'Interest'],
  ['pen', 'Penalty'],
  ['fee', 'Fee'],
  ['oth', 'Others'],
] as const;

const money = (v: unknown) => formatValue({ kind: 'money' }, Number(v ?? 0));
const num = (v: unknown) => (v == null || v === '' ? 0 : Number(v) || 0);

/** /{orgId}/gst/challanfile?brn=...: a challan (PMT-06) as a printable A4 page. */
export default function ChallanPrintScreen({ orgId }: ScreenProps) {
  const brn = useCurrentSearch().brn;
  const key = brn ? recordKey(RESOURCES.gstChallan, { brn_num: String(brn) }) : undefined;
  const { detail, loading, error } = usePrintRecord(orgId, 'gstChallan', key, 'challan');
  const d = detail?.record.data ?? {};
  const v = (k: string) => printValue('gstChallan', d, k);
  const heads = (d.heads ?? {}) as Record<string, Record<string, unknown> | null>;
  const cell = (major: string, minor: string) => num(heads[major]?.[minor]);
  const majorTotal = (major: string) =>
    heads[major]?.tot != null ? num(heads[major]?.tot) : MINOR.reduce((s, [m]) => s + cell(major, m), 0);

  return (
    <PrintPage
      title="Challan (GST PMT-06)"
      subtitle={detail ? `CPIN ${String(d.cpin ?? '')} · ${v('status') ?? ''}` : undefined}
      loading={loading}
      error={error}
    >
      <PrintFields
        rows={[
          ['CPIN', v('cpin')],
          ['CIN', v('cin')],
          ['BRN', d.brn_num !== d.cpin ? v('brn_num') : null],
          ['GSTIN', v('gstin')],
          ['State', v('state')],
          ['Created on', v('chln_cre_dt')],
          ['Valid until', v('chln_exp_dt')],
          ['Paid on', v('payment_dt')],
          ['Mode of payment', v('payment_mod')],
          ['Bank', v('bank_name')],
          ['Status', v('status')],
        ]}
      />
      <Text fw={600} mb={4}>
        Details of deposit (₹)
      </Text>
      <Table withTableBorder withColumnBorders verticalSpacing={4} data-print="heads">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Head</Table.Th>
            {MINOR.map(([k, l]) => (
              <Table.Th key={k} ta="right">
                {l}
              </Table.Th>
            ))}
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {MAJOR.map(([major, label]) => (
            <Table.Tr key={major}>
              <Table.Th scope="row">{label}</Table.Th>
              {MINOR.map(([minor]) => (
                <Table.Td key={minor} ta="right">
                  {money(cell(major, minor))}
                </Table.Td>
              ))}
              <Table.Td ta="right">{money(majorTotal(major))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">Total</Table.Th>
            {MINOR.map(([minor]) => (
              <Table.Th key={minor} ta="right">
                {money(MAJOR.reduce((s, [major]) => s + cell(major, minor), 0))}
              </Table.Th>
            ))}
            <Table.Th ta="right">{money(d.total_amt)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </PrintPage>
  );
}
