import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { RecordDocument } from '@taxdesk/domain';
import { DocumentRow } from './document-actions';

/** The record's files, each to open or save. */
export function DocumentsSection({
  orgId,
  documents,
}: {
  orgId: string;
  documents: readonly RecordDocument[];
}) {
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
                <DocumentRow key={doc.id} orgId={orgId} doc={doc} />
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
