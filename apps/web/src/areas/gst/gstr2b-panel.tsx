import { Alert, Button, FileInput, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fieldOf, RESOURCES, type FieldDef } from '@taxdesk/domain';
import { useState } from 'react';
import { recordKeys, ResourceTable } from '../../shared/resource';
import { recordPageOptions } from '../../shared/resource/records-api';
import { gstr2bPeriodsKey, gstr2bPeriodsOptions, uploadGstr2b } from './gstr2b-api';
import { Gstr2bFileReports } from './gstr2b-file-reports';
import { Gstr2bPeriodSummary } from './gstr2b-period-summary';

const itc = RESOURCES.gstItcEntry;
const COLUMNS = [
  'gstin',
  'period',
  'ctin',
  'supplierName',
  'invoiceCount',
  'taxableValue',
  'itcAvailable',
  'itcUnavailable',
  'creditNotes',
  'supplierFiling',
]
  .map((k) => fieldOf(itc, k))
  .filter((f): f is FieldDef => !!f);

/**
 * The GSTR-2B JSON a user downloads from the portal (or a ZIP of many): each file's report, the
 * file's own ITC summary per GSTIN and period, and above it nothing else — then ITC by supplier,
 * beside whether each supplier files (held as a GST party).
 */
export function Gstr2bPanel({ orgId }: { orgId: string }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: (f: File) => uploadGstr2b(orgId, f),
    onSuccess: async () => {
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: recordKeys.type(orgId, 'gstItcEntry') });
      await queryClient.invalidateQueries({ queryKey: gstr2bPeriodsKey(orgId) });
    },
  });
  // After an import of one file, its own GSTIN and month: the latest months of every client could
  // otherwise push it off the first page.
  const read = upload.data?.files.filter((f) => f.status !== 'failed') ?? [];
  const one = read.length === 1 ? read[0] : undefined;
  const imported: Record<string, string> =
    one?.gstin && one.period ? { gstin: one.gstin, period: one.period } : {};
  const periods = useQuery(gstr2bPeriodsOptions(orgId, imported));
  const entries = useQuery(
    recordPageOptions(orgId, 'gstItcEntry', { limit: '50', sort: 'period', dir: 'desc', ...imported }),
  );
  const rows = entries.data?.rows ?? [];

  return (
    <Paper withBorder p="md" data-panel="gstr2b">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Import GSTR-2B
        </Title>
        <Text size="sm" c="dimmed" maw={720}>
          The GSTR-2B JSON file downloaded from the GST portal for a client and a month or quarter, or a ZIP
          of many. TaxDesk reads every section (B2B, credit and debit notes, ISD, imports, amendments), shows
          the file&apos;s own ITC summary, sums the ITC by supplier and shows whether each supplier files its
          returns (from the GST party lookup; unknown for a supplier not looked up). Importing a newer file of
          the same month replaces it; the same file again changes nothing.
        </Text>
        <Group align="flex-end">
          <FileInput
            w={360}
            label="GSTR-2B JSON or ZIP file"
            placeholder="Choose the file"
            accept="application/json,.json,application/zip,.zip"
            clearable
            value={file}
            onChange={setFile}
          />
          <Button disabled={!file} loading={upload.isPending} onClick={() => file && upload.mutate(file)}>
            Import GSTR-2B
          </Button>
        </Group>
        {upload.isError ? (
          <Alert color="red" title="The file was not imported">
            {upload.error.message}
          </Alert>
        ) : null}
        {upload.data ? <Gstr2bFileReports files={upload.data.files} /> : null}
        <Title order={3} size="h4">
          {one ? `ITC summary: ${one.gstin}, ${one.period}` : 'ITC summary'}
        </Title>
        {periods.data?.length ? (
          <Gstr2bPeriodSummary periods={periods.data} />
        ) : (
          <Text size="sm" c="dimmed">
            No GSTR-2B imported yet.
          </Text>
        )}
        <Title order={3} size="h4">
          {one ? `ITC by supplier: ${one.gstin}, ${one.period}` : 'ITC by supplier'}
        </Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            No GSTR-2B imported yet.
          </Text>
        ) : (
          <ResourceTable orgId={orgId} resource={itc} rows={rows} columns={COLUMNS} />
        )}
      </Stack>
    </Paper>
  );
}
