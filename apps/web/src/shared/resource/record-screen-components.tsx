import { RESOURCES, type FilterValue, type ResourceType } from '@taxdesk/domain';
import type { ScreenModule, ScreenProps } from '../../app/screen-types';
import { ResourceDetailPage } from './resource-detail-page';
import { ResourceListPage } from './resource-list-page';

export type ListOptions = { fixedFilters?: Record<string, FilterValue>; title?: string };

export function listScreenModule(type: ResourceType, options: ListOptions): ScreenModule {
  return {
    default: function RecordListScreen({ orgId }: ScreenProps) {
      return <ResourceListPage orgId={orgId} resource={RESOURCES[type]} {...options} />;
    },
  };
}

export function detailScreenModule(type: ResourceType): ScreenModule {
  return {
    default: function RecordDetailScreen({ orgId, params }: ScreenProps) {
      return <ResourceDetailPage orgId={orgId} resource={RESOURCES[type]} keyValues={params} />;
    },
  };
}
