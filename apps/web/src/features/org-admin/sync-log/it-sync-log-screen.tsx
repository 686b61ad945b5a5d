import type { FilterValue } from '@taxdesk/domain';
import type { ScreenProps } from '../../../app/screen-types';
import { SyncLogList } from './sync-log-list';

const INCOME_TAX: Readonly<Record<string, FilterValue>> = { portal: { in: ['it'] } };

/** The income-tax sync runs (`/{orgId}/it/synclog`): the sync log fixed to portal=it. */
export default function ItSyncLogScreen({ orgId }: ScreenProps) {
  return <SyncLogList orgId={orgId} fixedFilters={INCOME_TAX} />;
}
