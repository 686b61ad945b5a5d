import { useQuery } from '@tanstack/react-query';
import { fieldOf, formatValue, RESOURCES, type RecordDetail, type ResourceType } from '@taxdesk/domain';
import { isNotFound, recordDetailOptions } from '../../shared/resource/records-api';

/** A record for a print view, by its key from the URL, with why it cannot be shown if so. */
export function usePrintRecord(orgId: string, type: ResourceType, key: string | undefined, noun: string) {
  const q = useQuery({ ...recordDetailOptions(orgId, type, key ?? ''), enabled: Boolean(key) });
  const error = !key
    ? `No ${noun} was named in the address.`
    : q.isError
      ? isNotFound(q.error)
        ? `No ${noun} ${key} in this organisation.`
        : `Could not load the ${noun}: ${(q.error as Error).message}`
      : null;
  return { detail: q.data as RecordDetail | undefined, loading: q.isPending && Boolean(key), error };
}

/** A field of the record formatted as the lists show it, by the type's definition. */
export function printValue(type: ResourceType, data: Record<string, unknown>, key: string): string | null {
  const field = fieldOf(RESOURCES[type], key);
  const v = data[key];
  return field && v != null && v !== '' ? formatValue(field, v) : null;
}
