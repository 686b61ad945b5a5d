import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { GstBulkDownloadQuery } from '@taxdesk/domain';
import { apiBlob } from '../../shared/api/client';
import { saveBlob } from '../../shared/resource/export-file';

type Props = { orgId: string; query: GstBulkDownloadQuery; fileName: string };

/**
 * Every stored notice, reply and order of a GST login, a GSTIN or a case as one ZIP (folders by
 * GSTIN and case, with an index). An empty choice comes back as the server's notice.
 */
export function GstArchiveButton({ orgId, query, fileName }: Props) {
  const download = useMutation({
    mutationFn: () => apiBlob(`/o/${orgId}/gst/bulk-download`, { ...query }),
    onSuccess: (blob) => saveBlob(blob, fileName),
  });
  return (
    <Button size="xs" variant="default" loading={download.isPending} onClick={() => download.mutate()}>
      Download notices, replies and orders (ZIP)
    </Button>
  );
}
