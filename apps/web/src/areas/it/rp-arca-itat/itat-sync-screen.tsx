import { itArea } from '@taxdesk/domain';
import type { ScreenProps } from '../../../app/screen-types';
import { SyncAllScreen } from '../../../shared/area/sync-all-screen';

const ITAT_LINKS = [
  { label: 'ITAT appeals', path: '/{orgId}/it/itat' },
  { label: 'Import ITAT cases', path: '/{orgId}/it/importItat' },
];

/**
 * `/it/syncitat`: the shared sync block on the income-tax area's ITAT portal. Syncing all of them
 * also searches every client PAN of the income-tax accounts (the portal's own option for a full start).
 */
export default function ItatSyncScreen({ orgId }: ScreenProps) {
  return (
    <SyncAllScreen
      orgId={orgId}
      area={itArea}
      portal="itat"
      title="Sync ITAT"
      description="TaxDesk looks each PAN's appeals up on the tribunal's public case status (no login): bench, assessment year, parties, hearing dates, status and order date. Every client PAN of the income-tax accounts is searched too, for appeals TaxDesk does not have yet (Revenue appeals, cross objections). An appeal number the tribunal does not know is reported, not removed."
      startLabel="Sync ITAT status"
      links={ITAT_LINKS.map((l) => ({ ...l, key: l.path, href: l.path.replace('{orgId}', orgId) }))}
    />
  );
}
