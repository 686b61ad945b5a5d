import { RESOURCES } from '@taxdesk/domain';
import type { ScreenProps } from '../../app/screen-types';
import { ResourceDetailPage } from '../../shared/resource';

/** A notice with its PDFs (the resource carries documents). */
export default function NoticeDetailScreen({ orgId, params }: ScreenProps) {
  return <ResourceDetailPage orgId={orgId} resource={RESOURCES.itNotice} keyValues={params} />;
}
