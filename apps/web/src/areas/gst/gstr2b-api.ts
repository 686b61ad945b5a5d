import { queryOptions } from '@tanstack/react-query';
import type { Gstr2bImportResult, Gstr2bPeriod, Gstr2bPeriodsQuery } from '@taxdesk/domain';
import { api } from '../../shared/api/client';
import { uploadFile } from '../../shared/import/upload-file';

export const gstr2bPeriodsKey = (orgId: string) => ['gstr2b-periods', orgId] as const;

export const gstr2bPeriodsOptions = (orgId: string, q: Gstr2bPeriodsQuery) =>
  queryOptions({
    queryKey: [...gstr2bPeriodsKey(orgId), q],
    queryFn: () => api<Gstr2bPeriod[]>(`/o/${orgId}/gst/gstr2b/periods`, { query: q }),
  });

export const uploadGstr2b = (orgId: string, file: File) =>
  uploadFile<Gstr2bImportResult>(`/o/${orgId}/gst/gstr2b`, file, () => undefined);
