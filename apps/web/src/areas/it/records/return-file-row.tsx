import { Table, Text } from '@mantine/core';
import { fieldOf, RESOURCES, type RecordRow } from '@taxdesk/domain';
import { FieldValue } from '../../../shared/resource';
import { fieldValue } from '../../../shared/resource/cell-display';
import { fileSize } from '../../../shared/resource/detail';
import { DocumentActions } from '../../../shared/resource/document-actions';
import { CellLink } from '../../../shared/resource/cell-link';

const def = RESOURCES.itReturnFile;
const field = (key: string) => fieldOf(def, key)!;

/** The columns Return Files shows, in order (its definition's listed fields less the file name). */
export const RETURN_FILE_COLUMNS = [
  'fileKind',
  'pan',
  'assmentYear',
  'formTypeCd',
  'ackNum',
  'ackDt',
] as const;

/** One document of a return: what it is, whose, and Open / Download straight from the list. */
export function ReturnFileRow({ orgId, row }: { orgId: string; row: RecordRow }) {
  const data = row.data as Record<string, string | number | null>;
  const documentId = String(data.documentId ?? '');
  const fileName = String(data.fileName ?? '');
  return (
    <Table.Tr data-return-file={row.key}>
      <Table.Td>
        <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
          {fileName}
        </Text>
        <Text size="xs" c="dimmed">
          {fileSize(Number(data.size ?? 0))}
        </Text>
      </Table.Td>
      {RETURN_FILE_COLUMNS.map((key) => (
        <Table.Td key={key}>
          {key === 'ackNum' ? (
            <CellLink
              href={`/${orgId}/it/returns/${encodeURIComponent(String(data.ackNum))}`}
              ff="monospace"
              size="sm"
            >
              {String(data.ackNum)}
            </CellLink>
          ) : key === 'pan' ? (
            <CellLink
              href={`/${orgId}/it/pan/${encodeURIComponent(String(data.pan))}`}
              ff="monospace"
              size="sm"
            >
              {String(data.pan)}
            </CellLink>
          ) : (
            <FieldValue field={field(key)} value={fieldValue(row, field(key))} truncate />
          )}
        </Table.Td>
      ))}
      <Table.Td>
        <DocumentActions orgId={orgId} documentId={documentId || null} fileName={fileName} />
      </Table.Td>
    </Table.Tr>
  );
}
