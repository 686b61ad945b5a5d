import type {
  AuditPage,
  CreatedFirm,
  LicencePatch,
  LicenceView,
  NewOrg,
  OrgDetail,
  OrgPage,
  OrgQuery,
} from '@taxdesk/domain';
import { api } from '../../../shared/api/client';

export const adminKeys = {
  all: ['admin'] as const,
  orgs: (q?: OrgQuery) => ['admin', 'orgs', ...(q ? [q] : [])] as const,
  org: (orgId: string) => ['admin', 'org', orgId] as const,
  audit: (orgId?: string) => ['admin', 'audit', orgId ?? 'all'] as const,
};

export const fetchOrgs = (q: OrgQuery) =>
  api<OrgPage>('/admin/orgs', {
    query: { q: q.q, state: q.state, sort: q.sort, page: q.page, pageSize: q.pageSize },
  });

export const fetchOrg = (orgId: string) => api<OrgDetail>(`/admin/orgs/${encodeURIComponent(orgId)}`);

export const saveLicence = (orgId: string, patch: LicencePatch) =>
  api<LicenceView>(`/admin/orgs/${encodeURIComponent(orgId)}/licence`, { method: 'PUT', body: patch });

export const createOrg = (body: NewOrg) => api<CreatedFirm>('/admin/orgs', { method: 'POST', body });

export const fetchAudit = (orgId?: string) => api<AuditPage>('/admin/audit', { query: { orgId, limit: 30 } });
