import type {
  CaseDetail,
  CaseListAnswer,
  CaseListQuery,
  CreateCaseBody,
  RecordRef,
  SearchAnswer,
  UpdateCaseBody,
} from '@taxdesk/domain';
import { api, apiBlob } from '../../shared/api/client';

/** The cases' API calls (shapes in packages/domain/src/cases/case-api.ts). */
export const caseKeys = {
  all: (orgId: string) => ['cases', orgId] as const,
  list: (orgId: string, q: Partial<CaseListQuery>) => ['cases', orgId, 'list', q] as const,
  one: (orgId: string, id: string) => ['cases', orgId, 'case', id] as const,
};

const base = (orgId: string) => `/o/${orgId}/cases`;

export const fetchCases = (orgId: string, q: Partial<CaseListQuery>, signal?: AbortSignal) =>
  api<CaseListAnswer>(base(orgId), { query: q, signal });

export const fetchCase = (orgId: string, id: string, signal?: AbortSignal) =>
  api<CaseDetail>(`${base(orgId)}/${id}`, { signal });

export const createCase = (orgId: string, body: CreateCaseBody) =>
  api<CaseDetail>(base(orgId), { method: 'POST', body });

export const updateCase = (orgId: string, id: string, body: UpdateCaseBody) =>
  api<CaseDetail>(`${base(orgId)}/${id}`, { method: 'PATCH', body });

export const commentOnCase = (orgId: string, id: string, text: string) =>
  api<CaseDetail>(`${base(orgId)}/${id}/comments`, { method: 'POST', body: { text } });

export const linkToCase = (orgId: string, id: string, ref: RecordRef) =>
  api<CaseDetail>(`${base(orgId)}/${id}/records`, { method: 'POST', body: ref });

export const unlinkFromCase = (orgId: string, id: string, ref: RecordRef) =>
  api<CaseDetail>(`${base(orgId)}/${id}/unlink`, { method: 'POST', body: ref });

export const moveToCase = (orgId: string, id: string, ref: RecordRef, toCaseId: string) =>
  api<CaseDetail>(`${base(orgId)}/${id}/move`, { method: 'POST', body: { ...ref, toCaseId } });

export const mergeIntoCase = (orgId: string, id: string, otherCaseId: string) =>
  api<CaseDetail>(`${base(orgId)}/${id}/merge`, { method: 'POST', body: { otherCaseId } });

/** Records to link, found by any part of a number the portal prints (Search everything). */
export const searchRecords = (orgId: string, q: string, signal?: AbortSignal) =>
  api<SearchAnswer>(`/o/${orgId}/search`, { query: { q, per: 10 }, signal });

/** The hearing bundle (one PDF) and the case's documents (one ZIP). */
export const fetchCaseBundle = (orgId: string, id: string) => apiBlob(`${base(orgId)}/${id}/bundle.pdf`);
export const fetchCaseZip = (orgId: string, id: string) => apiBlob(`${base(orgId)}/${id}/case.zip`);

/** Open cases' demands for the auditors (CARO 2020 clause 3(vii)(b)), as Excel. */
export const fetchDisputedDemands = (orgId: string) => apiBlob(`/o/${orgId}/disputed-demands.xlsx`);
