import type { AddPartyBody, PartyLookupsQueued, RefreshPartiesBody } from '@taxdesk/domain';
import { api } from '../../shared/api/client';

const base = (orgId: string, portal: string) =>
  `/o/${encodeURIComponent(orgId)}/parties/${encodeURIComponent(portal)}`;

/** Adds one party by its id (refused with the rule it breaks) and queues its lookup. */
export function addParty(orgId: string, portal: string, body: AddPartyBody): Promise<PartyLookupsQueued> {
  return api<PartyLookupsQueued>(base(orgId, portal), { method: 'POST', body });
}

/** Looks the named parties (none: all) up again, past the week-long cache. */
export function refreshParties(
  orgId: string,
  portal: string,
  body: RefreshPartiesBody,
): Promise<PartyLookupsQueued> {
  return api<PartyLookupsQueued>(`${base(orgId, portal)}/refresh`, { method: 'POST', body });
}
