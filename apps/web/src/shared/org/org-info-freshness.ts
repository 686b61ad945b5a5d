import { ORG_INFO_MAX_AGE_MS, type OrgInfo } from '@taxdesk/domain';

/** The client's copy of the current organisation (SPEC §3): the object, when it came, whether it is coming. */
export type OrgInfoState = {
  orgId: string | null;
  org: OrgInfo | null;
  fetchedAt: number | null;
  loading: boolean;
};

export const EMPTY_ORG_INFO: OrgInfoState = { orgId: null, org: null, fetchedAt: null, loading: false };

/** Fetch when never fetched (for this organisation) or older than 30 minutes. */
export function needsOrgInfoFetch(state: OrgInfoState, orgId: string, now: number): boolean {
  if (state.orgId !== orgId || state.fetchedAt === null || state.org === null) return true;
  return now - state.fetchedAt > ORG_INFO_MAX_AGE_MS;
}
