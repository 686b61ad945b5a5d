import type { ScreenProps } from '../../app/screen-types';
import { RpSyncPage } from './rp-sync-page';

/** `/rp/sync`: sync every Reply account. */
export default function RpSyncScreen({ orgId }: ScreenProps) {
  return <RpSyncPage orgId={orgId} mode="all" />;
}
