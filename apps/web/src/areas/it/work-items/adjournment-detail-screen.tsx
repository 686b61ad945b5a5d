import { RESOURCES } from '@taxdesk/domain';
import type { ScreenProps } from '../../../app/screen-types';
import { ResourceDetailPage } from '../../../shared/resource';
import { NoticeLinks } from './notice-links';
import { useRecordDetail } from './use-record-data';

/** An adjournment request, with the way to the notice and proceeding it was filed against. */
export default function AdjournmentDetailScreen({ orgId, params }: ScreenProps) {
  const detail = useRecordDetail(orgId, RESOURCES.itAdjournment, params);
  return (
    <ResourceDetailPage
      orgId={orgId}
      resource={RESOURCES.itAdjournment}
      keyValues={params}
      actions={detail ? <NoticeLinks orgId={orgId} data={detail.record.data} /> : null}
    />
  );
}
