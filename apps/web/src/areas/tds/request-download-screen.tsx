import { Button, Group, Stack } from '@mantine/core';
import { RESOURCES, tdsArea, type RecordRow } from '@taxdesk/domain';
import { useState } from 'react';
import type { ScreenProps } from '../../app/screen-types';
import { BatchSection } from '../../shared/area/batch-section';
import { usePortalScreen } from '../../shared/area/use-portal-screen';
import { ResourceListPage } from '../../shared/resource';
import { DownloadRequestForm } from './download-request-form';
import { Form16aZipDialog } from './form16a-zip-dialog';
import { RequestFilesDialog } from './request-files-dialog';

/**
 * Request → track → download: file requests through each TAN's TRACES login (a TRACES batch, so
 * sign-ins and captchas go through the sign-in queue), follow their status in the list (each sync
 * reads it again), and open a downloaded request's PDFs.
 */
export default function RequestDownloadScreen({ orgId }: ScreenProps) {
  const { labels, accountHref, canSync } = usePortalScreen(orgId, tdsArea, 'traces');
  const [formOpen, setFormOpen] = useState(false);
  const [zipOpen, setZipOpen] = useState(false);
  const [batchId, setBatchId] = useState<string | null>(null);
  const [files, setFiles] = useState<{ key: string; title: string } | null>(null);
  const fileCount = (row: RecordRow) => Number(row.data.fileCount ?? 0);

  return (
    <Stack gap="md">
      <ResourceListPage
        orgId={orgId}
        resource={RESOURCES.tdsDownloadRequest}
        description="Form 16, Form 16A, justification reports and consolidated files requested on TRACES. Status is read again on every TRACES sync; once available, the files are downloaded and kept by deductee PAN."
        actions={
          <Group gap="xs">
            <Button size="sm" variant="default" onClick={() => setZipOpen(true)}>
              Form 16A ZIP
            </Button>
            {canSync ? (
              <Button size="sm" onClick={() => setFormOpen(true)}>
                Request downloads
              </Button>
            ) : null}
          </Group>
        }
        rowActions={(row) =>
          fileCount(row) > 0 ? (
            <Button
              size="compact-xs"
              variant="light"
              onClick={(e) => {
                e.stopPropagation();
                setFiles({ key: row.key, title: row.title ?? row.key });
              }}
            >
              Files ({fileCount(row)})
            </Button>
          ) : null
        }
      />
      <BatchSection
        onlyBatchQueue
        orgId={orgId}
        portal="traces"
        batchId={batchId}
        canCancel={canSync}
        accountHref={accountHref}
        moduleLabels={labels}
      />
      <DownloadRequestForm
        orgId={orgId}
        opened={formOpen}
        onClose={() => setFormOpen(false)}
        onFiled={(answer) => setBatchId(answer.batchId)}
      />
      <Form16aZipDialog orgId={orgId} opened={zipOpen} onClose={() => setZipOpen(false)} />
      <RequestFilesDialog orgId={orgId} request={files} onClose={() => setFiles(null)} />
    </Stack>
  );
}
