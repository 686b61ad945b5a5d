import { useQuery } from '@tanstack/react-query';
import { recordKey, type RecordDetail, type ResourceDef } from '@taxdesk/domain';
import { recordDetailOptions } from '../../../shared/resource/records-api';

/**
 * The detail a ResourceDetailPage shows, for the parts a screen adds around it. Same query key,
 * so it is the page's own request, not a second one.
 */
export function useRecordDetail(
  orgId: string,
  resource: ResourceDef,
  keyValues: Readonly<Record<string, string>>,
): RecordDetail | undefined {
  return useQuery(recordDetailOptions(orgId, resource.type, recordKey(resource, keyValues))).data;
}
