import { Stack } from '@mantine/core';
import { RESOURCES } from '@taxdesk/domain';
import type { ScreenProps } from '../../../app/screen-types';
import { ResourceListPage } from '../../../shared/resource';
import { DownloadFilesPanel } from './download-files-panel';

/** Download requests: the generic list, and the files of the requests it shows. */
export default function DownloadRequestListScreen({ orgId }: ScreenProps) {
  return (
    <Stack gap="md">
      <ResourceListPage orgId={orgId} resource={RESOURCES.itDownloadRequest} />
      <DownloadFilesPanel orgId={orgId} />
    </Stack>
  );
}
