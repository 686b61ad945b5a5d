import { RESOURCES } from '@taxdesk/domain';
import type { ScreenProps } from '../../app/screen-types';
import { ResourceDetailPage } from '../../shared/resource';

/** A proceeding with its notices (the resource's children). */
export default function ProceedingDetailScreen({ orgId, params }: ScreenProps) {
  return <ResourceDetailPage orgId={orgId} resource={RESOURCES.itProceeding} keyValues={params} />;
}
