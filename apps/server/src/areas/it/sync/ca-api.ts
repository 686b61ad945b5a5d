import type { SyncRun } from '../../../lib/sync/sync-module';
import type { ItConnector } from '../connector/it-connector';
import { fetchList } from './work-items-store';

/** "My CA": the CAs assigned to the PAN, and the forms assigned to them for upload. */

const CA = { endpoint: '/iec/servicesapi/auth/getEntity', formName: 'FO-036-MYCA' } as const;

export function fetchCaAssignments(run: SyncRun<ItConnector>): Promise<Record<string, unknown>[]> {
  return fetchList(run, { ...CA, serviceName: 'myCaDetailsService' }, 'caList');
}

export function fetchCaAssignedForms(run: SyncRun<ItConnector>): Promise<Record<string, unknown>[]> {
  return fetchList(run, { ...CA, serviceName: 'caAssignedFormsService' }, 'formList');
}
