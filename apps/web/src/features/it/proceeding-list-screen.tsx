import { RESOURCES } from '@taxdesk/domain';
import type { ScreenProps } from '../../app/screen-types';
import { ResourceListPage } from '../../shared/resource';

export default function ProceedingListScreen({ orgId }: ScreenProps) {
  return <ResourceListPage orgId={orgId} resource={RESOURCES.itProceeding} />;
}
