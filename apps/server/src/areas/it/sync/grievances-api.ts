import type { SyncRun } from '../../../lib/sync/sync-module';
import type { ItConnector } from '../connector/it-connector';
import { fetchList } from './work-items-store';

const GRIEVANCES = { endpoint: '/iec/servicesapi/auth/getEntity', formName: 'FO-051-GRVNC' } as const;

/** Grievances raised by the PAN, with their current status (no history). */
export function fetchGrievances(run: SyncRun<ItConnector>): Promise<Record<string, unknown>[]> {
  return fetchList(run, { ...GRIEVANCES, serviceName: 'grievanceListService' }, 'grievanceList');
}

/** One grievance with its `statusHistory`. */
export async function fetchGrievanceHistory(
  run: SyncRun<ItConnector>,
  ticketId: string,
): Promise<Record<string, unknown>[]> {
  const answer = (await run.portal.service(run.session, {
    ...GRIEVANCES,
    serviceName: 'grievanceDetailsService',
    body: { ticketId },
  })) as { statusHistory?: unknown };
  return Array.isArray(answer.statusHistory) ? (answer.statusHistory as Record<string, unknown>[]) : [];
}
