import type { ScreenProps } from '../../app/screen-types';
import { RpSyncPage } from './rp-sync-page';

/** `/rp/sync1`: sync the Reply accounts the user ticks. */
export default function RpSyncSelectedScreen({ orgId }: ScreenProps) {
  return <RpSyncPage orgId={orgId} mode="chosen" />;
}
