import type { Feature } from '@taxdesk/domain';
import { api } from '../../../shared/api/client';

export type FeatureLicence = { label: string; expiry: number | null; active: boolean; open: boolean };
export type Licence = {
  licExpiry: number | null;
  expired: boolean;
  features: Record<Feature, FeatureLicence>;
};

export type OrgRow = {
  orgId: string;
  name: string;
  createdAt: string;
  members: number;
  owners: string[];
  licence: Licence;
};
export type OrgPage = { rows: OrgRow[]; total: number; page: number; pageSize: number };
export type OrgDetail = OrgRow & {
  memberList: { email: string; name: string; role: string }[];
  referredBy: { code: string; at: string } | null;
};

export type OrgQuery = {
  q: string;
  state: 'all' | 'active' | 'expiring' | 'expired';
  sort: 'name' | 'created' | 'expiry';
  page: number;
};

export type LicencePatch = {
  licExpiry?: number;
  features?: Partial<Record<Feature, { expiry?: number; active?: boolean }>>;
};

export type NewOrg = { name: string; ownerEmail: string; orgId?: string; days?: number };
export type CreatedOrg = {
  orgId: string;
  name: string;
  licenceDays: number;
  owner: { email: string; status: 'member' | 'invited'; emailStatus?: string; acceptUrl?: string };
};

export type AuditRow = {
  id: number;
  at: string;
  actor: string;
  action: string;
  orgId: string | null;
  target: string | null;
  details: Record<string, unknown> | null;
};

export const adminKeys = {
  all: ['admin'] as const,
  orgs: (q?: OrgQuery) => ['admin', 'orgs', ...(q ? [q] : [])] as const,
  org: (orgId: string) => ['admin', 'org', orgId] as const,
  audit: (orgId?: string) => ['admin', 'audit', orgId ?? 'all'] as const,
};

export const fetchOrgs = (q: OrgQuery) =>
  api<OrgPage>('/admin/orgs', {
    query: { q: q.q, state: q.state, sort: q.sort, page: q.page, pageSize: 20 },
  });

export const fetchOrg = (orgId: string) => api<OrgDetail>(`/admin/orgs/${encodeURIComponent(orgId)}`);

export const saveLicence = (orgId: string, patch: LicencePatch) =>
  api<Licence>(`/admin/orgs/${encodeURIComponent(orgId)}/licence`, { method: 'PUT', body: patch });

export const createOrg = (body: NewOrg) => api<CreatedOrg>('/admin/orgs', { method: 'POST', body });

export const fetchAudit = (orgId?: string) =>
  api<{ rows: AuditRow[]; nextBefore: number | null }>('/admin/audit', { query: { orgId, limit: 30 } });
