import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatValue, fieldOf, RESOURCES, type RecordDocument, type RecordRow } from '@taxdesk/domain';
import { useDeferredValue, useMemo } from 'react';
import { DocumentRow } from '../../../shared/resource/document-actions';
import { listApiParams, readListQuery } from '../../../shared/resource/list-state';
import { recordDocumentsOptions, recordPageOptions } from '../../../shared/resource/records-api';
import { useCurrentSearch } from '../../../shared/resource/router';

const def = RESOURCES.itDownloadRequest;
const typeField = fieldOf(def, 'downloadType')!;
const yearField = fieldOf(def, 'assessmentYear')!;

/** Requests of the page whose file TaxDesk may hold: available now, or available once. */
function withFile(row: RecordRow): boolean {
  return row.data.reqStatus === 'AVAILABLE' || row.data.reqStatus === 'EXPIRED';
}

/**
 * The files of the download requests on the list's current page (same filters, same page: the
 * list's own query), each to open or save. The list has no detail route, so the files live here.
 */
export function DownloadFilesPanel({ orgId }: { orgId: string }) {
  const search = useCurrentSearch();
  const params = useMemo(() => listApiParams(readListQuery(search, def)), [search]);
  const page = useQuery(recordPageOptions(orgId, def.type, params));
  // Deferred as the list's rows are, so the panel first shows under them, not where they will be
  // (it jumped down the screen as they arrived).
  const data = useDeferredValue(page.data);
  const rows = useMemo(() => (data?.rows ?? []).filter(withFile), [data]);
  // The page's files in one call, not a detail call per row.
  const docs = useQuery(
    recordDocumentsOptions(
      orgId,
      def.type,
      rows.map((row) => row.key),
    ),
  );
  const files = rows.flatMap((row) => (docs.data?.documents[row.key] ?? []).map((doc) => ({ row, doc })));
  const loading = rows.length > 0 && docs.isPending;

  if (!data) return null;
  return (
    <Paper withBorder p="md" data-section="download-files">
      <Stack gap="xs">
        <Title order={3} size="h4">
          Files on this page{' '}
          <Text span c="dimmed" fz="sm">
            ({files.length})
          </Text>
        </Title>
        {files.length === 0 ? (
          <Text size="sm" c="dimmed">
            {loading
              ? 'Loading…'
              : 'No files here yet. A sync fetches the file of each request once the portal makes it available.'}
          </Text>
        ) : (
          <Table verticalSpacing={4}>
            <Table.Tbody>
              {files.map(({ row, doc }: { row: RecordRow; doc: RecordDocument }) => (
                <DocumentRow
                  key={doc.id}
                  orgId={orgId}
                  doc={doc}
                  caption={`${String(row.data.pan ?? '')} · ${formatValue(typeField, row.data.downloadType)} · AY ${formatValue(yearField, row.data.assessmentYear)}`}
                />
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
