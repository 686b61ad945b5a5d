import type { ScreenProps } from '../../../app/screen-types';
import { SyncLogList } from './sync-log-list';

/** Every portal's sync runs (`/{orgId}/synclog`), each opening in full. */
export default function SyncLogScreen({ orgId }: ScreenProps) {
  return <SyncLogList orgId={orgId} />;
}
