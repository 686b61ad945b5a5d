import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime, type RecordDocument } from '@taxdesk/domain';
import { fileSize } from './detail';
import { openBlobInNewTab, saveBlob } from './export-file';
import { fetchDocument } from './records-api';

/**
 * The record's files. They are fetched with the API's credentials (the AuthToken header), so a
 * plain link cannot serve them: Open shows the blob in a new tab, Download saves it.
 */
export function DocumentsSection({
  orgId,
  documents,
}: {
  orgId: string;
  documents: readonly RecordDocument[];
}) {
  // The API client shows a failed fetch as a notice; nothing more to do here.
  const fail = () => undefined;
  return (
    <Paper withBorder p="md" data-section="documents">
      <Stack gap="xs">
        <Title order={3} size="h4">
          Documents
        </Title>
        {documents.length === 0 ? (
          <Text size="sm" c="dimmed">
            No documents.
          </Text>
        ) : (
          <Table verticalSpacing={4}>
            <Table.Tbody>
              {documents.map((doc) => (
                <Table.Tr key={doc.id} data-document={doc.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {doc.fileName}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {fileSize(doc.size)} · {formatDateTime(doc.createdAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Button
                        size="compact-xs"
                        variant="light"
                        onClick={() => openBlobInNewTab(() => fetchDocument(orgId, doc.id)).catch(fail)}
                      >
                        Open
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="default"
                        onClick={() =>
                          fetchDocument(orgId, doc.id)
                            .then((blob) => saveBlob(blob, doc.fileName))
                            .catch(fail)
                        }
                      >
                        Download
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
