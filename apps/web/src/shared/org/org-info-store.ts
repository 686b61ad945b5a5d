import type { OrgInfo } from '@taxdesk/domain';
import { useSyncExternalStore } from 'react';
import { api } from '../api/client';
import { EMPTY_ORG_INFO, needsOrgInfoFetch, type OrgInfoState } from './org-info-freshness';

let state: OrgInfoState = EMPTY_ORG_INFO;
let inflight: { orgId: string; promise: Promise<OrgInfoResult> } | null = null;
const listeners = new Set<() => void>();

function set(next: OrgInfoState): void {
  state = next;
  for (const listener of listeners) listener();
}

type OrgInfoResult = {
  org: OrgInfo | null;
  /** True when this call went to the server (the licence-expiry check runs only then). */
  fetched: boolean;
};

async function fetchOrgInfo(orgId: string): Promise<OrgInfoResult> {
  set({ ...state, orgId, org: state.orgId === orgId ? state.org : null, loading: true });
  try {
    // Quiet: a failed fetch is only logged and navigation goes on (SPEC §7).
    const org = await api<OrgInfo>(`/o/${encodeURIComponent(orgId)}/org/info`, { quiet: true });
    set({ orgId, org, fetchedAt: Date.now(), loading: false });
    return { org, fetched: true };
  } catch (error) {
    console.error(`Organisation info for ${orgId} could not be loaded`, error);
    set({ ...state, loading: false });
    return { org: state.orgId === orgId ? state.org : null, fetched: false };
  }
}

/** The organisation's info from the cache, fetched first when missing or stale. */
export function ensureOrgInfo(orgId: string, now = Date.now()): Promise<OrgInfoResult> {
  if (!needsOrgInfoFetch(state, orgId, now)) return Promise.resolve({ org: state.org, fetched: false });
  if (inflight?.orgId !== orgId) {
    const promise = fetchOrgInfo(orgId).finally(() => {
      if (inflight?.promise === promise) inflight = null;
    });
    inflight = { orgId, promise };
  }
  return inflight.promise;
}

/** Forgets the cached organisation (sign-out: the next user must not see it). */
export function clearOrgInfo(): void {
  inflight = null;
  set(EMPTY_ORG_INFO);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getOrgInfoState(): OrgInfoState {
  return state;
}

export function useOrgInfoState(): OrgInfoState {
  return useSyncExternalStore(subscribe, getOrgInfoState);
}
