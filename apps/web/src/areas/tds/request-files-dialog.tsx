import { Group, Loader, Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DocumentsSection } from '../../shared/resource/documents-section';
import { recordDetailOptions } from '../../shared/resource/records-api';

type Props = { orgId: string; request: { key: string; title: string } | null; onClose: () => void };

/** A download request's files (the PDFs by deductee PAN), each opened or saved on its own. */
export function RequestFilesDialog({ orgId, request, onClose }: Props) {
  const detail = useQuery({
    ...recordDetailOptions(orgId, 'tdsDownloadRequest', request?.key ?? ''),
    enabled: !!request,
  });
  return (
    <Modal
      opened={!!request}
      onClose={onClose}
      title={request ? `Files of ${request.title}` : 'Files'}
      size="lg"
    >
      {detail.data ? (
        <DocumentsSection orgId={orgId} documents={detail.data.documents} />
      ) : (
        <Group justify="center" p="md">
          <Loader size="sm" aria-label="Loading files" />
        </Group>
      )}
    </Modal>
  );
}
