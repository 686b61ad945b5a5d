import { Stack } from '@mantine/core';
import { RESOURCES } from '@taxdesk/domain';
import type { ScreenProps } from '../../../app/screen-types';
import { ResourceDetailPage } from '../../../shared/resource';
import { GrievanceStatusHistory } from './grievance-status-history';
import { useRecordDetail } from './use-record-data';

/** A grievance: the generic detail, and the portal's status history under it. */
export default function GrievanceDetailScreen({ orgId, params }: ScreenProps) {
  const detail = useRecordDetail(orgId, RESOURCES.itGrievance, params);
  return (
    <Stack gap="md">
      <ResourceDetailPage orgId={orgId} resource={RESOURCES.itGrievance} keyValues={params} />
      {detail ? <GrievanceStatusHistory history={detail.record.data.statusHistory} /> : null}
    </Stack>
  );
}
