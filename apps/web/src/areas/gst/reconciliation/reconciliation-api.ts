import type { ReconMarkRequest, ReconRowsPage, ReconSummary, RegisterUploadResult } from '@taxdesk/domain';
import { api, apiBlob } from '../../../shared/api/client';
import { uploadFile } from '../../../shared/import/upload-file';

/** The 2B reconciliation's API calls (shapes in packages/domain/src/gst/reconciliation-api.ts). */
export type ReconParams = { gstin: string; period: string; tolerance: number };

export const reconKeys = {
  all: (orgId: string) => ['gst-reconciliation', orgId] as const,
  summary: (orgId: string, p: ReconParams) => ['gst-reconciliation', orgId, 'summary', p] as const,
  rows: (orgId: string, p: ReconParams, outcome: string, offset: number) =>
    ['gst-reconciliation', orgId, 'rows', p, outcome, offset] as const,
};

const base = (orgId: string) => `/o/${orgId}/gst/reconciliation`;

export const fetchReconSummary = (orgId: string, p: ReconParams) =>
  api<ReconSummary>(base(orgId), { query: p });

export const fetchReconRows = (orgId: string, p: ReconParams, outcome: string, offset: number) =>
  api<ReconRowsPage>(`${base(orgId)}/invoices`, { query: { ...p, outcome, offset, limit: 50 } });

export const uploadRegister = (orgId: string, gstin: string, period: string, file: File) =>
  uploadFile<RegisterUploadResult>(`${base(orgId)}/register/${gstin}/${period}`, file, () => undefined);

export const setReconMarks = (orgId: string, body: ReconMarkRequest) =>
  api<{ updated: number }>(`${base(orgId)}/marks`, { method: 'PUT', body });

export const fetchReconXlsx = (orgId: string, p: ReconParams) =>
  apiBlob(`${base(orgId)}/xlsx`, { gstin: p.gstin, period: p.period, tolerance: String(p.tolerance) });
