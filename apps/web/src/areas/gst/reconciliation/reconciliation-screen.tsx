import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  formatDate,
  RECON_MARK_LABELS,
  RECON_OUTCOME_LABELS,
  RECON_OUTCOMES,
  type ReconLine,
  type ReconMark,
  type ReconOutcome,
} from '@taxdesk/domain';
import { useState } from 'react';
import type { ScreenProps } from '../../../app/screen-types';
import { saveBlob } from '../../../shared/resource/export-file';
import {
  fetchReconRows,
  fetchReconSummary,
  fetchReconXlsx,
  reconKeys,
  setReconMarks,
  uploadRegister,
  type ReconParams,
} from './reconciliation-api';

const INR = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (n: number | undefined) => (n === undefined ? '—' : INR.format(n));
const tax = (s: ReconLine['books']) => (s ? s.igst + s.cgst + s.sgst + s.cess : undefined);
const ready = (p: ReconParams) =>
  /^\d{2}[A-Z0-9]{13}$/.test(p.gstin) && /^\d{4}-(0[1-9]|1[0-2])$/.test(p.period);

/** /{orgId}/gst/reconciliation: the client's purchase register against the GSTR-2B of one GSTIN and period. */
export default function ReconciliationScreen({ orgId }: ScreenProps) {
  const queryClient = useQueryClient();
  const [gstin, setGstin] = useState('');
  const [period, setPeriod] = useState('');
  const [tolerance, setTolerance] = useState(1);
  const [outcome, setOutcome] = useState<ReconOutcome>('amount_differs');
  const [offset, setOffset] = useState(0);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [file, setFile] = useState<File | null>(null);
  const params: ReconParams = { gstin: gstin.trim().toUpperCase(), period: period.trim(), tolerance };
  const enabled = ready(params);
  const summary = useQuery({
    queryKey: reconKeys.summary(orgId, params),
    queryFn: () => fetchReconSummary(orgId, params),
    enabled,
  });
  const rows = useQuery({
    queryKey: reconKeys.rows(orgId, params, outcome, offset),
    queryFn: () => fetchReconRows(orgId, params, outcome, offset),
    enabled,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: reconKeys.all(orgId) });
  const upload = useMutation({
    mutationFn: (f: File) => uploadRegister(orgId, params.gstin, params.period, f),
    onSuccess: async () => {
      setFile(null);
      await refresh();
    },
  });
  const mark = useMutation({
    mutationFn: (m: ReconMark | null) =>
      setReconMarks(orgId, {
        gstin: params.gstin,
        period: params.period,
        mark: m,
        invoices: [...picked].map((k) => {
          const [supplierGstin, numberKey] = k.split('|') as [string, string];
          return { supplierGstin, numberKey };
        }),
      }),
    onSuccess: async () => {
      setPicked(new Set());
      await refresh();
    },
  });
  const key = (l: ReconLine) => `${l.supplierGstin}|${l.numberKey}`;
  const toggle = (k: string) =>
    setPicked((s) => (s.has(k) ? new Set([...s].filter((x) => x !== k)) : new Set([...s, k])));
  const page = rows.data;

  return (
    <Stack gap="md" data-screen="gst-reconciliation">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>2B reconciliation</Title>
          <Text size="sm" c="dimmed">
            The client&apos;s purchase register against the GSTR-2B: matched, amount differs, date differs, in
            2B only, in books only.
          </Text>
        </Stack>
        <Button
          size="xs"
          variant="default"
          disabled={!summary.data}
          onClick={() =>
            void fetchReconXlsx(orgId, params).then((b) =>
              saveBlob(b, `2b-reconciliation-${params.gstin}-${params.period}.xlsx`),
            )
          }
        >
          Export to Excel
        </Button>
      </Group>
      <Paper withBorder p="sm" radius="md">
        <Group align="flex-end" gap="md">
          <TextInput
            label="Client GSTIN"
            value={gstin}
            onChange={(e) => setGstin(e.currentTarget.value)}
            w={200}
          />
          <TextInput
            label="Period (YYYY-MM)"
            value={period}
            onChange={(e) => setPeriod(e.currentTarget.value)}
            w={150}
          />
          <NumberInput
            label="Tolerance per invoice (₹)"
            value={tolerance}
            min={0}
            max={100000}
            decimalScale={2}
            onChange={(v) => setTolerance(typeof v === 'number' ? v : 0)}
            w={200}
          />
          <FileInput
            label="Purchase register (XLSX or CSV)"
            placeholder="Choose a file (Tally's export works too)"
            value={file}
            onChange={setFile}
            accept=".xlsx,.csv"
            w={300}
            clearable
          />
          <Button
            disabled={!enabled || !file}
            loading={upload.isPending}
            onClick={() => file && upload.mutate(file)}
          >
            Upload register
          </Button>
        </Group>
      </Paper>
      {upload.data ? (
        <Alert color={upload.data.errors.length ? 'orange' : 'teal'} py="xs">
          <Text size="sm" fw={600}>
            {upload.data.imported} invoices read from {upload.data.fileName}
          </Text>
          {upload.data.errors.slice(0, 20).map((e) => (
            <Text key={e.rowNo} size="sm">
              Row {e.rowNo}: {e.message}
            </Text>
          ))}
        </Alert>
      ) : null}
      {upload.isError ? <Alert color="red">{(upload.error as Error).message}</Alert> : null}
      {!enabled ? <Text c="dimmed">Enter the client&apos;s GSTIN and the period to reconcile.</Text> : null}
      {summary.isError ? (
        <Alert color="red">Could not reconcile: {(summary.error as Error).message}</Alert>
      ) : null}
      {summary.data ? (
        <>
          <Text size="sm">
            {summary.data.register
              ? `${summary.data.register.invoices} invoices in the books (${summary.data.register.fileName})`
              : 'No register uploaded yet'}
            ; {summary.data.twoBDocuments} documents in the 2B. Tax in books {money(summary.data.booksTax)},
            in 2B {money(summary.data.twoBTax)}.
          </Text>
          <Title order={3} size="h4">
            By supplier
          </Title>
          <Table striped data-report="recon-suppliers">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Supplier GSTIN</Table.Th>
                <Table.Th>Supplier</Table.Th>
                {RECON_OUTCOMES.map((o) => (
                  <Table.Th key={o} ta="right">
                    {RECON_OUTCOME_LABELS[o]}
                  </Table.Th>
                ))}
                <Table.Th ta="right">Tax difference (2B − books)</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.data.suppliers.slice(0, 100).map((s) => (
                <Table.Tr key={s.supplierGstin}>
                  <Table.Td ff="monospace">{s.supplierGstin || '—'}</Table.Td>
                  <Table.Td>{s.supplierName ?? '—'}</Table.Td>
                  {RECON_OUTCOMES.map((o) => (
                    <Table.Td key={o} ta="right">
                      {s.counts[o]}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right">{money(s.taxDifference)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <SegmentedControl
            aria-label="Outcome"
            value={outcome}
            onChange={(v) => {
              setOutcome(v as ReconOutcome);
              setOffset(0);
              setPicked(new Set());
            }}
            data={RECON_OUTCOMES.map((o) => ({
              value: o,
              label: `${RECON_OUTCOME_LABELS[o]} (${summary.data.counts[o]})`,
            }))}
          />
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              disabled={!picked.size}
              onClick={() => mark.mutate('accepted')}
            >
              Mark accepted
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={!picked.size}
              onClick={() => mark.mutate('follow_up')}
            >
              Mark follow up with the supplier
            </Button>
            <Button size="xs" variant="subtle" disabled={!picked.size} onClick={() => mark.mutate(null)}>
              Clear mark
            </Button>
          </Group>
          <Table striped data-report="recon-invoices">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Pick</Table.Th>
                <Table.Th>Supplier GSTIN</Table.Th>
                <Table.Th>Books invoice</Table.Th>
                <Table.Th>2B invoice</Table.Th>
                <Table.Th>Books date</Table.Th>
                <Table.Th>2B date</Table.Th>
                <Table.Th ta="right">Tax in books</Table.Th>
                <Table.Th ta="right">Tax in 2B</Table.Th>
                <Table.Th>Mark</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(page?.rows ?? []).map((l) => (
                <Table.Tr key={`${key(l)}|${l.books?.number ?? ''}|${l.twoB?.number ?? ''}`}>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Pick ${l.books?.number ?? l.twoB?.number ?? l.numberKey}`}
                      checked={picked.has(key(l))}
                      onChange={() => toggle(key(l))}
                    />
                  </Table.Td>
                  <Table.Td ff="monospace">{l.supplierGstin || '—'}</Table.Td>
                  <Table.Td>{l.books?.number ?? '—'}</Table.Td>
                  <Table.Td>{l.twoB?.number ?? '—'}</Table.Td>
                  <Table.Td>{l.books?.date ? formatDate(l.books.date) : '—'}</Table.Td>
                  <Table.Td>{l.twoB?.date ? formatDate(l.twoB.date) : '—'}</Table.Td>
                  <Table.Td ta="right">{money(tax(l.books))}</Table.Td>
                  <Table.Td ta="right">{money(tax(l.twoB))}</Table.Td>
                  <Table.Td>{l.mark ? RECON_MARK_LABELS[l.mark] : '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {page && page.total > page.limit ? (
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - page.limit))}
              >
                Previous
              </Button>
              <Text size="sm">
                {offset + 1}–{Math.min(page.total, offset + page.limit)} of {page.total}
              </Text>
              <Button
                size="xs"
                variant="default"
                disabled={offset + page.limit >= page.total}
                onClick={() => setOffset(offset + page.limit)}
              >
                Next
              </Button>
            </Group>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
