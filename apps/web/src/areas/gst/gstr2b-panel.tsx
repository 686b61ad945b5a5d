import { Alert, Button, FileInput, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fieldOf, RESOURCES, type FieldDef } from '@taxdesk/domain';
import { useState } from 'react';
import { uploadFile } from '../../shared/import/upload-file';
import { recordKeys, ResourceTable } from '../../shared/resource';
import { recordPageOptions } from '../../shared/resource/records-api';

type Gstr2bResult = { gstin: string; period: string; suppliers: number; new: number; changed: number };

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
  'supplierFiling',
]
  .map((k) => fieldOf(itc, k))
  .filter((f): f is FieldDef => !!f);

/**
 * The GSTR-2B JSON a user downloads from the portal: ITC by supplier and period, beside whether
 * each supplier files (held as a GST party). A faulty file is refused whole, with the reason.
 */
export function Gstr2bPanel({ orgId }: { orgId: string }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: (f: File) => uploadFile<Gstr2bResult>(`/o/${orgId}/gst/gstr2b`, f, () => undefined),
    onSuccess: async () => {
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: recordKeys.type(orgId, 'gstItcEntry') });
    },
  });
  // After an import, the file's own GSTIN and month: the latest months of every client could
  // otherwise push it off the first page.
  const imported: Record<string, string> = upload.data
    ? { gstin: upload.data.gstin, period: upload.data.period }
    : {};
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
          The GSTR-2B JSON file downloaded from the GST portal for a client and a month. TaxDesk sums the ITC
          of its B2B invoices by supplier and shows whether each supplier files its returns (from the GST
          party lookup; unknown for a supplier not looked up). Importing the same month again updates it.
        </Text>
        <Group align="flex-end">
          <FileInput
            w={360}
            label="GSTR-2B JSON file"
            placeholder="Choose the file"
            accept="application/json,.json"
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
        {upload.data ? (
          <Alert color="green" title={`GSTR-2B of ${upload.data.gstin} for ${upload.data.period}`}>
            ITC of {upload.data.suppliers} suppliers: {upload.data.new} new, {upload.data.changed} changed.
          </Alert>
        ) : null}
        <Title order={3} size="h4">
          {upload.data ? `ITC by supplier: ${upload.data.gstin}, ${upload.data.period}` : 'ITC by supplier'}
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
