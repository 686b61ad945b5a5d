import { Button, Group, Table, Text } from '@mantine/core';
import { formatDateTime, type RecordDocument } from '@taxdesk/domain';
import type { ReactNode } from 'react';
import { fileSize } from './detail';
import { openBlobInNewTab, saveBlob } from './export-file';
import { fetchDocument } from './records-api';

/**
 * Open and Download of one kept file. Files are fetched with the API's credentials (the
 * AuthToken header), so a plain link cannot serve them: Open shows the blob in a new tab,
 * Download saves it under its name. Without an id (a file not kept yet) both are disabled.
 */
export function DocumentActions({
  orgId,
  documentId,
  fileName,
}: {
  orgId: string;
  documentId: string | null;
  fileName: string;
}) {
  // The API client shows a failed fetch as a notice; nothing more to do here.
  const fail = () => undefined;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Button
        size="compact-xs"
        variant="light"
        disabled={!documentId}
        onClick={() => documentId && openBlobInNewTab(() => fetchDocument(orgId, documentId)).catch(fail)}
      >
        Open
      </Button>
      <Button
        size="compact-xs"
        variant="default"
        disabled={!documentId}
        onClick={() =>
          documentId &&
          fetchDocument(orgId, documentId)
            .then((blob) => saveBlob(blob, fileName))
            .catch(fail)
        }
      >
        Download
      </Button>
    </Group>
  );
}

/**
 * One kept file as a table row: its name (and a line saying whose it is, where the table mixes
 * records), its size and when it was kept, then Open and Download.
 */
export function DocumentRow({
  orgId,
  doc,
  caption,
}: {
  orgId: string;
  doc: RecordDocument;
  caption?: ReactNode;
}) {
  return (
    <Table.Tr data-document={doc.id}>
      <Table.Td>
        <Text size="sm" fw={500}>
          {doc.fileName}
        </Text>
        {caption ? (
          <Text size="xs" c="dimmed">
            {caption}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {fileSize(doc.size)} · {formatDateTime(doc.createdAt)}
        </Text>
      </Table.Td>
      <Table.Td>
        <DocumentActions orgId={orgId} documentId={doc.id} fileName={doc.fileName} />
      </Table.Td>
    </Table.Tr>
  );
}
