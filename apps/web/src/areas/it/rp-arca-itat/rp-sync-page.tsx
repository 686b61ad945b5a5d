import { itArea } from '@taxdesk/domain';
import type { ScreenProps } from '../../../app/screen-types';
import { SyncAllScreen } from '../../../shared/area/sync-all-screen';
import { SyncSelectedScreen } from '../../../shared/area/sync-selected-screen';
import { AddLoginButton } from './add-login-button';
import { rpLinks } from './rp-sync-links';

const DESCRIPTION =
  "A Reply account is a representative's own e-filing login. TaxDesk signs in with it and reads the proceedings, notices (with their PDFs) and bulk request batches of every client it represents, PANs and TANs alike. A refused password blocks the login until it is updated.";

/** /rp/sync and /rp/sync1: the shared sync blocks on the income-tax area's Reply portal. */
function RpSyncPage({ orgId, mode }: { orgId: string; mode: 'all' | 'chosen' }) {
  const common = {
    orgId,
    area: itArea,
    portal: 'rp',
    description: DESCRIPTION,
    links: rpLinks(orgId, mode),
    actions: <AddLoginButton orgId={orgId} kind="rp" label="Add Reply account" />,
  };
  return mode === 'all' ? (
    <SyncAllScreen {...common} title="Reply Sync" startLabel="Sync all Reply accounts" />
  ) : (
    <SyncSelectedScreen {...common} title="Reply Sync Selected" />
  );
}

/** `/rp/sync`: sync every Reply account. */
export function RpSyncAllScreen({ orgId }: ScreenProps) {
  return <RpSyncPage orgId={orgId} mode="all" />;
}

/** `/rp/sync1`: sync the Reply accounts the user ticks. */
export function RpSyncChosenScreen({ orgId }: ScreenProps) {
  return <RpSyncPage orgId={orgId} mode="chosen" />;
}
