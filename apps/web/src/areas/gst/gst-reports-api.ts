import type { GstNonFilers, GstReturnGrid } from '@taxdesk/domain';
import { api, apiBlob } from '../../shared/api/client';

/** The GST reports' API calls (shapes in packages/domain/src/gst). */
export const gstReportKeys = {
  grid: (orgId: string, params: object) => ['gst-reports', orgId, 'returns', params] as const,
  nonFilers: (orgId: string, params: object) => ['gst-reports', orgId, 'non-filers', params] as const,
};

export const fetchReturnGrid = (orgId: string, params: Record<string, string>) =>
  api<GstReturnGrid>(`/o/${orgId}/gst/reports/returns`, { query: params });

export const fetchNonFilers = (orgId: string, params: Record<string, string>) =>
  api<GstNonFilers>(`/o/${orgId}/gst/reports/non-filers`, { query: params });

/** The grid as a spreadsheet, built by the server. */
export const fetchReturnGridXlsx = (orgId: string, params: Record<string, string>) =>
  apiBlob(`/o/${orgId}/gst/reports/returns/xlsx`, params);
